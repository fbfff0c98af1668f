/**
 * The door's sentences (docs/spec/leader-admin-side.md §5), one copy for the server's answers
 * and a device deciding offline: the same scan reads the same online and off.
 */
export const ENTRY_GRANTED = 'Ticket validated successfully! Entry granted.';
export const TICKET_NOT_FOUND = 'Invalid QR code - ticket not found';
export const DIFFERENT_EVENT = 'This ticket is for a different event';
export const ALREADY_USED = 'This ticket has already been used';
/** A ticket its holder cancelled: its code no longer opens the door. */
export const TICKET_CANCELLED = 'This ticket was cancelled';
/** A ticket given to a friend: the friend's new ticket opens the door instead. */
export const TICKET_TRANSFERRED = 'This ticket was transferred';
// Live headcount: exits for re-entry, and a full room.
export const REENTRY_GRANTED = 'Welcome back! Re-entry granted.';
export const EXIT_RECORDED = 'Exit recorded. This ticket may come back in.';
export const NOT_INSIDE = 'This ticket is not inside: nothing to exit';
export const ROOM_FULL = 'The room is full: no entry until someone leaves';
// Sober monitors at the door.
export const NEEDS_MONITOR = 'Another sober monitor must check in';
export const NOT_A_MONITOR = 'This code is not a sober monitor of this event';
export const monitorCheckedIn = (name: string) => `Sober monitor checked in: ${name}`;
export const monitorCheckedOut = (name: string) => `Sober monitor checked out: ${name}`;
export const monitorAlreadyIn = (name: string) => `Sober monitor already checked in: ${name}`;
export const monitorNotIn = (name: string) => `Sober monitor is not checked in: ${name}`;
