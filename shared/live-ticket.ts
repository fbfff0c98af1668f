/**
 * Live tickets: which code an event's tickets carry, and the rules of moving
 * a live ticket from one phone to another (shared by the forms and the API).
 */

/** `live`: a code that changes every 15 s on the holder's phone; `fixed`: the signed code printed once. */
export const TICKET_CODE_KINDS = ['live', 'fixed'] as const;
export type TicketCodeKind = (typeof TICKET_CODE_KINDS)[number];

/** Paid tickets are the ones screenshots are sold as: live by default; a free event keeps the fixed code unless its leaders choose. */
export const defaultTicketCodes = (priceCents: number): TicketCodeKind => (priceCents > 0 ? 'live' : 'fixed');

/** How often a live ticket may move to another phone. */
export const MAX_PHONE_MOVES = 3;
/** How long the e-mailed code of a move is good for. */
export const PHONE_MOVE_CODE_MINUTES = 10;
/** Wrong codes a move survives before it must be asked for again. */
export const PHONE_MOVE_ATTEMPTS = 5;

export const PHONE_MOVE_LIMIT = `This ticket has moved phones ${MAX_PHONE_MOVES} times, the most it may: the door can admit you by name after an ID check`;
export const PHONE_MOVE_CODE_WRONG = 'That code is not right';
export const PHONE_MOVE_CODE_EXPIRED = 'That code has expired: ask for a new one';
export const FIXED_CODE_TICKET = 'This ticket has a fixed code';
export const ALREADY_ON_THIS_PHONE = 'This ticket is already on this phone';
export const NOT_ON_A_PHONE = 'This ticket is not on a phone yet: open it to put it on this one';
export const PHONE_KEY_INVALID = 'This phone could not make a key for the ticket';
export const NO_ACCOUNT_EMAIL = 'Your account has no e-mail address to send the code to';
