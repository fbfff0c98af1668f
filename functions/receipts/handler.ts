/**
 * Lambda of the `receipts` feature: consumes the receipt queue (SQS event
 * source in AWS, `infra/local/queue-consumer.ts` locally) and mails each new
 * ticket's receipt. A message that fails is reported alone
 * (`batchItemFailures`), so the others are not sent twice; the queue retries
 * it and, after its last try, keeps it in the dead-letter queue.
 */
import type { Context, SQSBatchResponse, SQSEvent } from 'aws-lambda';
import { getTicket } from '../lib/db/tickets';
import { logger } from '../lib/logger';
import { refundRetryMessageSchema } from '../lib/payments/refund-message';
import { retryQueuedRefund } from '../lib/payments/refund-ticket';
import { receiptMessageSchema } from '../lib/ticketing/receipt-message';
import { sendReceipt } from '../lib/ticketing/receipt';
import { waitlistNoticeSchema, type WaitlistNotice } from '../lib/waitlist/notice-message';
import { sendWaitlistNotice } from '../lib/waitlist/notice';

export const handler = async (event: SQSEvent, context?: Context): Promise<SQSBatchResponse> => {
  if (context) logger.addContext(context);
  const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
  for (const record of event.Records) {
    // Ticket cancellation (issue 14): the same queue retries failed refunds.
    const refund = refundRetryMessageSchema.safeParse(safeJson(record.body));
    if (refund.success) {
      if (!(await refundRetried(refund.data.refundTicketId, record.attributes.ApproximateReceiveCount))) batchItemFailures.push({ itemIdentifier: record.messageId });
      continue;
    }
    // Waitlist (issue 14): a seat opened up for someone in line.
    const notice = waitlistNoticeSchema.safeParse(safeJson(record.body));
    if (notice.success) {
      if (!(await noticeSent(notice.data, record.attributes.ApproximateReceiveCount))) batchItemFailures.push({ itemIdentifier: record.messageId });
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

/** Attempts a queued refund again; false while it still fails (the queue delivers it again). */
async function refundRetried(ticketId: string, receiveCount: string): Promise<boolean> {
  try {
    await retryQueuedRefund(ticketId);
    return true;
  } catch (error) {
    logger.warn('Refund still failing; the queue will retry', { ticketId, receiveCount, error });
    return false;
  }
}

/** Sends a waitlist notice; false while SES refuses it (the queue delivers it again). */
async function noticeSent(notice: WaitlistNotice, receiveCount: string): Promise<boolean> {
  try {
    await sendWaitlistNotice(notice);
    return true;
  } catch (error) {
    logger.warn('Waitlist notice not sent; the queue will retry', { eventId: notice.eventId, receiveCount, error });
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
