import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import type { GreekEventListResponse, GreekEventPageResponse, GreekRsvpResponse } from '../../../../shared/api/types';
import { type ApiError, api } from '../../lib/api';
import { type MutationEffects, afterUpdate, apiKey } from '../../lib/queries';
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
 * Everything `/events/{id}` shows, in one call: `getGreekEvent`
 * signed out, `getGreekEventForViewer` (the same plus the viewer's RSVP)
 * signed in; `enabled` is false for an id that cannot exist.
 */
export function useGreekEvent(id: string, enabled: boolean) {
  return usePageForViewer({ anyone: 'getGreekEvent', viewer: 'getGreekEventForViewer' }, id, enabled);
}

/**
 * Sets the user's RSVP (the same choice again removes it). The answer, which
 * counts in the same write, goes into the cached page (`pageKey`: the
 * viewer's RSVP and the counts) without asking again.
 */
export function useGreekRsvp(eventId: string, pageKey: readonly unknown[], effects: MutationEffects<GreekRsvpResponse, Choice>) {
  const queryClient = useQueryClient();
  return useMutation<GreekRsvpResponse, ApiError, Choice>({
    mutationFn: (status) => api('setGreekEventRsvp', { params: { id: eventId }, body: { status } }),
    ...afterUpdate((answer) => {
      queryClient.setQueryData<GreekEventPageResponse>(pageKey, (page) =>
        page ? { event: { ...page.event, interestedCount: answer.interestedCount, goingCount: answer.goingCount }, viewer: { rsvp: answer.status } } : page,
      );
    }, effects),
  });
}
