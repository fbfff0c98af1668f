/**
 * Ticket issuance, for free tickets, payment confirmation and the Stripe
 * webhook alike: read the purchase state (one read, purchase-state.ts) →
 * decide (decide-issuance.ts) → issue in one transaction
 * (ticket-issuance.ts), again from a fresh read when the transaction was
 * refused; then the receipt is queued (functions/jobs mails it). A paid
 * intent that cannot buy a ticket is given back by the payment itself
 * (payments/settle-intent.ts), so money is never kept without a ticket; the
 * same intent never issues twice.
 */
import { randomUUID } from 'node:crypto';
import type { TicketResponse } from '../../../../shared/api/types';
import { clock } from '../../../lib/clock';
import { ContentionError, MAX_WRITE_ATTEMPTS, RETRY, retryOnConflict, type Attempt } from '../../../lib/db/optimistic';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { chapterLabelOf } from '../sale-counts';
import type { SeatSource } from './seat-claim';
import { liveHoldOnly, readPurchaseState } from './purchase-state';
import { writeTicketOutcome } from './ticket-issuance';
import { pick } from '../../../lib/db/fields';
import { liveCodesOf, newTicketRecord, TICKET_EVENT_FIELDS, toTicket, type TicketEventInfo, type TicketRecord } from '../tickets';
import { HttpError } from '../../../lib/errors';
import { refuseEndedSession } from '../../../lib/auth';
import type { SessionHolder } from '../../people/session-fence';
import { recordPurchaseRefused, recordTicketSold } from '../../../lib/metrics';
import { signTicketCode } from '../door/qr';
import { SOLD_OUT, TICKETS_BUSY } from '../messages';
import { decideIssuance, SOLD_OUT_REFUSAL, type IssuanceDecision, type RefundHow, type TicketPayment } from './decide-issuance';
import { queueReceipt } from '../receipts/queue-receipt';
import { writeFailure } from '../../../lib/db/write-failure';
import { NO_DEADLINE, tryAgainLater, type TimeBudget } from '../../../lib/time-budget';

/** The event details a ticket copies, so My Tickets needs no join. */
export function ticketEventInfo(event: PartyEvent): TicketEventInfo {
  return pick(event, TICKET_EVENT_FIELDS);
}

export interface IssueRequest {
  eventId: string;
  sub: string;
  /**
   * The buyer's token session, checked against their account's "Sign out
   * everywhere" (401) on the profile the purchase reads anyway; null where
   * no token asks (the Stripe webhook) or a payment already made is
   * completed (payments/service.ts says why).
   */
  session: SessionHolder | null;
  /** Paid tickets: the succeeded intent, and how it is given back when it buys nothing. Null for a free ticket. */
  payment: (TicketPayment & { giveBack: GiveBack }) | null;
  /** The request's time left: no attempt is started that could not be answered in time. */
  budget?: TimeBudget;
}

type Issued = Exclude<IssuanceDecision, { kind: 'issue' }> | { kind: 'created'; ticket: TicketRecord; email: string | null };

/** Gives a paid intent back (`how` as decided), answering the ticket it paid for meanwhile, if any (payments/settle-intent.ts). */
export type GiveBack = (how: RefundHow, reason: string) => Promise<TicketRecord | undefined>;

/**
 * Runs the purchase's read → decide → write until it lands, after a jittered
 * back-off each time (`retryOnConflict`). A transaction that only lost to a
 * concurrent one (`TransactionConflict`) is sent again by `transactWrite`
 * itself — but an open sale's seat-shard write or lease comes back here, to
 * be decided on a fresh read (seat-shards.ts); when every attempt loses, or
 * the request's time runs short before another, the buyer is told to try
 * again (503 with Retry-After, nothing issued) rather than met with a server
 * error — and asking again with the same purchase never issues a second ticket.
 */
async function untilIssued(attempt: () => Promise<Attempt<Issued>>, budget: TimeBudget): Promise<Issued> {
  try {
    return await retryOnConflict(attempt, MAX_WRITE_ATTEMPTS, budget);
  } catch (error) {
    if (error instanceof ContentionError) throw tryAgainLater(TICKETS_BUSY);
    throw error;
  }
}

/**
 * Issues (or returns) the caller's ticket for an event. Throws the refusal
 * (404 "Event not found", 400 "This event requires payment", 409 "Sold Out",
 * 404 "Profile not found", …) — after giving a paid intent back.
 */
export async function issueTicketFor(req: IssueRequest): Promise<TicketResponse> {
  const id = randomUUID();
  let contended = false;
  // The event as last read: a ticket answered again shows its date, time and place as they are now.
  let event: PartyEvent | undefined;
  const issued = await untilIssued(async () => {
    const at = clock.now();
    const now = at.toISOString();
    const state = liveHoldOnly(await readPurchaseState(req.sub, req.eventId, req.payment?.intentId ?? null), now);
    event = state.event;
    if (req.session) refuseEndedSession(req.session, state.profile);
    const decision = decideIssuance(state, req.payment, at);
    if (decision.kind !== 'issue') return decision;
    const ticket = newTicketRecord({
      id,
      eventId: req.eventId,
      sub: req.sub,
      holderName: state.profile?.fullName || null,
      qrCode: signTicketCode(id, req.eventId),
      ...liveCodesOf(state.event!),
      amountPaidCents: req.payment?.amountCents ?? 0,
      paymentIntentId: req.payment?.intentId ?? null,
      purchasedAt: now,
      event: ticketEventInfo(state.event!),
    });
    // Refused: something changed since the read (a seat, a guard, the account). Decide again.
    const ageChecked = state.event!.ageLimit !== 'none' ? { dateOfBirth: state.profile?.dateOfBirth ?? null } : undefined;
    const source: SeatSource = state.hold ? { kind: 'hold', hold: state.hold, now } : { kind: 'open' };
    const sale = state.seats && { seats: state.seats, contended };
    const written = await writeTicketOutcome(ticket, chapterLabelOf(state.event!), ageChecked, source, sale).catch((error: unknown) => {
      // Lost to a concurrent write: the next attempt (after a back-off) leases seats rather than contend for the event item.
      if (writeFailure(error)?.conflict) contended = true;
      throw error;
    });
    if (written === 'issued') return { kind: 'created', ticket, email: state.profile?.email ?? null };
    // The seat's own guard found the event full: Sold Out without a second read (most of a hot drop's buyers).
    return written === 'soldOut' ? SOLD_OUT_REFUSAL : RETRY;
  }, req.budget ?? NO_DEADLINE);

  let answered: TicketRecord | undefined;
  switch (issued.kind) {
    case 'created':
      recordTicketSold(issued.ticket.amountPaidCents > 0 ? 'paid' : 'free');
      await queueReceipt(issued.ticket.id, issued.email);
      answered = issued.ticket;
      break;
    case 'existing':
      // A second payment by someone already holding a ticket is given back.
      if (issued.refundReason) await req.payment?.giveBack('claim', issued.refundReason);
      answered = issued.ticket;
      break;
    case 'refuse':
      if (issued.message === SOLD_OUT) recordPurchaseRefused('SoldOut');
      answered = await req.payment?.giveBack(issued.refund, issued.message);
      if (!answered) throw new HttpError(issued.status, issued.message);
  }
  return { ticket: toTicket(answered, answered.status === 'valid' ? event : undefined), created: issued.kind === 'created' };
}
