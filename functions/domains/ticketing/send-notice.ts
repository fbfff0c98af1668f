/** Sends a queued notice: reads what it is about again, builds its e-mail, sends it. */
import { getTransfer } from './transfers/ticket-transfers';
import { getTicket } from './tickets';
import { ticketCancelledMessage } from './cancellation/cancelled-message';
import { sendRawMail } from '../../lib/mail';
import type { NoticeMessage } from './notice-message';
import { transferAcceptedMessage, transferOfferedMessage } from './transfers/transfer-messages';

/** Throws when SES refuses it (the queue retries); sends nothing when its subject is gone meanwhile. */
export async function sendNotice({ notice, id, to }: NoticeMessage): Promise<void> {
  if (notice === 'ticketCancelled') {
    const ticket = await getTicket(id);
    if (ticket) await sendRawMail(await ticketCancelledMessage(ticket, to));
    return;
  }
  const transfer = await getTransfer(id);
  if (!transfer) return;
  await sendRawMail(await (notice === 'transferOffered' ? transferOfferedMessage(transfer, to) : transferAcceptedMessage(transfer, to)));
}
