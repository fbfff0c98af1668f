/** Free tickets and My Tickets (student side §4, §7 create-free-ticket). */
import type { MyTicketsResponse, TicketResponse } from '../../shared/api/types';
import { listUserTickets, toTicket } from '../lib/db/tickets';
import { cancelDeadlines } from './cancel';
import { myOffers } from './waitlist';
import { issueTicketFor } from '../lib/ticketing/issue';

/** Gives the caller a free ticket (or returns the one they hold). Paid events → 400, inactive → 404. */
export async function createFreeTicket(sub: string, eventId: string): Promise<TicketResponse> {
  return issueTicketFor({ eventId, sub, payment: null });
}

/** My Tickets: one Query on the user partition, newest purchase first (and each valid ticket's cancellation deadline). */
export async function listMyTickets(sub: string): Promise<MyTicketsResponse> {
  const [tickets, offers] = await Promise.all([listUserTickets(sub), myOffers(sub)]);
  const deadlines = await cancelDeadlines(tickets);
  return { tickets: tickets.map((t) => ({ ...toTicket(t), cancellableUntil: deadlines.get(t.id) ?? null })), offers };
}
