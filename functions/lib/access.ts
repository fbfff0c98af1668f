/**
 * Authorization on the server, in one place. The handler wrapper runs the
 * checks of a route's manifest level (`admin`, `leader`) before it even
 * validates the input; a route then checks the chapter of the resource it
 * found with the standing the wrapper read. The rules themselves, with the
 * spec's wording, are `shared/authz.ts`, which the SPA's gates use too.
 */
import { chapterDenial, DENIALS, leaderDenial, officeDenial, type Denial, type LeaderAction, type OfficeStanding, type Standing } from '../../shared/authz';
import { refuseEndedSession } from './auth';
import { readAdminGrant } from '../domains/platform/admins';
import { readStanding } from '../domains/people/roles/roles';
import { officeStandingOf, readOfficeGrant } from '../domains/people/office-staff';
import type { SessionHolder } from '../domains/people/session-fence';
import { HttpError } from './errors';

/** The 403 of a refusal, with the spec's message. */
export function forbidden(denial: Denial): HttpError {
  return new HttpError(403, denial.message);
}

/**
 * The caller's standing when they may perform `action` at all (one Query:
 * profile and roles); 401 when they signed out everywhere since their
 * token's session began, 403 with the action's message otherwise.
 */
export async function requireLeaderAction(caller: SessionHolder, action: LeaderAction): Promise<Standing> {
  const standing = await readStanding(caller.sub);
  refuseEndedSession(caller, standing);
  const denied = leaderDenial(action, standing);
  if (denied) throw forbidden(denied);
  return standing;
}

/** 403 unless `standing` may perform `action` on a resource of `chapterId` (a door of its events, their analytics). */
export function requireChapterAccess(action: LeaderAction, standing: Standing, chapterId: string): void {
  const denied = chapterDenial(action, standing, chapterId);
  if (denied) throw forbidden(denied);
}

/**
 * The caller's Greek-life office when they hold one (one BatchGet: the grant
 * and the profile's "Sign out everywhere" fence); 401 when they signed out
 * everywhere since their token's session began, 403 without a grant.
 */
export async function requireOffice(caller: SessionHolder): Promise<OfficeStanding> {
  const { grant, profile } = await readOfficeGrant(caller.sub);
  refuseEndedSession(caller, profile);
  if (!grant) throw forbidden(DENIALS.office.notOffice);
  return officeStandingOf(grant);
}

/**
 * The one check of "the office of this school may do X": 403 unless `office`
 * acts for `schoolId` (the school of the event, chapter or rule at hand).
 */
export function requireOfficeOf(office: OfficeStanding | null, schoolId: string): void {
  const denied = officeDenial(office, schoolId);
  if (denied) throw forbidden(denied);
}

/**
 * The checks the wrapper runs for the manifest's levels (`featureHandler(table, { access })`):
 * a leader's standing, and an admin's grant — read on every call (docs/decisions.md#admins-are-a-record-in-the-table), one GetItem,
 * judged by the route's admin gate (`admin-gate.ts`).
 */
export const accessChecks = { readAdminGrant, requireLeaderAction, requireOffice };
