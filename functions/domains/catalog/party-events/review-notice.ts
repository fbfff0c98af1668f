/**
 * Queues the e-mail each step of the office's review sends the host
 * chapter's leaders (review-mail.ts writes and sends it, from the work
 * queue's consumer, off the request path).
 */
import type { EventReview } from '../../../../shared/event-review';
import { logger } from '../../../lib/logger';
import { queueJob } from '../../../lib/queue/send';

/** Queues the notice of the review's new state; a queue failure is logged (the step itself stands). */
export async function queueReviewNotice(eventId: string, review: EventReview): Promise<void> {
  try {
    await queueJob({ kind: 'reviewNotice', eventId, state: review.state, comment: review.comment });
  } catch (error) {
    logger.error('Review notice could not be queued', { eventId, state: review.state, error });
  }
}
