/** The SES (v1 API) clients, created once and pointed at aws-ses-v2-local when SES_ENDPOINT is set. */
import { SESClient } from '@aws-sdk/client-ses';
import { loadConfig } from '../config';

let ses: SESClient | undefined;
let sesOnce: SESClient | undefined;

/** How long a single-attempt request waits for SES before giving up (well within the consumer's timeout). */
const SINGLE_ATTEMPT_TIMEOUT_MS = 5_000;

/** The SES client. */
export function sesClient(): SESClient {
  if (!ses) {
    const { region, endpoints } = loadConfig();
    ses = new SESClient({ region, endpoint: endpoints.ses });
  }
  return ses;
}

/**
 * The SES client for a mail that must never go out twice: one attempt per
 * call (the SDK's own retries would send again a request SES may already
 * have taken), and a request SES does not answer gives up after a few
 * seconds rather than holding the queue's consumer until its timeout.
 */
export function sesClientSingleAttempt(): SESClient {
  if (!sesOnce) {
    const { region, endpoints } = loadConfig();
    sesOnce = new SESClient({ region, endpoint: endpoints.ses, maxAttempts: 1, requestHandler: { requestTimeout: SINGLE_ATTEMPT_TIMEOUT_MS, throwOnRequestTimeout: true } });
  }
  return sesOnce;
}

/** Forgets the cached clients. */
export function resetSes(): void {
  ses = undefined;
  sesOnce = undefined;
}
