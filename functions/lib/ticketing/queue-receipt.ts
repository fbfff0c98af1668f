/**
 * Queues a new ticket's receipt, and the notice e-mails of issue 14
 * (functions/receipts sends them): the request answers without waiting for
 * the QR image or SES, and a mail that fails is retried by the queue, then
 * kept in its dead-letter queue — never lost, never blocking a ticket.
 */
import { sendQueueMessage } from '../queue/send';
import { logger } from '../logger';
import type { Notice, NoticeMessage } from './notice-message';
import type { ReceiptMessage } from './receipt-message';

async function queueMail(message: ReceiptMessage | NoticeMessage, what: string): Promise<void> {
  try {
    await sendQueueMessage(message);
  } catch (error) {
    // The SDK has already retried; what it was about stands, and the log names the mail that was not queued.
    logger.error(`${what} could not be queued`, { message, error });
  }
}

/** Queues the receipt of `ticketId` to `to`. Phone-only accounts (no address) get none: My Tickets still shows the ticket. */
export async function queueReceipt(ticketId: string, to: string | null): Promise<void> {
  if (to) await queueMail({ ticketId, to }, 'Ticket receipt');
}

/** Queues a notice about `id` (a ticket or a transfer) to `to`; nothing without an address. */
export async function queueNotice(notice: Notice, id: string, to: string | null): Promise<void> {
  if (to) await queueMail({ notice, id, to }, 'Notice e-mail');
}
