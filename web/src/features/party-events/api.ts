import { type QueryClient, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { PartyEventListResponse, PartyEventPageResponse } from '../../../../shared/api/types';
import type { RsvpStatus } from '../../../../shared/limits';
import { type ApiError, type BodyOf, api } from '../../lib/api';
import { apiKey, routeKey } from '../../lib/queries';
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

/** Asks every list (each filter and page) again: an event was created or deleted. */
export function refreshPartyEventLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: routeKey('listPartyEvents') });
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

/** Saves or unsaves the event for the user. */
export function setPartySaved(eventId: string, saved: boolean) {
  return api('setPartySaved', { params: { id: eventId }, body: { saved } });
}

/** Sets the user's RSVP (the same choice again removes it); the answer carries the new counts. */
export function setPartyRsvp(eventId: string, status: RsvpStatus) {
  return api('setPartyRsvp', { params: { id: eventId }, body: { status } });
}

/** Posts the user's one review of an event they attended. */
export function createReview(eventId: string, body: BodyOf<'createReview'>) {
  return api('createReview', { params: { id: eventId }, body });
}

/** Issues a free ticket (or returns the one the user already holds). */
export function createFreeTicket(eventId: string) {
  return api('createFreeTicket', { params: { id: eventId } });
}

/** Starts paying for a ticket: the payment intent the card form completes. */
export function createTicketPayment(eventId: string) {
  return api('createTicketPayment', { params: { id: eventId } });
}

/** Charges a test card in the local sandbox gateway. */
export function sandboxCharge(body: BodyOf<'sandboxCharge'>) {
  return api('sandboxCharge', { body });
}

/** After a successful card payment: the ticket, issued once per payment intent. */
export function confirmTicketPayment(eventId: string, paymentIntentId: string) {
  return api('confirmTicketPayment', { body: { paymentIntentId, eventId } });
}

/** Deletes the event (platform admins). */
export function deletePartyEvent(eventId: string) {
  return api('deletePartyEvent', { params: { id: eventId } });
}

/** Waitlist (issue 14): joins a sold-out event's line; the answer is the viewer's place. */
export function joinWaitlist(eventId: string) {
  return api('joinWaitlist', { params: { id: eventId } });
}

/** Waitlist (issue 14): leaves the line. */
export function leaveWaitlist(eventId: string) {
  return api('leaveWaitlist', { params: { id: eventId } });
}
