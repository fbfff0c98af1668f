import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DropLineResponse,
  OkResponse,
  PartyEventListResponse,
  PartyEventPageResponse,
  PartyRsvpResponse,
  PaymentIntentResponse,
  ReviewResponse,
  SandboxChargeResponse,
  SaveResponse,
  TicketResponse,
  WaitlistResponse,
} from '../../../../shared/api/types';
import type { RsvpStatus } from '../../../../shared/limits';
import { type ApiError, type BodyOf, api } from '../../lib/api';
import { retryWhileBusy, useBusyRetry } from '../../lib/busy-retry';
import { type MutationEffects, afterUpdate, apiKey, routeKey } from '../../lib/queries';
import { usePageForViewer } from '../../lib/page-for-viewer';
import { type PartyEventFilters, listQuery } from './filters';

/** `/party-events` with its filters: one call per page, "Load more" following `nextCursor`. */
export function usePartyEventList(filters: PartyEventFilters) {
  return useInfiniteQuery<PartyEventListResponse, ApiError>({
    queryKey: apiKey('listPartyEvents', { query: listQuery(filters) }),
    queryFn: ({ pageParam, signal }) => api('listPartyEvents', { query: listQuery(filters, pageParam as string | undefined), signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/**
 * Everything `/party-events/{id}` shows, in one call: `getPartyEvent` when
 * signed out, `getPartyEventForViewer` (same payload plus `viewer`) when
 * signed in.
 */
export function usePartyEvent(id: string, enabled: boolean) {
  const queryClient = useQueryClient();
  const query = usePageForViewer({ anyone: 'getPartyEvent', viewer: 'getPartyEventForViewer' }, id, enabled);
  /** Applies a mutation's answer to the cached page (no refetch: the answer carries the new counts). */
  const update = (change: (page: PartyEventPageResponse) => PartyEventPageResponse) =>
    queryClient.setQueryData<PartyEventPageResponse>(query.key, (page) => (page ? change(page) : page));
  return { ...query, update };
}

/** Saves or unsaves the event (the desired state: a retried request changes nothing twice). */
export function useSaveEvent(eventId: string, effects: MutationEffects<SaveResponse, boolean>) {
  return useMutation<SaveResponse, ApiError, boolean>({
    mutationFn: (saved) => api('setPartySaved', { params: { id: eventId }, body: { saved } }),
    ...effects,
  });
}

/** Sets the user's RSVP (the same choice again removes it); the answer carries the new counts. */
export function usePartyRsvp(eventId: string, effects: MutationEffects<PartyRsvpResponse, RsvpStatus>) {
  return useMutation<PartyRsvpResponse, ApiError, RsvpStatus>({
    mutationFn: (status) => api('setPartyRsvp', { params: { id: eventId }, body: { status } }),
    ...effects,
  });
}

/** Posts the user's one review of an event they attended. */
export function usePostReview(eventId: string, effects: MutationEffects<ReviewResponse, BodyOf<'createReview'>>) {
  return useMutation<ReviewResponse, ApiError, BodyOf<'createReview'>>({
    mutationFn: (body) => api('createReview', { params: { id: eventId }, body }),
    ...effects,
  });
}

/**
 * A purchase step asked again while the API answers 503 (it issues one ticket
 * per purchase however often asked); `stillTrying` from the first busy answer
 * until the step settles, for the screen to say so.
 */
function usePurchaseStep<Data, Variables = void>(request: (variables: Variables) => Promise<Data>, effects: MutationEffects<Data, Variables>) {
  const busyRetry = useBusyRetry();
  const mutation = useMutation<Data, ApiError, Variables>({ mutationFn: (variables) => busyRetry.run(() => request(variables)), ...effects });
  return { ...mutation, stillTrying: busyRetry.stillTrying };
}

/** Issues a free ticket (or returns the one the user already holds). */
export function useFreeTicket(eventId: string, effects: MutationEffects<TicketResponse>) {
  return usePurchaseStep(() => api('createFreeTicket', { params: { id: eventId } }), effects);
}

/** Starts paying for a ticket: the payment intent the card form completes. */
export function useTicketPayment(eventId: string, effects: MutationEffects<PaymentIntentResponse>) {
  return usePurchaseStep(() => api('createTicketPayment', { params: { id: eventId } }), effects);
}

/**
 * After a successful card payment: the ticket, issued once per payment intent
 * (a webhook racing this call still yields one ticket). My Tickets and this
 * event's viewer state both change.
 */
export function useConfirmTicketPayment(eventId: string, effects: MutationEffects<TicketResponse, string>) {
  const queryClient = useQueryClient();
  return usePurchaseStep(
    (paymentIntentId: string) => api('confirmTicketPayment', { body: { paymentIntentId, eventId } }),
    afterUpdate(() => void queryClient.invalidateQueries(), effects),
  );
}

/** Charges a test card in the local sandbox gateway. */
export function useSandboxCharge(effects: MutationEffects<SandboxChargeResponse, BodyOf<'sandboxCharge'>>) {
  return useMutation<SandboxChargeResponse, ApiError, BodyOf<'sandboxCharge'>>({ mutationFn: (body) => api('sandboxCharge', { body }), ...effects });
}

/** Deletes the event (platform admins); every list (each filter and page) is asked again. */
export function useDeletePartyEvent(eventId: string, effects: MutationEffects<OkResponse>) {
  const queryClient = useQueryClient();
  return useMutation<OkResponse, ApiError, void>({
    mutationFn: () => api('deletePartyEvent', { params: { id: eventId } }),
    ...afterUpdate(() => void queryClient.invalidateQueries({ queryKey: routeKey('listPartyEvents') }), effects),
  });
}

/** Joins a sold-out event's waitlist, or (`leave`) leaves it; the answer is the viewer's place. */
export function useWaitlist(eventId: string, move: 'join' | 'leave', effects: MutationEffects<WaitlistResponse>) {
  return useMutation<WaitlistResponse, ApiError, void>({
    mutationFn: () => api(move === 'join' ? 'joinWaitlist' : 'leaveWaitlist', { params: { id: eventId } }),
    ...effects,
  });
}

/** How often a buyer in a drop's line asks where they stand (a few reads each; the line moves once a second). */
export const DROP_LINE_POLL_MS = 2_000;

/**
 * Where the viewer stands in a drop's line, asked again every
 * `DROP_LINE_POLL_MS` while they wait or hold a checkout window (until they
 * bought, lapsed or were told it sold out): a busy API (503) is asked again
 * after its Retry-After, by itself.
 */
export function useDropLine(eventId: string, enabled: boolean) {
  return useQuery<DropLineResponse, ApiError>({
    queryKey: apiKey('getDropLine', { params: { id: eventId } }),
    queryFn: ({ signal }) => retryWhileBusy(() => api('getDropLine', { params: { id: eventId }, signal })),
    enabled,
    refetchInterval: (query) => (['waiting', 'admitted'].includes(query.state.data?.line.status ?? '') ? DROP_LINE_POLL_MS : false),
  });
}

/** Joins a drop's line (once per account: a second join answers where they stand); the answer goes in the line's cache. */
export function useJoinDropLine(eventId: string, effects: MutationEffects<DropLineResponse>) {
  const queryClient = useQueryClient();
  return useMutation<DropLineResponse, ApiError, void>({
    mutationFn: () => retryWhileBusy(() => api('joinDropLine', { params: { id: eventId } })),
    ...afterUpdate((answer: DropLineResponse) => queryClient.setQueryData(apiKey('getDropLine', { params: { id: eventId } }), answer), effects),
  });
}
