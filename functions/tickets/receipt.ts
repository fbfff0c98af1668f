/**
 * The receipt e-mail of a new ticket (student side §7 create-ticket): event
 * title, date, time, location, amount (FREE or $x.xx) and the QR code as an
 * inline PNG. SES v1 SendRawEmail with a multipart/related message, so the
 * image travels as a `cid:` part (mail clients block data: URIs).
 */
import { SendRawEmailCommand } from '@aws-sdk/client-ses';
import QRCode from 'qrcode';
import { formatLongDate } from '../../shared/dates';
import { formatPrice } from '../../shared/money';
import { sesClient } from '../lib/clients/ses';
import { loadConfig } from '../lib/config';
import { logger } from '../lib/logger';
import type { TicketRecord } from '../lib/db/tickets';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** RFC 2047 encoded-word for a header that may hold non-ASCII (Greek letters). */
const encodeHeader = (s: string) => (/^[\x20-\x7e]*$/.test(s) ? s : `=?UTF-8?B?${Buffer.from(s, 'utf8').toString('base64')}?=`);
const base64Lines = (b: Buffer) => b.toString('base64').replace(/.{1,76}/g, '$&\r\n');

/** The raw MIME message of a ticket's receipt. */
export async function receiptMessage(ticket: TicketRecord, to: string, from = loadConfig().mailFrom): Promise<string> {
  const e = ticket.event;
  const when = `${formatLongDate(e.date)} at ${e.time}`;
  const amount = formatPrice(ticket.amountPaidCents);
  const png = await QRCode.toBuffer(ticket.qrCode, { type: 'png', width: 240, margin: 2 });
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>Your ticket for ${escapeHtml(e.title)}</h1>
<p><strong>${escapeHtml(e.organizationName)}</strong> ${escapeHtml(e.letters)}</p>
<p>Date: ${escapeHtml(when)}<br>Location: ${escapeHtml(e.location)}<br>Amount paid: ${escapeHtml(amount)}</p>
<p><img src="cid:ticket-qr" alt="Ticket QR code" width="240" height="240"></p>
<p>Show this QR code at the door. Ticket ${escapeHtml(ticket.id)}</p>
</body></html>`;
  const boundary = `rel-${ticket.id}`;
  return [
    `From: ${from}`,
    `To: ${to}`,
    `Subject: ${encodeHeader(`Your ticket: ${e.title}`)}`,
    'MIME-Version: 1.0',
    `Content-Type: multipart/related; boundary="${boundary}"; type="text/html"`,
    '',
    `--${boundary}`,
    'Content-Type: text/html; charset=UTF-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64Lines(Buffer.from(html, 'utf8')),
    `--${boundary}`,
    'Content-Type: image/png; name="ticket-qr.png"',
    'Content-Transfer-Encoding: base64',
    'Content-ID: <ticket-qr>',
    'Content-Disposition: inline; filename="ticket-qr.png"',
    '',
    base64Lines(png),
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Sends the receipt. A mail failure never fails the ticket: it is logged and swallowed. */
export async function sendReceipt(ticket: TicketRecord, to: string | null): Promise<void> {
  if (!to) return; // Phone-only accounts have no address; My Tickets still shows the ticket.
  try {
    const raw = await receiptMessage(ticket, to);
    await sesClient().send(new SendRawEmailCommand({ RawMessage: { Data: Buffer.from(raw, 'utf8') } }));
  } catch (error) {
    logger.error('Ticket receipt e-mail failed', { ticketId: ticket.id, error });
  }
}
