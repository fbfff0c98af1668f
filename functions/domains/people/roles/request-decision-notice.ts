/**
 * Queues the e-mail telling a person an admin decided their leader or
 * office request (request-decision-mail.ts writes and sends it, from the
 * work queue's consumer, off the request path).
 */
import { logger } from '../../../lib/logger';
import { queueJob } from '../../../lib/queue/send';

/** Queues the decision's mail; a queue failure is logged (the decision itself stands). */
export async function queueRequestDecision(requestId: string): Promise<void> {
  try {
    await queueJob({ kind: 'requestDecision', requestId });
  } catch (error) {
    logger.error('Request decision mail could not be queued', { requestId, error });
  }
}
