/**
 * Messages of tickets, payments and the door (docs/spec/student-side.md §4, §8;
 * docs/spec/leader-admin-side.md §5, §8), for the tickets and payments functions alike. The SPA shows
 * `message` as-is.
 */
export const EVENT_NOT_FOUND = 'Event not found';
export const SOLD_OUT = 'Sold Out';
export const REQUIRES_PAYMENT = 'This event requires payment';
export const FREE_EVENT = 'This event is free: get your ticket without payment';
export const ALREADY_HOLDING = 'You already have a ticket for this event';
export const PROFILE_NOT_FOUND = 'Profile not found';
/**
 * A purchase whose every attempt lost to concurrent ones (real DynamoDB's
 * `TransactionConflict` on a hot event): nothing was issued, nothing charged
 * twice — a paid intent stays claimable, so trying again is safe.
 */
export const TICKETS_BUSY = 'So many people are buying right now: please try again in a moment';
export const FREE_TICKET_CREATED = 'Your free ticket has been created';
/** Why a second payment by someone already holding a ticket was refunded. */
export const REFUND_ALREADY_HOLDING = 'Already holding a ticket';

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const PAYMENT_NOT_COMPLETED = 'Payment failed';
export const PAYMENT_MISMATCH = "This payment does not match the event's price";
/** The event's price was edited after the buyer was shown (and charged) the old one: nothing is kept, they look again. */
export const PRICE_CHANGED = 'The price changed — review and try again';
export const WRONG_EVENT_PAYMENT = 'This payment is for a different event';

export {
  ENTRY_GRANTED,
  TICKET_NOT_FOUND,
  DIFFERENT_EVENT,
  ALREADY_USED,
  TICKET_CANCELLED,
  TICKET_TRANSFERRED,
  REENTRY_GRANTED,
  EXIT_RECORDED,
  NOT_INSIDE,
  ROOM_FULL,
  NEEDS_MONITOR,
  NOT_A_MONITOR,
  monitorCheckedIn,
  monitorCheckedOut,
  monitorAlreadyIn,
  monitorNotIn,
} from '../../../shared/door-messages';
