/**
 * Ticket issuance shared by free tickets, payment confirmation and the
 * Stripe webhook: one transaction (tickets.ts) that takes the seat, then the
 * receipt mail. A paid intent that cannot buy a ticket (sold out, event gone,
 * buyer already holding one) is claimed for a refund and refunded, so money is
 * never kept without a ticket; the same intent never issues twice.
 */
import { randomUUID } from 'node:crypto';
import type { TicketResponse } from '../../shared/api/types';
import { clock } from '../lib/clock';
import { HttpError } from '../lib/errors';
import { getChapter } from '../lib/db/chapters';
import type { PartyEvent } from '../lib/db/party-events';
import { getProfile } from '../lib/db/profiles';
import { claimIntentForRefund, getTicketOfIntent, issueTicket, toTicket, type TicketEventInfo } from '../lib/db/tickets';
import { recordPurchaseRefused, recordTicketSold } from '../lib/metrics';
import { signTicketCode } from '../lib/qr';
import { EVENT_NOT_FOUND, PROFILE_NOT_FOUND, SOLD_OUT } from './messages';
import { sendReceipt } from './receipt';

/** The event details a ticket copies (letters and organization name from the event, else its chapter). */
export async function ticketEventInfo(event: PartyEvent): Promise<TicketEventInfo> {
  const e = event as PartyEvent & { letters?: string; organizationName?: string };
  let letters = e.letters;
  let organizationName = e.organizationName;
  if (letters === undefined || organizationName === undefined) {
    const chapter = await getChapter(event.chapterId);
    letters ??= chapter?.letters ?? '';
    organizationName ??= chapter?.name ?? '';
  }
  return { title: event.title, date: event.date, time: event.time, location: event.location, letters, organizationName, state: event.state };
}

export interface IssueRequest {
  event: PartyEvent;
  sub: string;
  amountCents: number;
  /** Set for paid tickets: issuance is idempotent on it. */
  paymentIntentId: string | null;
  /** Refunds an intent through the gateway (paid tickets only). */
  refund?: (intentId: string) => Promise<void>;
}

/** Refunds a paid intent that bought nothing; false when it had bought a ticket after all. */
async function refundIntent(req: IssueRequest, reason: string): Promise<boolean> {
  if (!req.paymentIntentId || !req.refund) return true;
  if (!(await claimIntentForRefund(req.paymentIntentId, { eventId: req.event.id, sub: req.sub, reason }))) return false;
  await req.refund(req.paymentIntentId);
  return true;
}

/**
 * Issues (or returns) the caller's ticket for an event. Throws 409 "Sold Out",
 * 404 "Event not found" or 404 "Profile not found" — after refunding a paid intent.
 */
export async function issueFor(req: IssueRequest): Promise<TicketResponse> {
  const [profile, eventInfo] = await Promise.all([getProfile(req.sub), ticketEventInfo(req.event)]);
  const id = randomUUID();
  const outcome = await issueTicket({
    id,
    eventId: req.event.id,
    sub: req.sub,
    holderName: profile?.fullName || null,
    qrCode: signTicketCode(id, req.event.id),
    amountCents: req.amountCents,
    paymentIntentId: req.paymentIntentId,
    purchasedAt: clock.now().toISOString(),
    event: eventInfo,
  });

  const refusal = async (status: number, message: string): Promise<TicketResponse> => {
    if (await refundIntent(req, message)) throw new HttpError(status, message);
    // The intent bought a ticket meanwhile (a concurrent confirmation won the seat).
    const ticket = await getTicketOfIntent(req.paymentIntentId!);
    if (!ticket) throw new HttpError(status, message);
    return { ticket: toTicket(ticket), created: false };
  };

  switch (outcome.kind) {
    case 'created':
      recordTicketSold(req.amountCents > 0 ? 'paid' : 'free');
      await sendReceipt(outcome.ticket, profile?.email ?? null);
      return { ticket: toTicket(outcome.ticket), created: true };
    case 'existing':
      // A second payment by someone already holding a ticket is given back.
      if (!outcome.sameIntent && req.paymentIntentId) await refundIntent(req, 'Already holding a ticket');
      return { ticket: toTicket(outcome.ticket), created: false };
    case 'refunded':
      // Claimed for a refund earlier: make sure the refund went through (idempotent), then say why.
      if (req.paymentIntentId && req.refund) await req.refund(req.paymentIntentId);
      throw new HttpError(409, outcome.reason || SOLD_OUT);
    case 'soldOut':
      recordPurchaseRefused('SoldOut');
      return refusal(409, SOLD_OUT);
    case 'inactive':
      return refusal(404, EVENT_NOT_FOUND);
    case 'noProfile':
      return refusal(404, PROFILE_NOT_FOUND);
  }
}
