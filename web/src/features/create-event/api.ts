import type { QueryClient } from '@tanstack/react-query';
import { type BodyOf, api } from '../../lib/api';
import { routeKey, useApiQuery } from '../../lib/queries';

/** Creates a party event; the event lists (every filter and page) are asked again so it shows there at once. */
export async function createPartyEvent(queryClient: QueryClient, body: BodyOf<'createPartyEvent'>) {
  const answer = await api('createPartyEvent', { body });
  await queryClient.invalidateQueries({ queryKey: routeKey('listPartyEvents') });
  return answer;
}

/** The office rules of the leader's school, for the deadlines shown under "Alcohol allowed". */
export function useOfficeRules() {
  return useApiQuery('getOfficeRules', undefined, { staleTime: 60_000 });
}
