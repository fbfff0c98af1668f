/**
 * The e-mail to a holder of a cancelled event's ticket: which
 * event, the leader's reason, and the refund when the ticket was paid.
 */
import { cancelledNotice } from '../../../../shared/event-cancellation';
import { formatLongDate } from '../../../../shared/dates';
import { formatPrice } from '../../../../shared/money';
import { refundDestination } from '../../../../shared/ticket-cancellation';
import { loadConfig } from '../../../lib/config';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import type { TicketRecord } from '../tickets';
import { composeMail, escapeHtml, sendRawMail } from '../../../lib/mail';

/** The raw MIME message telling a holder the event was cancelled. */
export async function cancelledEventMessage(event: PartyEvent, ticket: TicketRecord, to: string, from = loadConfig().mailFrom): Promise<Buffer> {
  const refund =
    ticket.amountPaidCents > 0
      ? `The ${formatPrice(ticket.amountPaidCents)} paid for it is being refunded to ${refundDestination(Boolean(ticket.transferredFromId))}.`
      : 'Your ticket was free: nothing was charged.';
  const html = `<!doctype html><html><body style="font-family:sans-serif">
<h1>${escapeHtml(event.title)} was cancelled</h1>
<p><strong>${escapeHtml(event.organizationName)}</strong> ${escapeHtml(event.letters)}: ${escapeHtml(formatLongDate(event.date))} at ${escapeHtml(event.time)}, ${escapeHtml(event.location)}</p>
<p>${escapeHtml(cancelledNotice(event.cancelReason))}</p>
<p>Your ticket ${escapeHtml(ticket.id)} is cancelled. ${escapeHtml(refund)}</p>
</body></html>`;
  return composeMail({ from, to, subject: `Cancelled: ${event.title}`, html });
}

/** Sends it; throws when SES refuses (the job stops there and its message is delivered again). */
export async function sendCancelledEventMail(event: PartyEvent, ticket: TicketRecord, to: string): Promise<void> {
  await sendRawMail(await cancelledEventMessage(event, ticket, to));
}
