/**
 * Party events an e2e journey creates for itself, as the demo president,
 * through the API: a unique title and a date a week ahead in the chapter's
 * zone (from the injected clock, so any day and time of day works).
 */
import { clock } from '../../../functions/lib/clock';
import type { PartyEventDetail, Ticket } from '../../../shared/api/types';
import type { CreatePartyEventInput } from '../../../shared/schemas/party-events';
import { addCalendarDays, todayInState } from '../../../shared/dates';
import { DEMO_SCHOOL_STATE } from '../demo';
import { apiOk } from './api';
import { unique, type Person } from './people';

/** Today at the demo school, by the injected clock. */
export function todayAtDemoSchool(): string {
  return todayInState(DEMO_SCHOOL_STATE, clock.now());
}

/** A week from today at the demo school: upcoming however long the run takes. */
export function nextWeek(): string {
  return addCalendarDays(todayAtDemoSchool(), 7);
}

/** A party of the demo chapter, created by its president (`president`), titled `${title} <unique>`. */
export async function newPartyEvent(president: Person, title: string, fields: Partial<CreatePartyEventInput> = {}): Promise<PartyEventDetail> {
  const { event } = await apiOk('createPartyEvent', {
    token: president.token,
    body: {
      title: unique(title),
      date: nextWeek(),
      time: '21:00',
      location: 'Greek Row Pavilion',
      maxAttendees: 100,
      priceCents: 0,
      ...fields,
    },
  });
  return event;
}

/** A free ticket of `event` for `person`. */
export async function freeTicket(person: Person, event: PartyEventDetail): Promise<Ticket> {
  return (await apiOk('createFreeTicket', { token: person.token, params: { id: event.id } })).ticket;
}
