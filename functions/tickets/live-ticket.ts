/**
 * A live ticket and the phone it is on: the holder's phone registers its
 * public key when it first opens the ticket (a ticket received from a friend
 * binds to the friend's phone so); another phone gets it only by a move
 * confirmed with a code e-mailed to the account, at most `MAX_PHONE_MOVES`
 * times per ticket. The door then checks codes with the key of the phone the
 * ticket is on (shared/live-code.ts): the old phone's codes stop opening it.
 */
import { createHash, randomInt, randomUUID } from 'node:crypto';
import type { LiveTicketResponse, PhoneMoveStartedResponse } from '../../shared/api/types';
import { importPhoneKey } from '../../shared/live-code';
import {
  ALREADY_ON_THIS_PHONE,
  FIXED_CODE_TICKET,
  MAX_PHONE_MOVES,
  NO_ACCOUNT_EMAIL,
  NOT_ON_A_PHONE,
  PHONE_KEY_INVALID,
  PHONE_MOVE_ATTEMPTS,
  PHONE_MOVE_CODE_EXPIRED,
  PHONE_MOVE_CODE_MINUTES,
  PHONE_MOVE_CODE_WRONG,
  PHONE_MOVE_LIMIT,
} from '../../shared/live-ticket';
import { TICKET_NOT_FOUND_FOR_CANCEL as TICKET_NOT_FOUND } from '../../shared/ticket-cancellation';
import { refuseEndedSession } from '../lib/auth';
import { clock } from '../lib/clock';
import type { SessionHolder } from '../domains/people/session-fence';
import { bindPhone, completeMove, countWrongCode, getPendingMove, savePendingMove } from '../domains/ticketing/live/phones';
import { getTicketAndProfile, type TicketRecord } from '../domains/ticketing/tickets';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { queueJob } from '../lib/queue/send';

/** The caller's own live ticket, with their profile; someone else's ticket is "not found". */
async function myLiveTicket(caller: SessionHolder, ticketId: string) {
  const { ticket, profile } = await getTicketAndProfile(ticketId, caller.sub);
  refuseEndedSession(caller, profile);
  if (!ticket || ticket.sub !== caller.sub) throw notFound(TICKET_NOT_FOUND);
  if (!ticket.liveCodes) throw badRequest(FIXED_CODE_TICKET);
  return { ticket, profile };
}

/** A key the door can verify with; a 400 for anything else (a point off the curve included). */
async function requirePhoneKey(publicKey: string): Promise<void> {
  try {
    await importPhoneKey(publicKey);
  } catch {
    throw badRequest(PHONE_KEY_INVALID);
  }
}

function answer(ticket: TicketRecord, phone: LiveTicketResponse['phone'], moves = ticket.phoneMoves ?? 0): LiveTicketResponse {
  return {
    ticketId: ticket.id,
    eventId: ticket.eventId,
    status: ticket.status,
    phone,
    movesLeft: Math.max(0, MAX_PHONE_MOVES - moves),
    serverTime: clock.now().toISOString(),
  };
}

/**
 * POST /tickets/{id}/phone: this phone opens the ticket. On no phone yet, it
 * is now on this one; on this one already, nothing changes; on another, the
 * answer says so (the page offers the move). A ticket no longer valid
 * (cancelled, transferred, used) is on no phone: the page shows why.
 */
export async function openLiveTicket(caller: SessionHolder, ticketId: string, publicKey: string): Promise<LiveTicketResponse> {
  const { ticket } = await myLiveTicket(caller, ticketId);
  await requirePhoneKey(publicKey);
  if (ticket.status !== 'valid') return answer(ticket, 'none');
  if (ticket.phoneKey) return answer(ticket, ticket.phoneKey === publicKey ? 'this' : 'other');
  const bound = await bindPhone(ticket.id, publicKey, clock.now().toISOString());
  if (bound === 'bound') return answer(ticket, 'this');
  // Another phone (or a cancellation) got there first: answer the ticket as it now stands.
  return openLiveTicket(caller, ticketId, publicKey);
}

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}.${code}`).digest('base64url');

/** What the table keeps of a move's code: a fresh salt and the hash, so the same code twice never hashes alike. */
export function moveCodeHash(code: string): string {
  const salt = randomUUID();
  return `${salt}.${hashCode(salt, code)}`;
}

/** j***@example.edu: enough to know which inbox to open, not a full address to read off a stolen screen. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*/, '$1***');

/** POST /tickets/{id}/phone-move: a code to the account's e-mail address, to move the ticket to the phone with `publicKey`. */
export async function startPhoneMove(caller: SessionHolder, ticketId: string, publicKey: string): Promise<PhoneMoveStartedResponse> {
  const { ticket, profile } = await myLiveTicket(caller, ticketId);
  await requirePhoneKey(publicKey);
  refuseMove(ticket, publicKey);
  const email = profile?.email;
  if (!email) throw new HttpError(409, NO_ACCOUNT_EMAIL);
  const now = clock.now();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const codeExpiresAt = new Date(now.getTime() + PHONE_MOVE_CODE_MINUTES * 60_000).toISOString();
  await savePendingMove({ ticketId, publicKey, codeHash: moveCodeHash(code), codeExpiresAt, attempts: 0 }, now);
  try {
    await queueJob({ kind: 'phoneMoveCode', ticketId, to: email, code });
  } catch (error) {
    logger.error('Phone move code could not be queued', { ticketId, error });
    throw new HttpError(503, 'The code could not be sent: please try again');
  }
  return { sentTo: maskEmail(email), expiresAt: codeExpiresAt };
}

/** Why the ticket cannot move to the phone with `publicKey` now; nothing when it can. */
function refuseMove(ticket: TicketRecord, publicKey: string): void {
  if (ticket.status !== 'valid') throw new HttpError(409, `This ticket is ${ticket.status}: it cannot move`);
  if (!ticket.phoneKey) throw new HttpError(409, NOT_ON_A_PHONE);
  if (ticket.phoneKey === publicKey) throw new HttpError(409, ALREADY_ON_THIS_PHONE);
  if ((ticket.phoneMoves ?? 0) >= MAX_PHONE_MOVES) throw new HttpError(409, PHONE_MOVE_LIMIT);
}

const codeMatches = (codeHash: string, code: string) => {
  const [salt, hash] = codeHash.split('.');
  return !!salt && hashCode(salt, code) === hash;
};

/** POST /tickets/{id}/phone-move/confirm: the e-mailed code typed on the new phone; the ticket is on it once right. */
export async function confirmPhoneMove(caller: SessionHolder, ticketId: string, code: string): Promise<LiveTicketResponse> {
  const { ticket } = await myLiveTicket(caller, ticketId);
  const move = await getPendingMove(ticketId);
  if (!move || move.codeExpiresAt <= clock.now().toISOString() || move.attempts >= PHONE_MOVE_ATTEMPTS) throw badRequest(PHONE_MOVE_CODE_EXPIRED);
  if (!codeMatches(move.codeHash, code)) {
    await countWrongCode(move);
    throw badRequest(PHONE_MOVE_CODE_WRONG);
  }
  refuseMove(ticket, move.publicKey);
  const moved = await completeMove(ticket as TicketRecord & { phoneKey: string }, move, clock.now().toISOString());
  // The ticket changed since it was read (moved, cancelled, transferred): this code is spent either way.
  if (moved === 'raced') throw new HttpError(409, 'This ticket changed meanwhile: open it again');
  return answer(ticket, 'this', (ticket.phoneMoves ?? 0) + 1);
}
