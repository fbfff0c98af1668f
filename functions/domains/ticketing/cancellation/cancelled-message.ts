/** The e-mail of a cancelled ticket: what was cancelled and, for a paid ticket, where its refund stands. */
import { formatLongDate } from '../../../../shared/dates';
import { formatDollars } from '../../../../shared/money';
import { refundDestination, type RefundStatus } from '../../../../shared/ticket-cancellation';
import type { TicketRecord } from '../tickets';
import { composeMail, escapeHtml, htmlPage } from '../../../lib/mail';

const REFUND_LINES: Record<RefundStatus, (amount: string, to: string) => string> = {
  pending: (amount, to) => `The refund of ${amount} is on its way to ${to}.`,
  succeeded: (amount, to) => `The refund of ${amount} has been sent to ${to}.`,
  failed: (amount) => `The refund of ${amount} is delayed: we are retrying it automatically, and My Tickets shows where it stands.`,
};

export function ticketCancelledMessage(ticket: TicketRecord, to: string): Promise<Buffer> {
  const e = ticket.event;
  const refund = ticket.refundStatus
    ? REFUND_LINES[ticket.refundStatus](formatDollars(ticket.amountPaidCents), refundDestination(Boolean(ticket.transferredFromId)))
    : 'Nothing was paid for this ticket, so there is nothing to refund.';
  return composeMail({
    to,
    subject: `Ticket cancelled: ${e.title}`,
    html: htmlPage(`Your ticket for ${e.title} is cancelled`, [
      `${escapeHtml(e.organizationName)} ${escapeHtml(e.letters)} · ${escapeHtml(formatLongDate(e.date))} at ${escapeHtml(e.time)} · ${escapeHtml(e.location)}`,
      'Its QR code no longer opens the door, and your seat went back on sale.',
      escapeHtml(refund),
    ]),
  });
}
