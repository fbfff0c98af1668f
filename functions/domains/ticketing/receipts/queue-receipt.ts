/**
 * Queues a new ticket's receipt, and the notice e-mails of cancelled tickets
 * and transfers (the work queue's consumer, functions/jobs, sends them): the
 * request answers without waiting for the QR image or SES, and a mail that
 * fails is retried by the queue, then kept in its dead-letter queue — never
 * lost, never blocking a ticket.
 */
import { queueJob } from '../../../lib/queue/send';
import type { JobOf } from '../../../lib/queue/jobs';
import { logger } from '../../../lib/logger';
import type { Notice } from '../notice-message';

async function queueMail(job: JobOf<'receipt'> | JobOf<'notice'>, what: string): Promise<void> {
  try {
    await queueJob(job);
  } catch (error) {
    // The SDK has already retried; what it was about stands, and the log names the mail that was not queued.
    logger.error(`${what} could not be queued`, { message: job, error });
  }
}

/** Queues the receipt of `ticketId` to `to`. Phone-only accounts (no address) get none: My Tickets still shows the ticket. */
export async function queueReceipt(ticketId: string, to: string | null): Promise<void> {
  if (to) await queueMail({ kind: 'receipt', ticketId, to }, 'Ticket receipt');
}

/** Queues a notice about `id` (a ticket or a transfer) to `to`; nothing without an address. */
export async function queueNotice(notice: Notice, id: string, to: string | null): Promise<void> {
  if (to) await queueMail({ kind: 'notice', notice, id, to }, 'Notice e-mail');
}
