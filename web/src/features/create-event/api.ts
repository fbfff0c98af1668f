import type { QueryClient } from '@tanstack/react-query';
import { type BodyOf, api } from '../../lib/api';
import { routeKey, useApiQuery } from '../../lib/queries';

/** Creates a party event; the event lists (every filter and page) are asked again so it shows there at once. */
export async function createPartyEvent(queryClient: QueryClient, body: BodyOf<'createPartyEvent'>) {
  const answer = await api('createPartyEvent', { body });
  await queryClient.invalidateQueries({ queryKey: routeKey('listPartyEvents') });
  return answer;
}

/** Create Event's one request: the leader's chapter and the office rules of its school (Edit Event has them with the event). */
export function useOfficeRules() {
  return useApiQuery('getOfficeRules', undefined, { staleTime: 60_000 });
}

/** The event, every field Edit Event starts from and the office rules it meets (the host chapter's leaders). */
export function useEventForEdit(id: string) {
  return useApiQuery('getPartyEventForEdit', { params: { id } }, { staleTime: 0, retry: false });
}

/** Saves an edit; the event's page, its analytics and the lists are asked again so they show it at once. */
export async function editPartyEvent(queryClient: QueryClient, id: string, body: BodyOf<'editPartyEvent'>) {
  const answer = await api('editPartyEvent', { params: { id }, body });
  await Promise.all(
    (['listPartyEvents', 'getPartyEvent', 'getPartyEventForViewer', 'getEventAnalytics', 'getPartyEventForEdit'] as const).map((route) =>
      queryClient.invalidateQueries({ queryKey: routeKey(route) }),
    ),
  );
  return answer;
}
