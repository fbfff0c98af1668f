import type { ValidateTicketResponse } from '../../../../shared/api/types';
import { ApiError, api } from '../../lib/api';

/** How many times a scan is re-sent after a network failure (the answer may have been lost, not the request). */
const NETWORK_ATTEMPTS = 3;

/** A fresh id per scan; the API keys the redemption on it so a resent request is answered the same way. */
export function newScanId(): string {
  return crypto.randomUUID();
}

/**
 * Validates one scan. A network failure is retried with the SAME `scanId`:
 * if the first request did redeem the ticket, the retry is told "Entry
 * granted" again instead of "This ticket has already been used".
 */
export async function validateScan(
  input: { eventId: string; qrCode: string },
  scanId: string = newScanId(),
): Promise<ValidateTicketResponse> {
  let lastError: unknown;
  for (let attempt = 0; attempt < NETWORK_ATTEMPTS; attempt++) {
    try {
      return await api('validateTicket', { body: { eventId: input.eventId.trim(), qrCode: input.qrCode.trim(), scanId } });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}
