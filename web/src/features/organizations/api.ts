import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '../../../../shared/api/routes';
import type { ChapterPageResponse, FollowResponse } from '../../../../shared/api/types';
import { type ApiError, api } from '../../lib/api';
import { type MutationEffects, afterUpdate, apiKey, routeKey, useApiQuery } from '../../lib/queries';
import { usePageForViewer } from '../../lib/page-for-viewer';
import { refreshOrganizationList } from '../../lib/reference-data';

/**
 * One chapter's page in one call: `getChapter` signed out,
 * `getChapterForViewer` (the same plus whether the viewer follows it) signed
 * in. Nothing is asked while `enabled` is false (no chapter chosen, or an id
 * that cannot exist).
 */
export function useChapter(id: string, enabled: boolean) {
  return usePageForViewer({ anyone: 'getChapter', viewer: 'getChapterForViewer' }, id, enabled);
}

const nationalRequest = (key: string, state: string) => ({ params: { key }, query: state ? { state } : {} });

/**
 * A national organization's page (its chapters in `state`, '' for all), or
 * the choices when its letters are shared. `keepPrevious` keeps the last
 * answer on screen while another state loads.
 */
export function useNational(key: string, state: string, options: { enabled: boolean; keepPrevious?: boolean }) {
  return useApiQuery('getNational', nationalRequest(key, state), {
    enabled: options.enabled,
    placeholderData: options.keepPrevious ? (previous) => previous : undefined,
  });
}

/** Keeps an answer under another address of the same national (its canonical key), so it is not asked again. */
export function storeNational(queryClient: QueryClient, key: string, state: string, data: ResponseOf<'getNational'>): void {
  queryClient.setQueryData(apiKey('getNational', nationalRequest(key, state)), data);
}

/**
 * Places every national's chapters at the schools when the directory is empty
 * (once; later calls change nothing), then reads the directory again (still
 * pending until it has).
 */
export function usePopulateOrganizations(effects: MutationEffects<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError>({
    mutationFn: () => api('populateOrganizations'),
    ...effects,
    onSuccess: async (answer) => {
      await refreshOrganizationList(queryClient);
      return effects.onSuccess?.(answer);
    },
  });
}

/**
 * Follows or unfollows (the desired state: a retried request changes nothing
 * twice). The answer goes into the chapter page it was made on (`pageKey`,
 * its cached query): the viewer's state and the count; My Feed (its
 * Following list) is asked again when next shown.
 */
export function useFollowChapter(chapterId: string, pageKey: readonly unknown[], effects: MutationEffects<FollowResponse, boolean>) {
  const queryClient = useQueryClient();
  return useMutation<FollowResponse, ApiError, boolean>({
    mutationFn: (following) => api('setFollow', { params: { id: chapterId }, body: { following } }),
    ...afterUpdate((answer) => {
      queryClient.setQueryData<ChapterPageResponse>(pageKey, (page) =>
        page ? { ...page, chapter: { ...page.chapter, followerCount: answer.followerCount }, viewer: { following: answer.following } } : page,
      );
      void queryClient.invalidateQueries({ queryKey: routeKey('getMyFeed') });
    }, effects),
  });
}
