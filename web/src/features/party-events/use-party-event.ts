import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PartyEventPageResponse } from '../../../../shared/api/types';
import { useSession } from '../../lib/auth/use-session';
import { type ApiError, api } from '../../lib/api';

/** Query key of the detail page's one call (the viewer variant differs per user, so it keys on `sub`). */
export function partyEventKey(id: string, sub: string | null) {
  return sub ? (['getPartyEventForViewer', { id }, sub] as const) : (['getPartyEvent', { id }] as const);
}

/**
 * Everything `/party-events/{id}` shows, in one call: `getPartyEvent` when
 * signed out, `getPartyEventForViewer` (same payload plus `viewer`) when
 * signed in. Waits for the session so a signed-in visitor never pays for both.
 */
export function usePartyEvent(id: string, enabled: boolean) {
  const session = useSession();
  const sub = session.status === 'signedIn' ? (session.user?.sub ?? null) : null;
  const queryClient = useQueryClient();
  const key = partyEventKey(id, sub);
  const query = useQuery<PartyEventPageResponse, ApiError>({
    queryKey: key,
    queryFn: ({ signal }) =>
      sub ? api('getPartyEventForViewer', { params: { id }, signal }) : api('getPartyEvent', { params: { id }, signal }),
    enabled: enabled && session.status !== 'loading',
  });
  /** Applies a mutation's answer to the cached page (no refetch: the answer carries the new counts). */
  const update = (change: (page: PartyEventPageResponse) => PartyEventPageResponse) =>
    updatePage(queryClient, key, change);
  return { ...query, sessionLoading: session.status === 'loading', signedIn: sub !== null, update, key };
}

function updatePage(
  client: QueryClient,
  key: readonly unknown[],
  change: (page: PartyEventPageResponse) => PartyEventPageResponse,
): void {
  client.setQueryData<PartyEventPageResponse>(key, (page) => (page ? change(page) : page));
}
