import { DELETE_CONFIRMATION } from '../../../../shared/limits';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { refreshMe } from '../../lib/auth/session';
import { routeKey, useApiQuery } from '../../lib/queries';

/** Deletes the signed-in user's account and personal data, as the typed confirmation asked. */
export function deleteMyAccount() {
  return api('deleteMe', { body: { confirm: DELETE_CONFIRMATION } });
}

/** Ends every session of the signed-in account, this browser's included. */
export function signOutEverywhere() {
  return api('signOutEverywhere');
}

/** Saves (or, with null, removes) the signed-in user's private date of birth. */
export function saveDateOfBirth(dateOfBirth: string | null) {
  return api('updateMyProfile', { body: { dateOfBirth } });
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
export function refreshFriends(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: routeKey('listFriends') }),
    queryClient.invalidateQueries({ queryKey: routeKey('searchPeople') }),
    refreshMe(queryClient),
  ]);
}
