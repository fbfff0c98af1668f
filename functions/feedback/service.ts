/**
 * Send Feedback (docs/spec/student-side.md §5): the message is queued on the work queue
 * and the request answers at once; the queue's consumer mails it to the
 * team (functions/domains/platform/feedback/deliver.ts), once per message id, retrying
 * while SES fails. Nothing here waits for SES.
 */
import type { OkResponse } from '../../shared/api/types';
import type { FeedbackRequest } from '../../shared/schemas/feedback';
import { HttpError } from '../lib/errors';
import { logger } from '../lib/logger';
import { queueJob } from '../lib/queue/send';

export const FEEDBACK_FAILED = 'Failed to send feedback. Please try again.';

/** Queues the message; 503 with the spec's message when the queue cannot take it (nothing was queued: sending again is safe). */
export async function acceptFeedback({ feedbackId, ...feedback }: FeedbackRequest): Promise<OkResponse> {
  try {
    await queueJob({ kind: 'feedback', feedbackId, feedback });
  } catch (error) {
    logger.error('Feedback could not be queued', { feedbackId, error });
    throw new HttpError(503, FEEDBACK_FAILED);
  }
  return { ok: true };
}
