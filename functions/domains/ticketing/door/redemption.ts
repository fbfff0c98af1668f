/**
 * Redeeming tickets at the door (docs/spec/leader-admin-side.md §5): `status = valid` → used,
 * conditionally, with the holder guard and view copies, the event's
 * `checkedIn` and the holder's `attendedCount`, in one transaction. Exactly
 * one of any number of concurrent scans succeeds; the others see
 * `alreadyUsed` (with `usedScanId`, so the service can recognise a retry of
 * the winning scan).
 */
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys, type ItemKey } from '../../keys';
import { RETRY } from '../../../lib/db/optimistic';
import { toPartyEvent, type PartyEvent } from '../../catalog/party-events/party-events';
import { writeWithSideCopies } from '../../../lib/db/side-copies';
import { batchGetConsistent, type Item, type TransactOp } from '../../../lib/db/table';
import { getTicket, hasHolder, toRecord, type TicketRecord } from '../tickets';

/**
 * What a scan needs, in one strongly consistent BatchGet: the event and the
 * ticket the code names (read before its MAC is checked: nothing of it is
 * answered until the caller's access and the code are).
 */
export async function readScan(
  eventId: string,
  ticketId: string | undefined,
  alongside: ItemKey[] = [],
): Promise<{ event: PartyEvent | undefined; ticket: TicketRecord | undefined; door: Item | undefined; alongside: (Item | undefined)[] }> {
  const [event, door, ...rest] = await batchGetConsistent([
    keys.partyEvent.item(eventId),
    // Live headcount: the door's count item (door-headcount.ts) rides on the same read.
    keys.door.count(eventId),
    // What the scanner's own check needs (a door pass's record), found or undefined in its order.
    ...alongside,
    ...(ticketId ? [keys.ticket.item(ticketId)] : []),
  ]);
  const ticket = ticketId ? rest[alongside.length] : undefined;
  return { event: event ? toPartyEvent(event) : undefined, ticket: ticket ? toRecord(ticket) : undefined, door, alongside: rest.slice(0, alongside.length) };
}

export type RedeemOutcome =
  | { kind: 'redeemed'; ticket: TicketRecord }
  | { kind: 'alreadyUsed'; ticket: TicketRecord }
  | { kind: 'missing' };

export type Copy = 'ticket' | 'event' | 'holder' | 'view' | 'profile';

/** The counts a redemption moves: the event's `checkedIn` and the holder's `attendedCount` (a batch moves them once, by its number). */
export const REDEMPTION_COUNTS = { event: 'checkedIn', profile: 'attendedCount' } as const;

/** The transaction's operations, by what they change. */
export function redemptionOps(ticket: TicketRecord, scanId: string, now: string): Map<Copy, TransactOp> {
  const used = {
    UpdateExpression: 'SET #status = :used, usedAt = :now, usedScanId = :scan',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':used': 'used', ':now': now, ':scan': scanId },
  };
  const ops = new Map<Copy, TransactOp>([
    [
      'ticket',
      {
        Update: {
          Key: keys.ticket.item(ticket.id),
          ...used,
          ExpressionAttributeValues: { ...used.ExpressionAttributeValues, ':valid': 'valid' },
          ConditionExpression: '#status = :valid',
        },
      },
    ],
    ['event', counterUpdateOp(keys.partyEvent.item(ticket.eventId), [{ field: REDEMPTION_COUNTS.event, delta: 1 }]).op],
  ]);
  if (hasHolder(ticket)) {
    ops.set('holder', { Update: { Key: keys.ticket.holder(ticket.eventId, ticket.sub), ...used, ConditionExpression: 'attribute_exists(PK)' } });
    ops.set('view', { Update: { Key: keys.ticket.userView(ticket), ...used, ConditionExpression: 'attribute_exists(PK)' } });
    ops.set('profile', counterUpdateOp(keys.profile.item(ticket.sub), [{ field: REDEMPTION_COUNTS.profile, delta: 1 }]).op);
  }
  return ops;
}

/**
 * Redeems a valid ticket, or says why not (used meanwhile, or gone). Only a
 * side copy gone (the event or the account deleted meanwhile): the ticket
 * is redeemed without it.
 */
export async function redeemTicket(ticket: TicketRecord, scanId: string, now: string): Promise<RedeemOutcome> {
  const ops = redemptionOps(ticket, scanId, now);
  const outcome: RedeemOutcome = { kind: 'redeemed', ticket: { ...ticket, status: 'used', usedAt: now, usedScanId: scanId } };
  return writeWithSideCopies<Copy, RedeemOutcome>({
    plan: () => ({ outcome, ops }),
    isSideCopy: (name) => name !== 'ticket',
    refused: async () => {
      const fresh = await getTicket(ticket.id);
      if (!fresh) return { kind: 'missing' };
      if (fresh.status !== 'valid') return { kind: 'alreadyUsed', ticket: fresh };
      return RETRY;
    },
  });
}
