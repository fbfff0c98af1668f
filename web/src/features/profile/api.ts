import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/api/types';
import { DELETE_CONFIRMATION } from '../../../../shared/limits';
import { type ApiError, api } from '../../lib/api';
import { refreshMe, signOutEndedSession, storeMe } from '../../lib/auth/session';
import { type MutationEffects, afterUpdate, routeKey, useApiQuery } from '../../lib/queries';

/**
 * A request after which the account has no session left (deleted, or signed
 * out everywhere): this browser forgets its tokens and every cached answer,
 * so nothing of the account lingers for the next person here.
 */
function useEndOfSessions(request: () => Promise<unknown>, effects: MutationEffects<unknown>) {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError>({
    mutationFn: request,
    ...effects,
    onSuccess: async (answer) => {
      await signOutEndedSession();
      queryClient.clear();
      return effects.onSuccess?.(answer);
    },
  });
}

/** Deletes the signed-in user's account and personal data, as the typed confirmation asked. */
export function useDeleteMyAccount(effects: MutationEffects<unknown>) {
  return useEndOfSessions(() => api('deleteMe', { body: { confirm: DELETE_CONFIRMATION } }), effects);
}

/** Ends every session of the signed-in account, this browser's included. */
export function useSignOutEverywhere(effects: MutationEffects<unknown>) {
  return useEndOfSessions(() => api('signOutEverywhere'), effects);
}

/** Saves (or, with null, removes) the signed-in user's private date of birth; the answer is the new `/me`. */
export function useSaveDateOfBirth(effects: MutationEffects<MeResponse, string | null>) {
  const queryClient = useQueryClient();
  return useMutation<MeResponse, ApiError, string | null>({
    mutationFn: (dateOfBirth) => api('updateMyProfile', { body: { dateOfBirth } }),
    ...afterUpdate((me) => storeMe(queryClient, me), effects),
  });
}

// ---- My Feed and Friends ----

/** My Feed: followed chapters' upcoming events and photos, and the Following list, in one call. */
export function useMyFeed() {
  return useApiQuery('getMyFeed');
}

/** Friends, incoming and sent requests (one call). */
export function useFriends() {
  return useApiQuery('listFriends');
}

/** People matching `q` (nothing is asked for an empty query). */
export function usePeopleSearch(q: string) {
  return useApiQuery('searchPeople', { query: { q } }, { enabled: q.trim().length > 0 });
}

export const sendFriendRequest = (userId: string) => api('sendFriendRequest', { body: { userId } });
export const acceptFriendRequest = (userId: string) => api('acceptFriendRequest', { params: { id: userId } });
export const rejectFriendRequest = (userId: string) => api('rejectFriendRequest', { params: { id: userId } });
export const removeFriend = (userId: string) => api('removeFriend', { params: { id: userId } });

/** After a friendship change: the lists, any search, and the Friends count of My Profile are asked again. */
function refreshFriends(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: routeKey('listFriends') }),
    queryClient.invalidateQueries({ queryKey: routeKey('searchPeople') }),
    refreshMe(queryClient),
  ]);
}

/** One friendship change on a person (send, accept, reject, remove); whatever came of it, the friends lists are asked again. */
export function useFriendshipChange<T>(request: (userId: string) => Promise<T>, effects: MutationEffects<T, string>) {
  const queryClient = useQueryClient();
  return useMutation<T, ApiError, string>({
    mutationFn: request,
    ...effects,
    onSettled: () => refreshFriends(queryClient),
  });
}
