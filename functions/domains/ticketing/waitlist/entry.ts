/**
 * A place in a waitlist's line, and how it leaves the line: what the line
 * itself (waitlist.ts), a seat held for its person (waitlist-holds.ts) and
 * a ticket issued off the line (seat-claim.ts) all take a place out with.
 */
import { keys } from '../../keys';
import type { Item, TransactOp } from '../../../lib/db/table';

/** One person's place in line. */
export interface LineEntry {
  eventId: string;
  sub: string;
  joinedAt: string;
}

export const toEntry = (item: Item): LineEntry => ({ eventId: String(item.eventId), sub: String(item.sub), joinedAt: String(item.joinedAt) });

/** The operations that take `entry` out of the line (its guard must still be there: served once). */
export function leaveLineOps(entry: LineEntry): TransactOp[] {
  return [
    { Delete: { Key: keys.waitlist.member(entry.eventId, entry.sub), ConditionExpression: 'joinedAt = :joinedAt', ExpressionAttributeValues: { ':joinedAt': entry.joinedAt } } },
    { Delete: { Key: keys.waitlist.entry(entry.eventId, entry.joinedAt, entry.sub) } },
    { Delete: { Key: keys.waitlist.userPlace(entry.sub, entry.eventId) } },
  ];
}

/** The line's count, one fewer, as the change of an event update (combined with the seat's). */
export const LEAVES_LINE = { field: 'waitlistCount', delta: -1 } as const;
