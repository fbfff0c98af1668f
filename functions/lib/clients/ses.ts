/** The SES (v1 API) client, created once and pointed at aws-ses-v2-local when SES_ENDPOINT is set. */
import { SESClient } from '@aws-sdk/client-ses';
import { loadConfig } from '../config';

let ses: SESClient | undefined;

/** The SES client. */
export function sesClient(): SESClient {
  if (!ses) {
    const { region, endpoints } = loadConfig();
    ses = new SESClient({ region, endpoint: endpoints.ses });
  }
  return ses;
}

/** Forgets the cached client. */
export function resetSes(): void {
  ses = undefined;
}
