/** Sends a queued notice: reads what it is about again, builds its e-mail, sends it. */
import { getTransfer } from './transfers/ticket-transfers';
import { getTicket } from './tickets';
import { withEventNow } from './event-now';
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
  const found = await getTransfer(id);
  if (!found) return;
  // The offer copied its event when it was made: the mail tells of the event as it is now.
  const transfer = await withEventNow(found);
  await sendRawMail(await (notice === 'transferOffered' ? transferOfferedMessage(transfer, to) : transferAcceptedMessage(transfer, to)));
}
