/**
 * Auto-fetch logos (docs/spec/leader-admin-side.md §2 "Manage School Logos"): for each school
 * without a logo, the configured logo service's image for the school's
 * website domain becomes its logo (an image by content, as an upload is).
 * - No service configured, or the service unreachable: every school is
 *   skipped and the admin is told why (nothing fails, nothing is written).
 * - The service answering with a server error: "Failed to auto-fetch logos
 *   from Clearbit" (the spec's words), 502.
 * - A school the service has no image for (or not an image): failed.
 * A run fetches at most `RUN_CAP` schools, so it ends well inside API
 * Gateway's 30 s; the rest are skipped with a note to run it again.
 */
import type { AutoFetchLogosResponse } from '../../shared/api/types';
import { listSchools } from '../domains/catalog/schools/schools';
import { loadConfig } from '../lib/config';
import { HttpError } from '../lib/errors';
import { imageTypeOf } from '../lib/image-type';
import { MAX_LOGO_BYTES } from '../../shared/schemas/school-logos';
import { storeSchoolLogo } from './school-logos';

export const AUTO_FETCH_FAILED = 'Failed to auto-fetch logos from Clearbit';
export const NO_LOGO_SERVICE = 'No logo service is configured: every school was skipped (schools show their initials).';
export const LOGO_SERVICE_OFFLINE = 'The logo service could not be reached: every school was skipped. Try again later.';
export const RUN_CAP = 40;
const FETCH_TIMEOUT_MS = 4000;
const PARALLEL = 8;

/** The host of a website URL without `www.`; undefined when there is none. */
export function websiteDomain(website: string | null | undefined): string | undefined {
  if (!website) return undefined;
  try {
    return new URL(website).hostname.replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

/** `https://logo.example/{domain}` or a base URL → the image URL of a domain. */
export function serviceImageUrl(service: string, domain: string): string {
  return service.includes('{domain}') ? service.replace('{domain}', encodeURIComponent(domain)) : `${service.replace(/\/$/, '')}/${encodeURIComponent(domain)}`;
}

class ServiceDown extends Error {}
class ServiceError extends Error {}

/** The image bytes for a domain; undefined when the service has none; throws when the service is down or failing. */
async function fetchImage(service: string, domain: string): Promise<Uint8Array | undefined> {
  let res: Response;
  try {
    res = await fetch(serviceImageUrl(service, domain), { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS), redirect: 'follow' });
  } catch {
    throw new ServiceDown();
  }
  if (res.status >= 500) throw new ServiceError();
  if (!res.ok) return undefined;
  const bytes = new Uint8Array(await res.arrayBuffer());
  return bytes.length <= MAX_LOGO_BYTES && imageTypeOf(bytes) ? bytes : undefined;
}

export async function autoFetchLogos(adminSub: string, now: Date): Promise<AutoFetchLogosResponse> {
  const candidates = (await listSchools()).filter((s) => !s.logoUrl);
  const service = loadConfig().logoServiceUrl;
  if (!service) return { success: 0, failed: 0, skipped: candidates.length, message: NO_LOGO_SERVICE };
  const batch = candidates.slice(0, RUN_CAP);
  const result = { success: 0, failed: 0, skipped: candidates.length - batch.length };
  let down = false;
  let failing = false;
  const queue = [...batch];
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let school = queue.shift(); school && !down && !failing; school = queue.shift()) {
        const domain = websiteDomain(school.website);
        if (!domain) {
          result.failed++;
          continue;
        }
        try {
          const bytes = await fetchImage(service, domain);
          if (!bytes) result.failed++;
          else {
            await storeSchoolLogo(adminSub, school.id, bytes, now, 'AUTO_FETCH_SCHOOL_LOGO');
            result.success++;
          }
        } catch (error) {
          if (error instanceof ServiceDown) down = true;
          else if (error instanceof ServiceError) failing = true;
          else result.failed++;
        }
      }
    }),
  );
  if (failing) throw new HttpError(502, AUTO_FETCH_FAILED);
  if (down && result.success === 0) return { success: 0, failed: 0, skipped: candidates.length, message: LOGO_SERVICE_OFFLINE };
  const untried = candidates.length - result.success - result.failed;
  return {
    ...result,
    skipped: untried,
    message: down ? LOGO_SERVICE_OFFLINE : untried > 0 ? `Fetched at most ${RUN_CAP} schools per run: run it again for the other ${untried}.` : null,
  };
}
