/**
 * Live tickets and their phones: the public key of the phone a ticket is on
 * (on the ticket item only: the door's scan and roster read it there), a
 * move to another phone waiting for its e-mailed code. How often each ticket
 * moved stays on it (the leader's analytics read it with the tickets). Every change is conditional on what was read, so two phones
 * racing for one ticket leave it on exactly one of them, and no more than
 * the allowed number of moves ever happen.
 */
import { MAX_PHONE_MOVES } from '../../../../shared/live-ticket';
import { keys } from '../../keys';
import { writeFailure } from '../../../lib/db/write-failure';
import { batchPut, getItem, stripKeys, transactWrite, updateItem } from '../../../lib/db/table';
import type { TicketRecord } from '../tickets';

/** The day after which DynamoDB's TTL removes a pending move nobody finished (epoch seconds). */
const PENDING_KEPT_SECONDS = 24 * 3600;

export interface PendingPhoneMove {
  ticketId: string;
  /** The phone the ticket moves to. */
  publicKey: string;
  /** A hash of the e-mailed code, never the code. */
  codeHash: string;
  codeExpiresAt: string;
  attempts: number;
}

/**
 * Puts a live ticket on a phone when it is on none yet, or finds it on this
 * one already: `bound`; `elsewhere` when another phone holds it or it is no
 * valid live ticket (anymore): the caller reads it again to say which.
 */
export async function bindPhone(ticketId: string, publicKey: string, now: string): Promise<'bound' | 'elsewhere'> {
  const bound = await updateItem({
    Key: keys.ticket.item(ticketId),
    UpdateExpression: 'SET phoneKey = if_not_exists(phoneKey, :key), phoneBoundAt = if_not_exists(phoneBoundAt, :now)',
    ConditionExpression: 'attribute_exists(PK) AND #status = :valid AND liveCodes = :true AND (attribute_not_exists(phoneKey) OR phoneKey = :key)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':key': publicKey, ':now': now, ':valid': 'valid', ':true': true },
  });
  return bound ? 'bound' : 'elsewhere';
}

/** Starts (or starts again) a move: the code's hash and the phone it moves to; the previous pending move is replaced. */
export async function savePendingMove(move: PendingPhoneMove, now: Date): Promise<void> {
  const item = { ...keys.phoneMove.pending(move.ticketId), entity: 'phoneMove', ...move, expiresAt: Math.floor(now.getTime() / 1000) + PENDING_KEPT_SECONDS };
  // Replacing an unfinished one is the point ("send a new code"): not a conditional put.
  await batchPut([item]);
}

export async function getPendingMove(ticketId: string): Promise<PendingPhoneMove | undefined> {
  const item = await getItem(keys.phoneMove.pending(ticketId), { consistent: true });
  return item ? stripKeys<PendingPhoneMove & { entity?: string; expiresAt?: number }>(item) : undefined;
}

/** A wrong code: counted on the move it was typed for; false when that move was replaced or finished meanwhile. */
export async function countWrongCode(move: PendingPhoneMove): Promise<boolean> {
  return updateItem({
    Key: keys.phoneMove.pending(move.ticketId),
    UpdateExpression: 'SET attempts = attempts + :one',
    ConditionExpression: 'codeHash = :hash',
    ExpressionAttributeValues: { ':one': 1, ':hash': move.codeHash },
  });
}

/**
 * Finishes a move with the right code, in one transaction: the ticket onto
 * the new phone (still valid, still on the phone it was read on, under the
 * move limit), the pending move gone (the same one). `raced` when any of
 * that changed since the read.
 */
export async function completeMove(ticket: TicketRecord & { phoneKey: string }, move: PendingPhoneMove, movedAt: string): Promise<'moved' | 'raced'> {
  try {
    await transactWrite([
      {
        Update: {
          Key: keys.ticket.item(ticket.id),
          UpdateExpression: 'SET phoneKey = :new, phoneBoundAt = :now, phoneKeyBefore = :before, phoneMoves = if_not_exists(phoneMoves, :zero) + :one',
          ConditionExpression: '#status = :valid AND phoneKey = :old AND (attribute_not_exists(phoneMoves) OR phoneMoves < :max)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':new': move.publicKey,
            ':old': ticket.phoneKey,
            ':now': movedAt,
            ':before': { key: ticket.phoneKey, until: movedAt },
            ':zero': 0,
            ':one': 1,
            ':valid': 'valid',
            ':max': MAX_PHONE_MOVES,
          },
        },
      },
      { Delete: { Key: keys.phoneMove.pending(ticket.id), ConditionExpression: 'codeHash = :hash', ExpressionAttributeValues: { ':hash': move.codeHash } } },
    ]);
    return 'moved';
  } catch (error) {
    if (writeFailure(error)?.conditionFailed) return 'raced';
    throw error;
  }
}
