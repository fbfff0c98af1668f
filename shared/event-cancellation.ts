/**
 * Cancelled events: the words the API refuses with once an event
 * is cancelled, and what the event page and analytics say. One module for
 * the API and the SPA.
 */

/** Every refusal of a new ticket, RSVP, review or waitlist place on a cancelled event. */
export const EVENT_CANCELLED = 'This event was cancelled';

/** The event page's banner: the reason when the leader gave one. */
export function cancelledNotice(reason: string | null | undefined): string {
  return reason ? `${EVENT_CANCELLED}: ${reason}` : `${EVENT_CANCELLED}.`;
}
