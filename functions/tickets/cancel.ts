/**
 * Cancelling a ticket: the holder cancels their own unused
 * ticket until the event's cut-off (`cancelCutoffHours` before its start in
 * the venue's time zone, 24 by default). The seat is freed in the same
 * transaction (ticket-cancellation.ts); a paid ticket's refund is recorded
 * there and attempted once the cancellation has committed.
 */
import type { CancelTicketResponse } from '../../shared/api/types';
import {
  cancelDeadline,
  CANCEL_CUTOFF_PASSED,
  TICKET_NOT_FOUND_FOR_CANCEL,
  transferredTicketNotCancellable,
  USED_TICKET_NOT_CANCELLABLE,
} from '../../shared/ticket-cancellation';
import { clock } from '../lib/clock';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { refuseEndedSession } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { getPartyEvent, type PartyEvent } from '../domains/catalog/party-events/party-events';
import { queueNotice } from '../domains/ticketing/receipts/queue-receipt';
import { cancelTicket as writeCancellation, readEventsById } from '../domains/ticketing/cancellation/ticket-cancellation';
import { getTicket, getTicketAndProfile, hasHolder, toTicket, type TicketRecord } from '../domains/ticketing/tickets';
import { getProfile } from '../domains/people/profiles';
import { attemptTicketRefund, refundCancelledTicket } from '../domains/ticketing/payments/refund-ticket';
import { offerFreedSeatsSafely } from '../domains/ticketing/waitlist/offers';
import { lineNeedsRound } from '../domains/ticketing/waitlist/viewer';
import { voidOfferOf } from '../domains/ticketing/transfers/ticket-transfers';

/** The name of the friend a given ticket went to (their ticket's holder), while their profile exists. */
async function recipientName(given: TicketRecord): Promise<string | null> {
  const theirs = given.transferredToId ? await getTicket(given.transferredToId) : undefined;
  const profile = theirs && hasHolder(theirs) ? await getProfile(theirs.sub) : undefined;
  return profile?.fullName || null;
}

/**
 * The answer for a ticket that is no longer valid: a used one is refused; a
 * given one is refused with where it went (409: it is the friend's to cancel
 * now); a cancelled one is answered with its refund as it stands — a refund
 * not yet through is attempted again (the gateway refunds an intent at most once).
 */
async function notValid(ticket: TicketRecord): Promise<CancelTicketResponse> {
  if (ticket.status === 'used') throw badRequest(USED_TICKET_NOT_CANCELLABLE);
  if (ticket.status === 'transferred') throw new HttpError(409, transferredTicketNotCancellable(await recipientName(ticket)));
  return { ticket: toTicket({ ...ticket, refundStatus: await attemptTicketRefund(ticket.id) }) };
}

/** Cancels the caller's ticket `ticketId` (idempotent: a cancelled ticket is answered again, refunded at most once). */
export async function cancelMyTicket(caller: SessionHolder, ticketId: string): Promise<CancelTicketResponse> {
  const sub = caller.sub;
  // The holder's profile comes with the ticket: the notice's address, and whether their token still counts.
  const { ticket, profile } = await getTicketAndProfile(ticketId, sub);
  refuseEndedSession(caller, profile);
  // Someone else's ticket is "not found": its existence is nobody else's business.
  if (!ticket || ticket.sub !== sub) throw notFound(TICKET_NOT_FOUND_FOR_CANCEL);
  if (ticket.status !== 'valid') return notValid(ticket);
  const event = await getPartyEvent(ticket.eventId);
  if (!event) throw notFound(TICKET_NOT_FOUND_FOR_CANCEL);
  const now = clock.now();
  if (now.getTime() > cancelDeadline(event).getTime()) throw badRequest(CANCEL_CUTOFF_PASSED);

  const outcome = await writeCancellation({ ...ticket, sub }, event, now.toISOString());
  if (outcome.kind === 'missing') throw notFound(TICKET_NOT_FOUND_FOR_CANCEL);
  if (outcome.kind === 'notValid') return notValid(outcome.ticket);
  // An open offer of it to a friend is void now; the freed seat goes to the waitlist's first in line.
  await voidOfferOf(ticket, now.toISOString());
  // Nobody waiting and no seat held when the event was read: no offer round to run. Whoever joins
  // meanwhile is served by the next round (a visit to the event page, or the scheduled sweep).
  if (lineNeedsRound({ ...event, ticketsSold: event.ticketsSold - 1 })) await offerFreedSeatsSafely(ticket.eventId);
  const refundStatus = outcome.ticket.refundStatus ? await refundCancelledTicket(ticket.id) : null;
  // The cancelled ticket's e-mail: the refund's state is read again when it is sent.
  await queueNotice('ticketCancelled', ticket.id, profile?.email ?? null);
  return { ticket: toTicket({ ...outcome.ticket, refundStatus }, event) };
}

/**
 * Each valid ticket's deadlines (ISO) by the given rules — cancellation, and
 * the transfer's — by ticket id, and their events as they are now (an edit
 * may have moved one since its tickets copied it), with the events of
 * `alsoEventIds` (the offers shown beside them): in one BatchGet.
 */
export async function ticketDeadlines<K extends string>(
  tickets: TicketRecord[],
  rules: Record<K, (event: PartyEvent) => Date>,
  alsoEventIds: string[] = [],
): Promise<{ deadlines: Map<string, Record<K, string>>; events: Map<string, PartyEvent> }> {
  const valid = tickets.filter((t) => t.status === 'valid');
  const events = await readEventsById([...new Set([...valid.map((t) => t.eventId), ...alsoEventIds])]);
  const deadlines = new Map<string, Record<K, string>>();
  for (const t of valid) {
    const event = events.get(t.eventId);
    if (event) deadlines.set(t.id, Object.fromEntries(Object.entries<(e: PartyEvent) => Date>(rules).map(([k, rule]) => [k, rule(event).toISOString()])) as Record<K, string>);
  }
  return { deadlines, events };
}
