import type { QueryClient } from '@tanstack/react-query';
import type { GreekRsvpResponse } from '../../../../shared/api/types';
import { api } from '../../lib/api';
import { apiKey, useApiQuery } from '../../lib/queries';

type Choice = NonNullable<GreekRsvpResponse['status']>;

/** Every upcoming Greek-life event, across schools. */
export function useGreekEvents() {
  return useApiQuery('listGreekEvents');
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
