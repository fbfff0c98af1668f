/**
 * The e-mail that confirms moving a live ticket to another phone: the code
 * to type on the new phone. The job carries the code (the table keeps only
 * its hash), so the mail is sent off the request path like every other.
 */
import { PHONE_MOVE_CODE_MINUTES } from '../../../../shared/live-ticket';
import { composeMail, escapeHtml, htmlPage, sendRawMail } from '../../../lib/mail';
import { getTicket } from '../tickets';
import type { PhoneMoveCodeMessage } from './phone-move-message';

/** Sends the code; nothing when the ticket is gone meanwhile. Throws when SES refuses (the queue retries). */
export async function sendPhoneMoveCode({ ticketId, to, code }: PhoneMoveCodeMessage): Promise<void> {
  const ticket = await getTicket(ticketId);
  if (!ticket) return;
  await sendRawMail(
    await composeMail({
      to,
      subject: `Your code to move your ticket: ${code}`,
      html: htmlPage(`Move your ticket for ${ticket.event.title} to a new phone`, [
        `Type this code on the new phone: <strong>${code}</strong>`,
        `It works for ${PHONE_MOVE_CODE_MINUTES} minutes. Once the ticket moves, the codes of the phone it was on stop opening the door.`,
        escapeHtml('Did not ask for this? Ignore this e-mail: your ticket stays where it is.'),
      ]),
    }),
  );
}
