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

/** Whether an event can still be cancelled: on sale, or awaiting the Greek-life office's approval (its chapter withdraws it; nothing is sold yet). */
export function isCancellable(event: { status: string }): boolean {
  return event.status === 'active' || event.status === 'inReview';
}
