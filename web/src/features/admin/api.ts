import type { QueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { apiKey, useApiQuery } from '../../lib/queries';

/** The dashboard's counters; its 403 is how the page learns the visitor is no admin (never retried, never stale). */
export function useAdminOverview() {
  return useApiQuery('getAdminOverview', undefined, { retry: false, staleTime: 0 });
}

/** Pending leader requests and the recent decisions. */
export function useLeaderRequests() {
  return useApiQuery('listLeaderRequests');
}

/** Approves or rejects one leader request. */
export function decideLeaderRequest({ id, approve }: { id: string; approve: boolean }) {
  return api(approve ? 'approveLeaderRequest' : 'rejectLeaderRequest', { params: { id } });
}

/** Asks for the requests and the counters again, after a decision (made here or by another admin). */
export function refreshApprovals(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: apiKey('listLeaderRequests') }),
    queryClient.invalidateQueries({ queryKey: apiKey('getAdminOverview') }),
  ]);
}

/** The Stats tab's figures (fresh on every visit: they move with every sale). */
export function useAdminStats() {
  return useApiQuery('getAdminStats', undefined, { staleTime: 0 });
}
