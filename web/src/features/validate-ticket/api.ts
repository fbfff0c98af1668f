import type { ValidateTicketResponse } from '../../../../shared/api/types';
import { ApiError, api } from '../../lib/api';
import { useApiQuery } from '../../lib/queries';

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
  input: { eventId: string; qrCode: string; direction?: 'entry' | 'exit' },
  scanId: string = newScanId(),
): Promise<ValidateTicketResponse> {
  let lastError: unknown;
  for (let attempt = 0; attempt < NETWORK_ATTEMPTS; attempt++) {
    try {
      const direction = input.direction === 'exit' ? { direction: 'exit' as const } : {};
      return await api('validateTicket', { body: { eventId: input.eventId.trim(), qrCode: input.qrCode.trim(), scanId, ...direction } });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 0)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

/** How often the door screen asks for the headcount: other devices' scans appear within this. */
const HEADCOUNT_REFRESH_MS = 5000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the typed event id is a whole id (nothing is asked before). */
export const isEventId = (eventId: string) => UUID.test(eventId.trim());

/** Live headcount of the chosen event (nothing is asked until the event id is a whole id). */
export function useDoorHeadcount(eventId: string) {
  const id = eventId.trim();
  return useApiQuery('getDoorHeadcount', { params: { id } }, { enabled: UUID.test(id), refetchInterval: HEADCOUNT_REFRESH_MS });
}

// Door passes for volunteers (issue 12): the chosen event's passes, made and revoked from the door screen.
export function useDoorPasses(eventId: string, enabled: boolean) {
  const id = eventId.trim();
  return useApiQuery('listDoorPasses', { params: { id } }, { enabled: enabled && UUID.test(id), staleTime: 0 });
}

export function createDoorPass(eventId: string, input: { label: string; opensMinutesBefore: number; closesHoursAfter: number }) {
  return api('createDoorPass', { params: { id: eventId.trim() }, body: input });
}

export function revokeDoorPass(passId: string) {
  return api('revokeDoorPass', { params: { id: passId } });
}
