/** Free tickets and My Tickets (docs/spec/student-side.md §4, §7 create-free-ticket). */
import type { MyTicketsResponse, TicketResponse } from '../../shared/api/types';
import { toTicket } from '../domains/ticketing/tickets';
import { pick } from '../lib/db/fields';
import { cancelDeadline } from '../../shared/ticket-cancellation';
import { transferOpenUntil } from '../../shared/ticket-transfer';
import { listTicketsAndOffersTo } from '../domains/ticketing/transfers/ticket-transfers';
import { ticketDeadlines } from './cancel';
import { toTransferOffer } from './transfer';
import { liveOffers, WAITLIST_OFFER_EVENT_FIELDS } from './waitlist';
import { offersAndProfileOf } from '../domains/ticketing/waitlist/holds';
import { refuseEndedSession } from '../lib/auth';
import { issueTicketFor } from '../domains/ticketing/issuance/issue';
import type { TimeBudget } from '../lib/time-budget';
import type { SessionHolder } from '../domains/people/session-fence';

/** Gives the caller a free ticket (or returns the one they hold). Paid events → 400, inactive → 404, out of time → 503. */
export async function createFreeTicket(caller: SessionHolder, eventId: string, budget?: TimeBudget): Promise<TicketResponse> {
  return issueTicketFor({ eventId, sub: caller.sub, session: caller, payment: null, budget });
}

/**
 * My Tickets: one Query on the user partition, newest purchase first (and
 * each valid ticket's cancellation and transfer deadlines), and the tickets
 * friends offer the caller; beside it, the seats held for them
 * with their profile (401 for a token signed out everywhere).
 */
export async function listMyTickets(caller: SessionHolder): Promise<MyTicketsResponse> {
  const sub = caller.sub;
  const [{ tickets, offers: transferOffers }, held] = await Promise.all([listTicketsAndOffersTo(sub), offersAndProfileOf(sub)]);
  refuseEndedSession(caller, held.profile);
  const waitlistOffers = liveOffers(held.offers);
  const offered = [...transferOffers, ...waitlistOffers].map((offer) => offer.eventId);
  const { deadlines, events } = await ticketDeadlines(tickets, { cancel: cancelDeadline, transfer: transferOpenUntil }, offered);
  return {
    // A valid ticket and an open offer show the event's date, time and place as they are now (an edit may have moved them since they copied it).
    tickets: tickets.map((t) => ({ ...toTicket(t, t.status === 'valid' ? events.get(t.eventId) : undefined), cancellableUntil: deadlines.get(t.id)?.cancel ?? null, transferableUntil: deadlines.get(t.id)?.transfer ?? null })),
    transferOffers: transferOffers.map((offer) => toTransferOffer(offer, events.get(offer.eventId))),
    waitlistOffers: waitlistOffers.map((offer) => ({ ...offer, ...pick(events.get(offer.eventId) ?? offer, WAITLIST_OFFER_EVENT_FIELDS) })),
  };
}
