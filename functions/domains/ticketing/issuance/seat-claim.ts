/**
 * How an issued ticket takes its seat (ticket-issuance.ts `writeTicket`):
 * the event update's counter changes and guard, and the operations that go
 * with it in the same transaction.
 * - `open`: the sale — a free seat, and nobody waiting (a seat freed while
 *   people wait belongs to the line: the waitlist's offer step gives it out).
 * - `waitlist`: a free event's offer to the first in line — a free seat,
 *   and the person's entry taken out of the line (served once).
 * - `hold`: a paid offer bought — the seat is already counted (held); the
 *   hold ends here, guarded by it being the buyer's and not expired.
 */
import type { CounterChange, ExtraCondition } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import type { TransactOp } from '../../../lib/db/table';
import type { SeatHold } from '../waitlist/holds';
import { LEAVES_LINE, leaveLineOps, type LineEntry } from '../waitlist/entry';

export type SeatSource = { kind: 'open' } | { kind: 'waitlist'; entry: LineEntry } | { kind: 'hold'; hold: SeatHold; now: string };

export interface SeatClaim {
  changes: CounterChange[];
  condition: ExtraCondition;
  ops: TransactOp[];
}

const ACTIVE = { names: { '#status': 'status' }, values: { ':active': 'active' } };
const FREE_SEAT = '#status = :active AND (attribute_not_exists(ticketsSold) OR ticketsSold < maxAttendees)';

/**
 * The open sale's guard read the other way: the event (its attributes by
 * name) is active, and full or its seats belong to the line — Sold Out, as
 * the decision would say (`decide-issuance.ts`), with no read.
 */
export function noOpenSeat(attribute: (name: string) => unknown): boolean {
  if (attribute('status') !== 'active') return false;
  // Full as the event item counts it, its shards may still hold leased seats (seat-shards.ts): read and decide.
  if (attribute('seatShards') === true) return false;
  const count = (name: string) => Number(attribute(name) ?? 0);
  return count('ticketsSold') >= count('maxAttendees') || count('waitlistCount') > 0;
}

export function seatClaim(source: SeatSource): SeatClaim {
  switch (source.kind) {
    case 'open':
      return {
        changes: [{ field: 'ticketsSold', delta: 1 }],
        condition: { expression: `${FREE_SEAT} AND (attribute_not_exists(waitlistCount) OR waitlistCount <= :nobody)`, names: ACTIVE.names, values: { ...ACTIVE.values, ':nobody': 0 } },
        ops: [],
      };
    case 'waitlist':
      return {
        changes: [{ field: 'ticketsSold', delta: 1 }, LEAVES_LINE],
        condition: { expression: `${FREE_SEAT} AND (attribute_not_exists(waitlistClosed) OR waitlistClosed = :open)`, names: ACTIVE.names, values: { ...ACTIVE.values, ':open': false } },
        ops: leaveLineOps(source.entry),
      };
    case 'hold': {
      const { hold, now } = source;
      return {
        changes: [{ field: 'heldSeats', delta: -1 }],
        condition: { expression: '#status = :active', ...ACTIVE },
        ops: [
          {
            Delete: {
              Key: keys.waitlist.hold(hold.eventId, hold.sub),
              ConditionExpression: 'expiresAt = :expiresAt AND expiresAt > :now',
              ExpressionAttributeValues: { ':expiresAt': hold.expiresAt, ':now': now },
            },
          },
          { Delete: { Key: keys.waitlist.userOffer(hold.sub, hold.eventId) } },
        ],
      };
    }
  }
}
