/**
 * Cancelling a ticket: `status = valid` → cancelled, in ONE
 * transaction with everything the sale counted: the seat (`ticketsSold`,
 * `revenueCents`), the Stats tab's shard and chapter counters, the holder's
 * `ticketCount`, the holder guard (deleted: the person may buy again) and
 * the My Tickets view — and, for a paid ticket, its refund record
 * (`pending`, attempted after the commit). The ticket's condition is the
 * same one the door's redemption writes under, so of a cancel and a scan of
 * the same ticket exactly one wins, and concurrent cancels cancel once.
 */
import type { RefundStatus } from '../../../../shared/ticket-cancellation';
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import { RETRY } from '../../../lib/db/optimistic';
import { shardRevenueBackOp } from '../issuance/seat-shards';
import { chapterLabelOf, ticketSaleStatOps } from '../sale-counts';
import { toPartyEvent, type PartyEvent } from '../../catalog/party-events/party-events';
import { writeWithSideCopies } from '../../../lib/db/side-copies';
import { batchGetFound, type TransactOp } from '../../../lib/db/table';
import { eventDetailsNow, getTicket, type HeldTicket, type TicketEventInfo, type TicketRecord } from '../tickets';
import { owedRefundIndex } from '../payments/ticket-refunds';

export type CancelOutcome =
  | { kind: 'cancelled'; ticket: TicketRecord }
  /** Not valid any more: used at the door, or cancelled by an earlier request. */
  | { kind: 'notValid'; ticket: TicketRecord }
  | { kind: 'missing' };

type Part = 'ticket' | 'holder' | 'view' | 'event' | 'seatShard' | 'profile' | 'shard' | 'chapter' | 'refund';

/**
 * The cancelled state, with the event's details as they are at the cancel: what My Tickets and the cancellation
 * e-mail show of a cancelled ticket from then on (the copy made at issuance may predate an edit).
 */
const cancelled = (now: string, refund: RefundStatus | null, event: TicketEventInfo) => ({
  UpdateExpression: 'SET #status = :cancelled, cancelledAt = :now, refundStatus = :refund, #event = :event',
  ExpressionAttributeNames: { '#status': 'status', '#event': 'event' },
  ExpressionAttributeValues: { ':cancelled': 'cancelled', ':now': now, ':refund': refund, ':event': event },
});

/** True when cancelling the ticket owes its holder a refund through the gateway. */
export function isRefundable(ticket: TicketRecord): boolean {
  return ticket.amountPaidCents > 0 && Boolean(ticket.paymentIntentId);
}

/** The refund record of a cancelled paid ticket: what the retrying consumer needs without another read. */
export function refundItem(ticket: HeldTicket, now: string) {
  return {
    ...keys.ticketRefund.item(ticket.id),
    ...owedRefundIndex(ticket.id, 0, new Date(now)),
    entity: 'ticketRefund',
    ticketId: ticket.id,
    eventId: ticket.eventId,
    sub: ticket.sub,
    purchasedAt: ticket.purchasedAt,
    paymentIntentId: ticket.paymentIntentId,
    amountCents: ticket.amountPaidCents,
    status: 'pending' as RefundStatus,
    attempts: 0,
    createdAt: now,
  };
}

function cancellationOps(ticket: HeldTicket, event: PartyEvent, now: string): Map<Part, TransactOp> {
  const refund = isRefundable(ticket) ? ('pending' as const) : null;
  const update = cancelled(now, refund, eventDetailsNow(ticket.event, event));
  const [shard, chapter] = ticketSaleStatOps(ticket.id, chapterLabelOf(event), -1, -ticket.amountPaidCents);
  const ops = new Map<Part, TransactOp>([
    [
      'ticket',
      {
        Update: {
          Key: keys.ticket.item(ticket.id),
          ...update,
          ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#sub': 'sub' },
          ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':valid': 'valid', ':sub': ticket.sub },
          // The door writes under the same `valid` condition: one of them wins.
          ConditionExpression: '#status = :valid AND #sub = :sub',
        },
      },
    ],
    ['holder', { Delete: { Key: keys.ticket.holder(ticket.eventId, ticket.sub) } }],
    ['view', { Update: { Key: keys.ticket.userView(ticket), ...update, ConditionExpression: 'attribute_exists(PK)' } }],
    // The seat goes back to the event's pool, the revenue off where the sale counted it (seat-shards.ts).
    [
      'event',
      counterUpdateOp(keys.partyEvent.item(ticket.eventId), [
        { field: 'ticketsSold', delta: -1 },
        { field: 'revenueCents', delta: ticket.seatShard === undefined ? -ticket.amountPaidCents : 0 },
      ]).op,
    ],
    ...(ticket.seatShard !== undefined && ticket.amountPaidCents > 0 ? [['seatShard', shardRevenueBackOp(ticket.eventId, ticket.seatShard, ticket.amountPaidCents)] as const] : []),
    ['profile', counterUpdateOp(keys.profile.item(ticket.sub), [{ field: 'ticketCount', delta: -1 }]).op],
    ['shard', shard!],
    ['chapter', chapter!],
  ]);
  if (refund) ops.set('refund', { Put: { Item: refundItem(ticket, now), ConditionExpression: 'attribute_not_exists(PK)' } });
  return ops;
}

/**
 * Cancels a valid ticket of `event`, or says why not. A side copy whose
 * guard failed (a counter already too low, the view gone) is left alone and
 * the ticket cancelled without it; the ticket's own condition is final.
 */
export async function cancelTicket(ticket: HeldTicket, event: PartyEvent, now: string): Promise<CancelOutcome> {
  const ops = cancellationOps(ticket, event, now);
  const outcome: CancelOutcome = {
    kind: 'cancelled',
    ticket: { ...ticket, status: 'cancelled', refundStatus: isRefundable(ticket) ? 'pending' : null, event: eventDetailsNow(ticket.event, event) },
  };
  return writeWithSideCopies<Part, CancelOutcome>({
    plan: () => ({ outcome, ops }),
    isSideCopy: (name) => name !== 'ticket' && name !== 'refund',
    refused: async () => {
      const fresh = await getTicket(ticket.id);
      if (!fresh) return { kind: 'missing' };
      if (fresh.status !== 'valid') return { kind: 'notValid', ticket: fresh };
      return RETRY;
    },
  });
}

/** The events of `ids` that still exist, by id (My Tickets' cancellation deadlines): one BatchGet. */
export async function readEventsById(ids: string[]): Promise<Map<string, PartyEvent>> {
  const found = ids.length ? await batchGetFound(ids.map((id) => keys.partyEvent.item(id))) : [];
  return new Map(found.map((item) => [String(item.id), toPartyEvent(item)]));
}
