/**
 * The receipt e-mail of a new ticket (docs/spec/student-side.md §7 create-ticket): event
 * title, date, time, location, amount (FREE or $x.xx) and the QR code as an
 * inline PNG (a related `cid:` part: mail clients block data: URIs), and
 * the event as an .ics calendar attachment.
 */
import QRCode from 'qrcode';
import { formatLongDate } from '../../../../shared/dates';
import { formatPrice } from '../../../../shared/money';
import type { TicketRecord } from '../tickets';
import { ticketCalendar } from './calendar';
import { composeMail, escapeHtml, sendRawMail } from '../../../lib/mail';

/** The Content-ID the HTML's image refers to. */
const QR_CID = 'ticket-qr';

/** The raw MIME message of a ticket's receipt. */
export async function receiptMessage(ticket: TicketRecord, to: string, from?: string): Promise<Buffer> {
  const e = ticket.event;
  const when = `${formatLongDate(e.date)} at ${e.time}`;
  const amount = formatPrice(ticket.amountPaidCents);
  const png = await QRCode.toBuffer(ticket.qrCode, { type: 'png', width: 240, margin: 2 });
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>Your ticket for ${escapeHtml(e.title)}</h1>
<p><strong>${escapeHtml(e.organizationName)}</strong> ${escapeHtml(e.letters)}</p>
<p>Date: ${escapeHtml(when)}<br>Location: ${escapeHtml(e.location)}<br>Amount paid: ${escapeHtml(amount)}</p>
<p><img src="cid:${QR_CID}" alt="Ticket QR code" width="240" height="240"></p>
<p>Show this QR code at the door. Ticket ${escapeHtml(ticket.id)}</p>
<p>Add the event to your calendar with the attached event.ics.</p>
</body></html>`;
  return composeMail({
    ...(from ? { from } : {}),
    to,
    subject: `Your ticket: ${e.title}`,
    html,
    attachments: [
      { filename: 'ticket-qr.png', content: png, contentType: 'image/png', cid: QR_CID, contentDisposition: 'inline' },
      { filename: 'event.ics', content: ticketCalendar(ticket), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ],
  });
}

/** Sends the receipt; throws when SES refuses it (the queue then retries). */
export async function sendReceipt(ticket: TicketRecord, to: string): Promise<void> {
  await sendRawMail(await receiptMessage(ticket, to));
}
