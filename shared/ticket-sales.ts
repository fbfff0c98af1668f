/**
 * When ticket sales end (zod-free: the event page shows it at first paint):
 * when the door closes by default, six hours after the start in the venue's
 * zone. Late guests still buy at the door; nobody buys a ticket for a party
 * that is over.
 */
import { venueInstant } from './dates';
import { DOOR_PASS_DEFAULT_CLOSES_AFTER_HOURS } from './door-pass-defaults';

export const TICKET_SALES_CLOSE_AFTER_HOURS = DOOR_PASS_DEFAULT_CLOSES_AFTER_HOURS;

/** The refusal of a ticket (free or paid) once sales have ended. */
export const TICKET_SALES_ENDED = 'Ticket sales for this event have ended';

/** The instant sales end; null for an event without a complete date, time and state (none is stored that way). */
export function ticketSalesEndAt(event: { date?: string; time?: string; state?: string }): Date | null {
  if (!event.date || !event.time || !event.state) return null;
  return new Date(venueInstant(event.date, event.time, event.state).getTime() + TICKET_SALES_CLOSE_AFTER_HOURS * 3_600_000);
}

/** True once sales of `event` have ended at `now`. */
export function ticketSalesEnded(event: { date?: string; time?: string; state?: string }, now: Date): boolean {
  const end = ticketSalesEndAt(event);
  return end !== null && now.getTime() >= end.getTime();
}
