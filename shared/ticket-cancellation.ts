/**
 * Cancelling a ticket: until when a holder may cancel. One rule
 * for the API (which enforces it) and My Tickets (which offers the button).
 */
import { venueInstant } from './dates';

/** A cancelled paid ticket's refund: recorded `pending`, attempted, retried until it succeeds. */
export type RefundStatus = 'pending' | 'succeeded' | 'failed';

/**
 * Where a cancelled paid ticket's refund goes, told to its holder: a ticket
 * received from a friend carries the friend's payment, refunded to the
 * friend's card (functions/tickets/transfer.ts).
 */
export function refundDestination(received: boolean): string {
  return received ? 'the card of the friend who bought it' : 'your original payment method';
}

export const DEFAULT_CANCEL_CUTOFF_HOURS = 24;
export const MIN_CANCEL_CUTOFF_HOURS = 0;
/** A week: beyond that a cut-off would close cancellation before most events are even announced. */
export const MAX_CANCEL_CUTOFF_HOURS = 168;

export const USED_TICKET_NOT_CANCELLABLE = 'A used ticket cannot be cancelled';
export const CANCEL_CUTOFF_PASSED = 'This ticket can no longer be cancelled: the cancellation cut-off has passed';
export const TICKET_NOT_FOUND_FOR_CANCEL = 'Ticket not found';
/**
 * A ticket given to a friend is the friend's now: only they may cancel it.
 * The giver is told to whom it went — the friend they chose themselves —
 * while that friend's account exists; "another person" once it is gone.
 */
export function transferredTicketNotCancellable(recipientName: string | null): string {
  return `This ticket was transferred to ${recipientName || 'another person'}: only they can cancel it now`;
}

/** The last instant a ticket of the event may be cancelled: `cancelCutoffHours` before its start in the venue's time zone. */
export function cancelDeadline(event: { date: string; time: string; state: string; cancelCutoffHours?: number | null }): Date {
  const hours = event.cancelCutoffHours ?? DEFAULT_CANCEL_CUTOFF_HOURS;
  return new Date(venueInstant(event.date, event.time, event.state).getTime() - hours * 3_600_000);
}
