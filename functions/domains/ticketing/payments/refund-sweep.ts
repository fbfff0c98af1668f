/**
 * The refunds' part of the scheduled sweep: every refund not yet
 * through whose next attempt is due is attempted again. A failure puts it
 * back on the owed index further out (db/ticket-refunds.ts), so a gateway
 * that is down for hours is retried until it answers, and a refund is never
 * left `failed` once the queue's deliveries are spent.
 */
import { refundsDueBy } from './ticket-refunds';
import { logger } from '../../../lib/logger';
import { attemptTicketRefund } from './refund-ticket';

// A sweep's share: the next sweep (5 minutes later) takes the rest.
const REFUNDS_PER_SWEEP = 50;

export async function retryOwedRefunds(now: Date): Promise<{ attempted: number; failed: number }> {
  const due = await refundsDueBy(now.toISOString(), REFUNDS_PER_SWEEP);
  let failed = 0;
  for (const refund of due) {
    if ((await attemptTicketRefund(refund.ticketId)) === 'failed') failed += 1;
  }
  if (failed) logger.warn('Refunds still failing; the sweep tries again later', { failed, attempted: due.length });
  return { attempted: due.length, failed };
}
