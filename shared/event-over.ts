/**
 * When an event is over (zod-free: the event page shows it at first paint):
 * six hours after its start in the venue's zone, when the door closes by
 * default. Until then late guests still buy at the door; after it nobody
 * buys a ticket and nobody changes an RSVP for it.
 */
import { venueInstant } from './dates';
import { DOOR_PASS_DEFAULT_CLOSES_AFTER_HOURS } from './door-pass-defaults';

export const EVENT_OVER_AFTER_HOURS = DOOR_PASS_DEFAULT_CLOSES_AFTER_HOURS;

/** The refusal of a ticket (free or paid) once the event is over. */
export const TICKET_SALES_ENDED = 'Ticket sales for this event have ended';

/** The refusal of an RSVP change once the event is over. */
export const RSVPS_CLOSED = 'This event has ended: RSVPs are closed';

type Dated = { date?: string; time?: string; state?: string };

/** The instant the event is over; null for an event without a complete date, time and state (none is stored that way). */
export function eventOverAt(event: Dated): Date | null {
  if (!event.date || !event.time || !event.state) return null;
  return new Date(venueInstant(event.date, event.time, event.state).getTime() + EVENT_OVER_AFTER_HOURS * 3_600_000);
}

/** True once `event` is over at `now`. */
export function isEventOver(event: Dated, now: Date): boolean {
  const end = eventOverAt(event);
  return end !== null && now.getTime() >= end.getTime();
}
