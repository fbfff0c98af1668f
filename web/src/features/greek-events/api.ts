import { type QueryClient, useInfiniteQuery } from '@tanstack/react-query';
import type { GreekEventListResponse, GreekEventPageResponse, GreekRsvpResponse } from '../../../../shared/api/types';
import { type ApiError, api } from '../../lib/api';
import { apiKey } from '../../lib/queries';
import { usePageForViewer } from '../../lib/page-for-viewer';

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

/**
 * Everything `/events/{id}` shows, in one call (issue 8 §2): `getGreekEvent`
 * signed out, `getGreekEventForViewer` (the same plus the viewer's RSVP)
 * signed in; `enabled` is false for an id that cannot exist.
 */
export function useGreekEvent(id: string, enabled: boolean) {
  return usePageForViewer({ anyone: 'getGreekEvent', viewer: 'getGreekEventForViewer' }, id, enabled);
}

/** Sets the user's RSVP (the same choice again removes it); the answer carries the new counts. */
export function setGreekRsvp(eventId: string, status: Choice) {
  return api('setGreekEventRsvp', { params: { id: eventId }, body: { status } });
}

/** Keeps the answer of {@link setGreekRsvp} in the cached page (the viewer's RSVP and the counts), without asking again. */
export function storeGreekRsvp(queryClient: QueryClient, key: readonly unknown[], answer: GreekRsvpResponse): void {
  queryClient.setQueryData<GreekEventPageResponse>(key, (page) =>
    page ? { event: { ...page.event, interestedCount: answer.interestedCount, goingCount: answer.goingCount }, viewer: { rsvp: answer.status } } : page,
  );
}
