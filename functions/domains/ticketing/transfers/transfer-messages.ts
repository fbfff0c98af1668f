/** The e-mails of a ticket transfer: the offer, to the friend; the acceptance, to the sender. */
import { formatLongDate } from '../../../../shared/dates';
import type { TransferRecord } from './ticket-transfers';
import { composeMail, escapeHtml, htmlPage } from '../../../lib/mail';

const eventLine = (t: TransferRecord) =>
  `${escapeHtml(t.event.organizationName)} ${escapeHtml(t.event.letters)} · ${escapeHtml(formatLongDate(t.event.date))} at ${escapeHtml(t.event.time)} · ${escapeHtml(t.event.location)}`;

export function transferOfferedMessage(t: TransferRecord, to: string): Promise<Buffer> {
  return composeMail({
    to,
    subject: `${t.fromName} offers you a ticket: ${t.event.title}`,
    html: htmlPage(`${t.fromName} offers you their ticket for ${t.event.title}`, [
      eventLine(t),
      'Open My Tickets to accept or decline it. Accepting gives you your own ticket with a new QR code; nothing is paid.',
    ]),
  });
}

export function transferAcceptedMessage(t: TransferRecord, to: string): Promise<Buffer> {
  return composeMail({
    to,
    subject: `${t.toName} accepted your ticket: ${t.event.title}`,
    html: htmlPage(`${t.toName} accepted your ticket for ${t.event.title}`, [
      eventLine(t),
      `Your ticket's QR code no longer opens the door: ${escapeHtml(t.toName)} has a new ticket of their own.`,
    ]),
  });
}
