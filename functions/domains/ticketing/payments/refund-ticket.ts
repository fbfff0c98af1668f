/**
 * Refunding a cancelled paid ticket through the gateway (Stripe
 * in AWS, the sandbox locally): the same `refund` the sold-out path uses,
 * which is idempotent per intent (one intent pays one ticket), so a repeated
 * attempt never refunds twice. A failed attempt is recorded (`failed`, shown
 * on My Tickets) and a retry is queued on the work queue, whose consumer
 * attempts it again (functions/jobs); past the queue's deliveries, the
 * scheduled sweep keeps attempting it until it succeeds (refund-sweep.ts).
 */
import type { RefundStatus } from '../../../../shared/ticket-cancellation';
import { queueJob } from '../../../lib/queue/send';
import { clock } from '../../../lib/clock';
import { getTicketRefund, recordRefundAttempt } from './ticket-refunds';
import { logger } from '../../../lib/logger';
import { loadedPaymentGateway } from './select';

/** A refund attempt that failed: the consumer reports it, and the queue delivers it again. */
export class RefundFailedError extends Error {
  constructor(ticketId: string, options?: { cause?: unknown }) {
    super(`Refund of ticket ${ticketId} failed`, options);
    this.name = 'RefundFailedError';
  }
}

/** Attempts the refund of a cancelled ticket once; its state afterwards (null: no refund is owed). */
export async function attemptTicketRefund(ticketId: string): Promise<RefundStatus | null> {
  const refund = await getTicketRefund(ticketId);
  if (!refund) return null;
  if (refund.status === 'succeeded') return 'succeeded';
  try {
    // Inside the try: secrets that cannot be read (SSM down) are a failed attempt, retried like any other.
    await (await loadedPaymentGateway()).refund(refund.paymentIntentId);
  } catch (error) {
    logger.warn('Ticket refund failed; it will be retried', { ticketId, attempts: refund.attempts + 1, error });
    return (await recordRefundAttempt(refund, 'failed', clock.now().toISOString())) ? 'failed' : 'succeeded';
  }
  await recordRefundAttempt(refund, 'succeeded', clock.now().toISOString());
  return 'succeeded';
}

/** Queues a retry of a failed refund on the work queue. */
export async function queueRefundRetry(ticketId: string): Promise<void> {
  try {
    await queueJob({ kind: 'refundRetry', refundTicketId: ticketId }, 30);
  } catch (error) {
    // The refund stays `failed`: cancelling the ticket again (the button's retry) attempts it once more.
    logger.error('Refund retry could not be queued', { ticketId, error });
  }
}

/** Attempts the refund after the cancellation committed; a failure queues a retry. */
export async function refundCancelledTicket(ticketId: string): Promise<RefundStatus | null> {
  const status = await attemptTicketRefund(ticketId);
  if (status === 'failed') await queueRefundRetry(ticketId);
  return status;
}

/** The queue consumer's attempt: throws while the refund still fails, so the queue delivers it again. */
export async function retryQueuedRefund(ticketId: string): Promise<void> {
  if ((await attemptTicketRefund(ticketId)) === 'failed') throw new RefundFailedError(ticketId);
}
