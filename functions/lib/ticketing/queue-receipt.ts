/**
 * Queues a new ticket's receipt (functions/receipts sends it): the purchase
 * answers without waiting for the QR image or SES, and a mail that fails is
 * retried by the queue, then kept in its dead-letter queue — never lost,
 * never blocking a ticket.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { sqsClient } from '../clients/sqs';
import { loadConfig } from '../config';
import { logger } from '../logger';
import type { ReceiptMessage } from './receipt-message';

/** Queues the receipt of `ticketId` to `to`. Phone-only accounts (no address) get none: My Tickets still shows the ticket. */
export async function queueReceipt(ticketId: string, to: string | null): Promise<void> {
  if (!to) return;
  const message: ReceiptMessage = { ticketId, to };
  try {
    await sqsClient().send(new SendMessageCommand({ QueueUrl: loadConfig().receiptQueueUrl, MessageBody: JSON.stringify(message) }));
  } catch (error) {
    // The SDK has already retried; the ticket stands, and the log names the receipt that was not queued.
    logger.error('Ticket receipt could not be queued', { ticketId, error });
  }
}
