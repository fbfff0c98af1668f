/** Free tickets and My Tickets (student side §4, §7 create-free-ticket). */
import type { MyTicketsResponse, TicketResponse } from '../../shared/api/types';
import { toTicket } from '../lib/db/tickets';
import { cancelDeadline } from '../../shared/ticket-cancellation';
import { transferOpenUntil } from '../../shared/ticket-transfer';
import { listTicketsAndOffersTo } from '../lib/db/ticket-transfers';
import { ticketDeadlines } from './cancel';
import { toTransferOffer } from './transfer';
import { myOffers } from './waitlist';
import { issueTicketFor } from '../lib/ticketing/issue';
import type { TimeBudget } from '../lib/time-budget';

/** Gives the caller a free ticket (or returns the one they hold). Paid events → 400, inactive → 404, out of time → 503. */
export async function createFreeTicket(sub: string, eventId: string, budget?: TimeBudget): Promise<TicketResponse> {
  return issueTicketFor({ eventId, sub, payment: null, budget });
}

/**
 * My Tickets: one Query on the user partition, newest purchase first (and
 * each valid ticket's cancellation and transfer deadlines), and the tickets
 * friends offer the caller (issue 14).
 */
export async function listMyTickets(sub: string): Promise<MyTicketsResponse> {
  const [{ tickets, offers: transferOffers }, waitlistOffers] = await Promise.all([listTicketsAndOffersTo(sub), myOffers(sub)]);
  const deadlines = await ticketDeadlines(tickets, { cancel: cancelDeadline, transfer: transferOpenUntil });
  return {
    tickets: tickets.map((t) => ({ ...toTicket(t), cancellableUntil: deadlines.get(t.id)?.cancel ?? null, transferableUntil: deadlines.get(t.id)?.transfer ?? null })),
    transferOffers: transferOffers.map(toTransferOffer),
    waitlistOffers,
  };
}
