/**
 * Refunds of cancelled paid tickets: the record put `pending` by
 * the cancellation (ticket-cancellation.ts), then `succeeded` or `failed`
 * after each attempt, copied onto the holder's My Tickets view. A
 * `succeeded` refund is final: no later attempt changes it.
 *
 * Until it succeeds, a refund is on GSI1 `REFUNDS_OWED` by the instant of
 * its next attempt, which the scheduled sweep makes (payments/refund-sweep.ts):
 * a refund whose queued retries all failed, or whose first attempt never ran
 * (a crash right after the cancellation), is still retried, with a back-off.
 */
import type { RefundStatus } from '../../../../shared/ticket-cancellation';
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { keys } from '../../keys';
import { RETRY } from '../../../lib/db/optimistic';
import { writeWithSideCopies } from '../../../lib/db/side-copies';
import { getItem, INDEX, queryRange, stripKeys, type TransactOp } from '../../../lib/db/table';

export interface TicketRefund {
  ticketId: string;
  eventId: string;
  sub: string;
  purchasedAt: string;
  paymentIntentId: string;
  amountCents: number;
  status: RefundStatus;
  attempts: number;
}

// The sweep's first attempt comes after the cancellation's own and the queue's retries have had their turn.
const FIRST_SWEEP_AFTER_MS = 15 * 60_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;

/** When the sweep next attempts a refund that has been attempted `attempts` times: 15 minutes, doubling, at most 6 hours. */
export function nextRefundAttemptAt(attempts: number, now: Date): string {
  const wait = Math.min(FIRST_SWEEP_AFTER_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  return new Date(now.getTime() + wait).toISOString();
}

/** The refund's place on the owed index: when the sweep attempts it next. */
export function owedRefundIndex(ticketId: string, attempts: number, now: Date) {
  return keys.ticketRefund.owedByNextAttempt(ticketId, nextRefundAttemptAt(attempts, now));
}

/** Refunds not yet through whose next attempt is due by `now` (the sweep), soonest first, at most `max`. */
export async function refundsDueBy(now: string, max: number): Promise<TicketRefund[]> {
  return (await queryRange(INDEX.GSI1, keys.ticketRefund.owedDueBy(now), {}, { max })).map((item) => stripKeys<TicketRefund>(item));
}

/** The refund of a cancelled ticket, or undefined (a free ticket, or none cancelled). */
export async function getTicketRefund(ticketId: string): Promise<TicketRefund | undefined> {
  const item = await getItem(keys.ticketRefund.item(ticketId), { consistent: true });
  return item && stripKeys<TicketRefund>(item);
}

/**
 * Records an attempt's outcome on the refund and the holder's view. False
 * when the refund had already succeeded (a concurrent attempt): it stays so.
 */
export async function recordRefundAttempt(refund: TicketRefund, status: Exclude<RefundStatus, 'pending'>, now: string): Promise<boolean> {
  // Through: off the owed index. Failed: back on it, at its next attempt.
  const owed = status === 'failed' ? owedRefundIndex(refund.ticketId, refund.attempts + 1, new Date(now)) : null;
  const recorded = counterUpdateOp(
    keys.ticketRefund.item(refund.ticketId),
    [{ field: 'attempts', delta: 1 }],
    { expression: '#status <> :succeeded', names: { '#status': 'status' }, values: { ':succeeded': 'succeeded' } },
    { set: { status, updatedAt: now, ...owed }, ...(owed ? {} : { remove: ['GSI1PK', 'GSI1SK'] }) },
  );
  const ops = new Map<'refund' | 'view', TransactOp>([
    ['refund', recorded.op],
    [
      'view',
      {
        Update: {
          Key: keys.ticket.userView({ id: refund.ticketId, sub: refund.sub, purchasedAt: refund.purchasedAt }),
          UpdateExpression: 'SET refundStatus = :status',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':status': status },
        },
      },
    ],
  ]);
  return writeWithSideCopies({
    plan: () => ({ outcome: true, ops }),
    // The view is gone once the account is deleted; the refund is still owed.
    isSideCopy: (name) => name === 'view',
    // Gone, or succeeded meanwhile (a concurrent attempt): it stays so.
    refused: (failed) => (failed.has('refund') ? false : RETRY),
  });
}
