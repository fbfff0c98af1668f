/**
 * Refunds of cancelled paid tickets (issue 14): the record put `pending` by
 * the cancellation (ticket-cancellation.ts), then `succeeded` or `failed`
 * after each attempt, copied onto the holder's My Tickets view. A
 * `succeeded` refund is final: no later attempt changes it.
 */
import type { RefundStatus } from '../../../shared/ticket-cancellation';
import { keys } from './keys';
import { getItem, stripKeys, transactWrite, type TransactOp } from './table';
import { isConditionFailure } from './write-failure';

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
  const refundOp: TransactOp = {
    Update: {
      Key: keys.ticketRefund.item(refund.ticketId),
      UpdateExpression: 'SET #status = :status, updatedAt = :now ADD attempts :one',
      ConditionExpression: 'attribute_exists(PK) AND #status <> :succeeded',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ':now': now, ':one': 1, ':succeeded': 'succeeded' },
    },
  };
  try {
    await transactWrite([
      refundOp,
      {
        // The view is gone once the account is deleted; the refund is still owed.
        Update: {
          Key: keys.ticket.userView({ id: refund.ticketId, sub: refund.sub, purchasedAt: refund.purchasedAt }),
          UpdateExpression: 'SET refundStatus = :status',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':status': status },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const fresh = await getTicketRefund(refund.ticketId);
    if (!fresh || fresh.status === 'succeeded') return false;
    // Only the view is missing: record the refund alone (unless it succeeds meanwhile).
    try {
      await transactWrite([refundOp]);
      return true;
    } catch (retryError) {
      if (isConditionFailure(retryError)) return false;
      throw retryError;
    }
  }
}
