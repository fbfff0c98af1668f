/**
 * Delivers a queued Send Feedback message (the work queue's consumer,
 * functions/jobs): one mail per message id, at most once. The delivery
 * is claimed before the mail goes out (db/feedback-deliveries.ts), so a
 * client's retry of the same message, or the queue delivering it again
 * after a failure that came after the mail went out, sends nothing more.
 *
 * When SES refuses the mail (it answered with an error, or could not be
 * reached at all) nothing went out: the claim is given back and the queue
 * delivers the message again, until SES takes it (or, after the queue's
 * last try, the message waits in the dead-letter queue). When the outcome
 * cannot be known — SES did not answer in time, or the connection broke
 * after the request was sent — SES may have taken it (a frozen SES sends
 * what it held when it comes back): it is never sent again, and the log
 * says so.
 */
import { clock } from '../../../lib/clock';
import { sesClientSingleAttempt } from '../../../lib/clients/ses';
import { claimFeedbackDelivery, recordFeedbackDelivery } from './deliveries';
import { logger } from '../../../lib/logger';
import { feedbackEmail } from './mail';
import type { FeedbackMessage } from './message';

/** Network errors raised before any byte reached SES. */
const NEVER_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH']);

/** SES surely did not send it: it answered with an error, or was never reached. */
export function surelyNotSent(error: unknown): boolean {
  const failure = error as { $metadata?: { httpStatusCode?: number }; code?: unknown } | null;
  if (failure?.$metadata?.httpStatusCode !== undefined) return true;
  return typeof failure?.code === 'string' && NEVER_CONNECTED.has(failure.code);
}

/** Sends the team the mail of `message` unless an attempt already did (or may have); throws while SES refuses it. */
export async function deliverFeedback({ feedbackId, feedback }: FeedbackMessage): Promise<void> {
  const claim = await claimFeedbackDelivery(feedbackId, clock.now());
  if (claim === 'sent') return;
  if (claim !== 'claimed') {
    logger.warn('Feedback not sent again: an earlier attempt may have sent it', { feedbackId, status: claim });
    return;
  }
  try {
    await sesClientSingleAttempt().send(feedbackEmail(feedback));
  } catch (error) {
    if (surelyNotSent(error)) {
      await recordFeedbackDelivery(feedbackId, 'refused');
      throw error;
    }
    await recordFeedbackDelivery(feedbackId, 'unknown');
    logger.error('Feedback mail may not have gone out; it is not sent again', { feedbackId, subject: feedback.subject, error });
    return;
  }
  await recordFeedbackDelivery(feedbackId, 'sent');
}
