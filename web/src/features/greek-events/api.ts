import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import type { GreekEventListResponse, GreekRsvpResponse } from '../../../../shared/api/types';
import { type ApiError, api } from '../../lib/api';
import { apiKey, useApiQuery } from '../../lib/queries';

type Choice = NonNullable<GreekRsvpResponse['status']>;

/** Upcoming Greek-life events across schools: one call per page, "Show more" following `nextCursor`. */
export function useGreekEvents() {
  return useInfiniteQuery<GreekEventListResponse, ApiError>({
    queryKey: apiKey('listGreekEvents'),
    queryFn: ({ pageParam, signal }) => api('listGreekEvents', { query: pageParam ? { cursor: pageParam as string } : {}, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** One Greek-life event; `enabled` is false for an id that cannot exist. */
export function useGreekEvent(id: string, enabled: boolean) {
  return useApiQuery('getGreekEvent', { params: { id } }, { enabled });
}

const rsvpRequest = (eventId: string) => ({ params: { id: eventId } });

/** The signed-in user's RSVP to an event, with the event's counts. */
export function useGreekRsvp(eventId: string, enabled: boolean) {
  return useApiQuery('getGreekEventRsvp', rsvpRequest(eventId), { enabled });
}

/** Sets the user's RSVP (the same choice again removes it); the answer carries the new counts. */
export function setGreekRsvp(eventId: string, status: Choice) {
  return api('setGreekEventRsvp', { params: { id: eventId }, body: { status } });
}

/** Keeps the answer of {@link setGreekRsvp} as the event's current RSVP, without asking again. */
export function storeGreekRsvp(queryClient: QueryClient, eventId: string, answer: GreekRsvpResponse): void {
  queryClient.setQueryData(apiKey('getGreekEventRsvp', rsvpRequest(eventId)), answer);
}
