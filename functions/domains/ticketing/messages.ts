/**
 * Messages of tickets, payments and the door (student side §4, §8; leader
 * side §5, §8), for the tickets and payments functions alike. The SPA shows
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
export const WRONG_EVENT_PAYMENT = 'This payment is for a different event';

export const ENTRY_GRANTED = 'Ticket validated successfully! Entry granted.';
export const TICKET_NOT_FOUND = 'Invalid QR code - ticket not found';
export const DIFFERENT_EVENT = 'This ticket is for a different event';
export const ALREADY_USED = 'This ticket has already been used';
/** A ticket its holder cancelled (issue 14): its code no longer opens the door. */
export const TICKET_CANCELLED = 'This ticket was cancelled';
/** A ticket given to a friend (issue 14): the friend's new ticket opens the door instead. */
export const TICKET_TRANSFERRED = 'This ticket was transferred';
// Live headcount: exits for re-entry, and a full room.
export const REENTRY_GRANTED = 'Welcome back! Re-entry granted.';
export const EXIT_RECORDED = 'Exit recorded. This ticket may come back in.';
export const NOT_INSIDE = 'This ticket is not inside: nothing to exit';
export const ROOM_FULL = 'The room is full: no entry until someone leaves';
// Sober monitors at the door (issue 13).
export const NEEDS_MONITOR = 'Another sober monitor must check in';
export const NOT_A_MONITOR = 'This code is not a sober monitor of this event';
export const monitorCheckedIn = (name: string) => `Sober monitor checked in: ${name}`;
export const monitorCheckedOut = (name: string) => `Sober monitor checked out: ${name}`;
export const monitorAlreadyIn = (name: string) => `Sober monitor already checked in: ${name}`;
export const monitorNotIn = (name: string) => `Sober monitor is not checked in: ${name}`;
