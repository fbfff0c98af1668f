/**
 * Transfer to a friend: until when a ticket may be offered and
 * accepted, and the sentences of the rules. One rule for the API (which
 * enforces it) and My Tickets (which offers the button).
 */
import { guestListFreezesAt, type RegulatedEvent, type SchoolRules } from './school-rules';
import { cancelDeadline } from './ticket-cancellation';

/** An offer's life: open until the friend accepts or declines it, the sender withdraws it, or the ticket stops being valid (`void`). */
export const TRANSFER_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn', 'void'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

type EventWhen = Parameters<typeof cancelDeadline>[0] & Partial<RegulatedEvent> & { officeRules?: SchoolRules | null };

/**
 * The last instant a ticket of the event may change hands: the event's
 * cancellation cut-off, or the guest-list freeze when that comes
 * first — the office's list must not change after it.
 */
export function transferOpenUntil(event: EventWhen): Date {
  const cutoff = cancelDeadline(event);
  const freeze = event.alcoholAllowed === undefined ? null : guestListFreezesAt({ ...event, alcoholAllowed: event.alcoholAllowed }, event.officeRules);
  return freeze && freeze.getTime() < cutoff.getTime() ? freeze : cutoff;
}

export const TRANSFER_CUTOFF_PASSED = 'This ticket can no longer be transferred: the transfer cut-off has passed';
export const TRANSFER_FRIENDS_ONLY = 'You can only transfer a ticket to an accepted friend';
export const TRANSFER_TICKET_NOT_VALID = 'Only an unused, valid ticket can be transferred';
export const TRANSFER_ALREADY_OFFERED = 'This ticket is already offered to a friend: withdraw that offer first';
export const TRANSFER_FRIEND_HOLDING = 'Your friend already has a ticket for this event';
export const TRANSFER_NOT_FOUND = 'Transfer offer not found';
export const TRANSFER_CLOSED = 'This transfer offer is no longer open';
export const TRANSFER_TICKET_GONE = 'This ticket is no longer available: it was used, cancelled or given away';
