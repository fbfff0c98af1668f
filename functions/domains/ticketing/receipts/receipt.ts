/**
 * The receipt e-mail of a new ticket (docs/spec/student-side.md §7 create-ticket): event
 * title, date, time, location, amount (FREE or $x.xx) and the QR code as an
 * inline PNG (a related `cid:` part: mail clients block data: URIs) — for a
 * live ticket a link to it instead — and the event as an .ics calendar
 * attachment.
 */
import QRCode from 'qrcode';
import { formatLongDate } from '../../../../shared/dates';
import { formatPrice } from '../../../../shared/money';
import type { TicketRecord } from '../tickets';
import { ticketCalendar } from './calendar';
import type Mail from 'nodemailer/lib/mailer';
import { loadConfig } from '../../../lib/config';
import { composeMail, escapeHtml, sendRawMail } from '../../../lib/mail';

/** The Content-ID the HTML's image refers to. */
const QR_CID = 'ticket-qr';

/**
 * How the holder shows the ticket: a fixed ticket's QR code as an inline
 * image; a live ticket's link to My Tickets, where the phone makes its
 * changing code (a QR in an e-mail is what a screenshot would share).
 */
async function doorPart(ticket: TicketRecord): Promise<{ html: string; attachments: Mail.Attachment[] }> {
  if (ticket.liveCodes) {
    const siteUrl = loadConfig().siteUrl;
    const open = siteUrl
      ? `<a href="${escapeHtml(`${siteUrl}/my-tickets`)}">Open your live ticket</a> on your phone`
      : 'Open My Tickets in Greek Campus on your phone';
    return { html: `<p>${open}: its QR code changes every 15 seconds, so a screenshot cannot be shared. Ticket ${escapeHtml(ticket.id)}</p>`, attachments: [] };
  }
  const png = await QRCode.toBuffer(ticket.qrCode, { type: 'png', width: 240, margin: 2 });
  return {
    html: `<p><img src="cid:${QR_CID}" alt="Ticket QR code" width="240" height="240"></p>
<p>Show this QR code at the door. Ticket ${escapeHtml(ticket.id)}</p>`,
    attachments: [{ filename: 'ticket-qr.png', content: png, contentType: 'image/png', cid: QR_CID, contentDisposition: 'inline' }],
  };
}

/** The raw MIME message of a ticket's receipt. */
export async function receiptMessage(ticket: TicketRecord, to: string, from?: string): Promise<Buffer> {
  const e = ticket.event;
  const when = `${formatLongDate(e.date)} at ${e.time}`;
  const amount = formatPrice(ticket.amountPaidCents);
  const door = await doorPart(ticket);
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>Your ticket for ${escapeHtml(e.title)}</h1>
<p><strong>${escapeHtml(e.organizationName)}</strong> ${escapeHtml(e.letters)}</p>
<p>Date: ${escapeHtml(when)}<br>Location: ${escapeHtml(e.location)}<br>Amount paid: ${escapeHtml(amount)}</p>
${door.html}
<p>Add the event to your calendar with the attached event.ics.</p>
</body></html>`;
  return composeMail({
    ...(from ? { from } : {}),
    to,
    subject: `Your ticket: ${e.title}`,
    html,
    attachments: [...door.attachments, { filename: 'event.ics', content: ticketCalendar(ticket), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
  });
}

/** Sends the receipt; throws when SES refuses it (the queue then retries). */
export async function sendReceipt(ticket: TicketRecord, to: string): Promise<void> {
  await sendRawMail(await receiptMessage(ticket, to));
}
