/**
 * Lambda of the `receipts` feature: consumes the receipt queue (SQS event
 * source in AWS, `infra/local/queue-consumer.ts` locally) and mails each new
 * ticket's receipt (and the other queued work below: refunds, cancelled
 * events, notices, waitlist offers, Send Feedback). A message that fails is reported alone
 * (`batchItemFailures`), so the others are not sent twice; the queue retries
 * it and, after its last try, keeps it in the dead-letter queue.
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { getTicket } from '../lib/db/tickets';
import { logger } from '../lib/logger';
import { refundRetryMessageSchema } from '../lib/payments/refund-message';
import { retryQueuedRefund } from '../lib/payments/refund-ticket';
import { eventCancellationMessageSchema } from '../lib/event-cancellation/message';
import { runEventCancellation } from '../lib/event-cancellation/job';
import { receiptMessageSchema } from '../lib/ticketing/receipt-message';
import { sendReceipt } from '../lib/ticketing/receipt';
import { noticeMessageSchema } from '../lib/ticketing/notice-message';
import { sendNotice } from '../lib/ticketing/send-notice';
import { waitlistNoticeSchema } from '../lib/waitlist/notice-message';
import { sendWaitlistNotice } from '../lib/waitlist/send-notice';
import { feedbackMessageSchema } from '../lib/feedback/message';
import { deliverFeedback } from '../lib/feedback/deliver';

export const handler = async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  if (context) logger.addContext(context);
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    // Ticket cancellation (issue 14): the same queue retries failed refunds.
    const refund = refundRetryMessageSchema.safeParse(safeJson(record.body));
    if (refund.success) {
      const { refundTicketId: ticketId } = refund.data;
      if (!(await ranOrRedelivered(() => retryQueuedRefund(ticketId), 'Refund still failing; the queue will retry', { ticketId, receiveCount: record.attributes.ApproximateReceiveCount })))
        batchItemFailures.push({ itemIdentifier: record.messageId });
      continue;
    }
    // Cancelled events (issue 14): the same queue runs (and resumes) a cancelled event's job.
    const cancelled = eventCancellationMessageSchema.safeParse(safeJson(record.body));
    if (cancelled.success) {
      const { cancelledEventId: eventId } = cancelled.data;
      // A page that failed: the queue delivers it again, and the job resumes after its last saved page.
      if (!(await ranOrRedelivered(() => runEventCancellation(eventId), 'Event cancellation job stopped; the queue will resume it', { eventId, receiveCount: record.attributes.ApproximateReceiveCount })))
        batchItemFailures.push({ itemIdentifier: record.messageId });
      continue;
    }
    // Issue 14: notices (a cancelled ticket, a transfer offered or accepted) travel the same queue.
    const notice = noticeMessageSchema.safeParse(safeJson(record.body));
    if (notice.success) {
      const { data } = notice;
      if (!(await ranOrRedelivered(() => sendNotice(data), 'Notice not sent; the queue will retry', { notice: data.notice, id: data.id, receiveCount: record.attributes.ApproximateReceiveCount })))
        batchItemFailures.push({ itemIdentifier: record.messageId });
      continue;
    }
    // Waitlist (issue 14): a seat opened up for someone in line.
    const offered = waitlistNoticeSchema.safeParse(safeJson(record.body));
    if (offered.success) {
      const { data } = offered;
      if (!(await ranOrRedelivered(() => sendWaitlistNotice(data), 'Waitlist notice not sent; the queue will retry', { eventId: data.eventId, receiveCount: record.attributes.ApproximateReceiveCount })))
        batchItemFailures.push({ itemIdentifier: record.messageId });
      continue;
    }
    // Send Feedback: the team's mail, sent once per message id however often it is queued or delivered.
    const feedback = feedbackMessageSchema.safeParse(safeJson(record.body));
    if (feedback.success) {
      const { data } = feedback;
      if (!(await ranOrRedelivered(() => deliverFeedback(data), 'Feedback not sent; the queue will retry', { feedbackId: data.feedbackId, receiveCount: record.attributes.ApproximateReceiveCount })))
        batchItemFailures.push({ itemIdentifier: record.messageId });
      continue;
    }
    const parsed = receiptMessageSchema.safeParse(safeJson(record.body));
    if (!parsed.success) {
      // A malformed message would fail every retry: log it and let it go.
      logger.error('Receipt message dropped: not a receipt', { messageId: record.messageId });
      continue;
    }
    try {
      const ticket = await getTicket(parsed.data.ticketId);
      // Gone meanwhile (the account was deleted): nobody to send it to.
      if (ticket) await sendReceipt(ticket, parsed.data.to);
    } catch (error) {
      logger.warn('Receipt not sent; the queue will retry', { ticketId: parsed.data.ticketId, receiveCount: record.attributes.ApproximateReceiveCount, error });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
};

/** Runs a queued piece of work; false when it failed (logged with `context`: the queue delivers it again). */
async function ranOrRedelivered(run: () => Promise<unknown>, warning: string, context: Record<string, string>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (error) {
    logger.warn(warning, { ...context, error });
    return false;
  }
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
