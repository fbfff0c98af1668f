import { type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DoorHeadcount, DoorHeadcountByDoor, DoorScreenResponse, ValidateTicketResponse } from '../../../../shared/api/types';
import { ApiError, api } from '../../lib/api';
import { apiKey, useApiQuery } from '../../lib/queries';

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
  signal?: AbortSignal,
): Promise<ValidateTicketResponse> {
  let lastError: unknown;
  for (let attempt = 0; attempt < NETWORK_ATTEMPTS; attempt++) {
    try {
      const direction = input.direction === 'exit' ? { direction: 'exit' as const } : {};
      return await api('validateTicket', { body: { eventId: input.eventId.trim(), qrCode: input.qrCode.trim(), scanId, ...direction }, signal });
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

/** Shows a headcount a scan or a sync answered at once (the polled query's data until its next answer, which brings the per-door counts again). */
export function storeHeadcount(queryClient: QueryClient, eventId: string, headcount: DoorHeadcount): void {
  queryClient.setQueryData(apiKey('getDoorHeadcount', { params: { id: eventId.trim() } }), (known: DoorHeadcountByDoor | undefined) => ({ ...headcount, byDoor: known?.byDoor ?? [] }));
}

/** Live headcount of the chosen event (nothing is asked until the event id is a whole id). */
export function useDoorHeadcount(eventId: string) {
  const id = eventId.trim();
  return useApiQuery('getDoorHeadcount', { params: { id } }, { enabled: UUID.test(id), refetchInterval: HEADCOUNT_REFRESH_MS });
}

/**
 * The door screen on opening, for the chosen event (one screen, one
 * request): the headcount, the door passes and the offline roster. The
 * headcount and the passes become their own queries' data, which the screen
 * then keeps fresh on its own (polled, read again after a change); the
 * roster goes to the device's offline door (`useOfflineDoor`'s `seed`).
 */
export function useDoorScreen(eventId: string) {
  const id = eventId.trim();
  const queryClient = useQueryClient();
  return useQuery<DoorScreenResponse, ApiError>({
    queryKey: apiKey('getDoorScreen', { params: { id } }),
    queryFn: async ({ signal }) => {
      const screen = await api('getDoorScreen', { params: { id }, signal });
      queryClient.setQueryData(apiKey('getDoorHeadcount', { params: { id } }), screen.headcount);
      queryClient.setQueryData(apiKey('listDoorPasses', { params: { id } }), { passes: screen.passes });
      return screen;
    },
    enabled: UUID.test(id),
    // Every opening of an event reads it afresh; its parts are refreshed by their own routes meanwhile.
    staleTime: 0,
  });
}

/** How long the passes the door screen brought count as fresh: the card does not ask again on appearing. */
const PASSES_FRESH_MS = 30_000;

// Door passes for volunteers: the chosen event's passes, made and revoked from the door screen.
export function useDoorPasses(eventId: string, enabled: boolean) {
  const id = eventId.trim();
  return useApiQuery('listDoorPasses', { params: { id } }, { enabled: enabled && UUID.test(id), staleTime: PASSES_FRESH_MS });
}

export function createDoorPass(eventId: string, input: { label: string; opensMinutesBefore: number; closesHoursAfter: number }) {
  return api('createDoorPass', { params: { id: eventId.trim() }, body: input });
}

export function revokeDoorPass(passId: string) {
  return api('revokeDoorPass', { params: { id: passId } });
}

export function unlockDoorPass(passId: string) {
  return api('unlockDoorPass', { params: { id: passId } });
}

/** A guest found by name, admitted after the leader checked their ID (online: the server records it as such). */
export function useAdmitByIdCheck(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation<ValidateTicketResponse, ApiError, string>({
    mutationFn: (ticketId) => api('admitByIdCheck', { body: { eventId: eventId.trim(), ticketId, scanId: newScanId() } }),
    onSuccess: (result) => {
      if (result.headcount) storeHeadcount(queryClient, eventId, result.headcount);
    },
  });
}
