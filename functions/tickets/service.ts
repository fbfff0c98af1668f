/** Free tickets and My Tickets (student side §4, §7 create-free-ticket). */
import type { MyTicketsResponse, TicketResponse } from '../../shared/api/types';
import { HttpError } from '../lib/errors';
import { getPartyEvent } from '../lib/db/party-events';
import { listUserTickets, toTicket } from '../lib/db/tickets';
import { issueFor } from './issue';
import { EVENT_NOT_FOUND, REQUIRES_PAYMENT } from './messages';

/** Gives the caller a free ticket (or returns the one they hold). Paid events → 400. */
export async function createFreeTicket(sub: string, eventId: string): Promise<TicketResponse> {
  const event = await getPartyEvent(eventId);
  if (!event || event.status !== 'active') throw new HttpError(404, EVENT_NOT_FOUND);
  if (event.priceCents > 0) throw new HttpError(400, REQUIRES_PAYMENT);
  return issueFor({ event, sub, amountCents: 0, paymentIntentId: null });
}

/** My Tickets: one Query on the user partition, newest purchase first. */
export async function listMyTickets(sub: string): Promise<MyTicketsResponse> {
  const tickets = await listUserTickets(sub);
  return { tickets: tickets.map((t) => toTicket(t)) };
}
