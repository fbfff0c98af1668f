/**
 * What runs each kind of job of the work queue (functions/lib/queue/jobs.ts):
 * one entry per kind, typed so that a kind without an entry does not
 * compile. A handler throws when its work failed (the queue delivers the job
 * again) and returns when it is done or has nothing left to do; each is
 * idempotent, since the queue may deliver a job more than once.
 */
import { runEventCancellation } from '../domains/ticketing/event-cancellation/job';
import { deliverFeedback } from '../domains/platform/feedback/deliver';
import { getTicket } from '../domains/ticketing/tickets';
import { withEventNow } from '../domains/ticketing/event-now';
import { logger } from '../lib/logger';
import { retryQueuedRefund } from '../domains/ticketing/payments/refund-ticket';
import type { Job, JobKind, JobOf } from '../lib/queue/jobs';
import { sendReceipt } from '../domains/ticketing/receipts/receipt';
import { sendNotice } from '../domains/ticketing/send-notice';
import { sendPhoneMoveCode } from '../domains/ticketing/live/phone-move-mail';
import { sendWaitlistNotice } from '../domains/ticketing/waitlist/send-notice';
import { sendReviewNotice } from '../domains/catalog/party-events/review-mail';
import { sendRequestDecision } from '../domains/people/roles/request-decision-mail';
import { sendEventChangeNotices } from '../domains/ticketing/event-change/notify';

export interface JobHandler<K extends JobKind> {
  /** Its work; what it resolves to is not used. */
  run(job: JobOf<K>): Promise<unknown>;
  /** The warning logged when `run` failed. */
  failed: string;
  /** What that warning names the job by. */
  about(job: JobOf<K>): Record<string, string>;
}

export const JOB_HANDLERS: { readonly [K in JobKind]: JobHandler<K> } = {
  receipt: {
    async run({ ticketId, to }) {
      const ticket = await getTicket(ticketId);
      // Gone meanwhile (the account was deleted): nobody to send it to.
      // Sent after an edit (a delayed or retried delivery): the event's date, time and place as they are now.
      if (ticket) await sendReceipt(await withEventNow(ticket), to);
    },
    failed: 'Receipt not sent; the queue will retry',
    about: ({ ticketId }) => ({ ticketId }),
  },
  notice: {
    run: sendNotice,
    failed: 'Notice not sent; the queue will retry',
    about: ({ notice, id }) => ({ notice, id }),
  },
  waitlistNotice: {
    run: sendWaitlistNotice,
    failed: 'Waitlist notice not sent; the queue will retry',
    about: ({ eventId }) => ({ eventId }),
  },
  refundRetry: {
    run: ({ refundTicketId }) => retryQueuedRefund(refundTicketId),
    failed: 'Refund still failing; the queue will retry',
    about: ({ refundTicketId }) => ({ ticketId: refundTicketId }),
  },
  eventCancellation: {
    // A page that failed: the queue delivers the job again, and it resumes after its last saved page.
    run: ({ cancelledEventId }) => runEventCancellation(cancelledEventId),
    failed: 'Event cancellation job stopped; the queue will resume it',
    about: ({ cancelledEventId }) => ({ eventId: cancelledEventId }),
  },
  feedback: {
    // One mail per message id, however often it is queued or delivered.
    run: deliverFeedback,
    failed: 'Feedback not sent; the queue will retry',
    about: ({ feedbackId }) => ({ feedbackId }),
  },
  phoneMoveCode: {
    run: sendPhoneMoveCode,
    failed: 'Phone move code not sent; the queue will retry',
    // Never the code itself.
    about: ({ ticketId }) => ({ ticketId }),
  },
  reviewNotice: {
    run: sendReviewNotice,
    failed: 'Review notice not sent; the queue will retry',
    about: ({ eventId, state }) => ({ eventId, state }),
  },
  requestDecision: {
    run: sendRequestDecision,
    failed: 'Request decision not mailed; the queue will retry',
    about: ({ requestId }) => ({ requestId }),
  },
  eventChangeNotice: {
    // One mail per holder per edit, however often a page is delivered.
    run: (job) => sendEventChangeNotices(job),
    failed: 'Event change notices not all sent; the queue will retry',
    about: ({ eventId, editId }) => ({ eventId, editId }),
  },
};

/** The handler of a kind (generic, so a job and its handler's kind stay one). */
const handlerOf = <K extends JobKind>(kind: K): JobHandler<K> => JOB_HANDLERS[kind];

/** Runs `job` by its kind's handler; when it fails, logs the kind's warning and throws (the queue delivers it again). */
export async function runJob(job: Job, receiveCount: string): Promise<void> {
  const handler = handlerOf(job.kind);
  try {
    await handler.run(job);
  } catch (error) {
    logger.warn(handler.failed, { ...handler.about(job), receiveCount, error });
    throw error;
  }
}
