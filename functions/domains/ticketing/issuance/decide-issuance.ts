/**
 * What asking for a ticket leads to, decided from the purchase state the
 * tickets repository read (the event, the buyer's ticket for it, their
 * profile, and what the payment intent was already used for) — a pure
 * function, so every outcome is decided once, here, whether it is the first
 * look or the look after a refused transaction.
 *
 * A paid intent that cannot buy a ticket is given back: `refund` says how —
 * `direct` (it never reached issuance: no such event, the wrong amount),
 * `claim` (claimed for a refund first, so the same intent can never also
 * buy a ticket), `again` (already claimed earlier; refunding is idempotent).
 * `state.hold` is a live waitlist hold of the buyer's (the caller drops an expired one).
 */
import { ageLimitMessage, tooYoungFor } from '../../../../shared/age';
import { EVENT_CANCELLED } from '../../../../shared/event-cancellation';
import { GUEST_LIST_FROZEN, guestListFrozen } from '../../../../shared/school-rules';
import { TICKET_SALES_ENDED, isEventOver } from '../../../../shared/event-over';
import { beforeSalesOpen, JOIN_THE_LINE, SALES_NOT_OPEN } from '../../../../shared/drops';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import type { PurchaseState } from './purchase-state';
import type { TicketRecord } from '../tickets';
import {
  EVENT_NOT_FOUND,
  PAYMENT_MISMATCH,
  PRICE_CHANGED,
  PROFILE_NOT_FOUND,
  REFUND_ALREADY_HOLDING,
  REQUIRES_PAYMENT,
  SOLD_OUT,
} from '../messages';
import { AWAITING_APPROVAL } from '../../../../shared/event-review';

/** Currency of every ticket price. */
export const TICKET_CURRENCY = 'usd';

/** The payment a paid ticket is asked for with (a succeeded intent); null for a free ticket. */
export interface TicketPayment {
  intentId: string;
  amountCents: number;
  currency: string;
}

export type RefundHow = 'direct' | 'claim' | 'again';

export type IssuanceDecision =
  | { kind: 'issue' }
  /** The buyer already has this ticket; `refundReason`: a second payment to give back. */
  | { kind: 'existing'; ticket: TicketRecord; refundReason?: string }
  /** `refund`: how a paid intent is given back (a free ticket has nothing to give back). */
  | { kind: 'refuse'; status: number; message: string; refund: RefundHow };

const refuse = (status: number, message: string, refund: RefundHow): IssuanceDecision => ({ kind: 'refuse', status, message, refund });

/** Sold Out (a paid intent claimed for its refund): also what a purchase answers when its seat's guard found the event full. */
export const SOLD_OUT_REFUSAL: Extract<IssuanceDecision, { kind: 'refuse' }> = { kind: 'refuse', status: 409, message: SOLD_OUT, refund: 'claim' };

/**
 * Why `event` sells nothing more at `now` (409), or null: the party is over
 * (six hours after its start, when the door closes), or it is past the
 * Greek-life office's guest-list deadline (the list handed in is
 * final), or its sales have not opened yet (a drop). The decision and the payment's start ask the same.
 */
export function salesClosed(event: PartyEvent, now: Date): string | null {
  if (isEventOver(event, now)) return TICKET_SALES_ENDED;
  if (guestListFrozen(event, event.officeRules, now)) return GUEST_LIST_FROZEN;
  if (beforeSalesOpen(event, now)) return SALES_NOT_OPEN;
  return null;
}

/** The outcome of asking for a ticket in `state` at `now`, with `payment` (paid) or without (free). */
export function decideIssuance(state: PurchaseState, payment: TicketPayment | null, now: Date): IssuanceDecision {
  const { event, held, profile, claim } = state;
  if (!payment) {
    if (event?.status === 'cancelled') return refuse(409, EVENT_CANCELLED, 'direct');
    if (event?.status === 'inReview') return refuse(409, AWAITING_APPROVAL, 'direct');
    if (!event || event.status !== 'active') return refuse(404, EVENT_NOT_FOUND, 'direct');
    if (event.priceCents > 0) return refuse(400, REQUIRES_PAYMENT, 'direct');
  } else {
    if (!event) return refuse(404, EVENT_NOT_FOUND, 'direct');
    // Paid in another currency (a tampered client): give it back.
    if (payment.currency !== TICKET_CURRENCY) return refuse(400, PAYMENT_MISMATCH, 'direct');
    // Paid the price the buyer was shown, but the leader edited it since (the intent is made at the price of the moment): give it back.
    if (payment.amountCents !== event.priceCents) return refuse(409, PRICE_CHANGED, 'direct');
  }
  // Claimed for a refund earlier (it lost the race): make sure the refund went through, and say why.
  if (claim?.kind === 'refunded') return refuse(409, claim.reason || SOLD_OUT, 'again');
  // This very intent bought a ticket already: asking again is idempotent.
  if (claim?.kind === 'ticket' && claim.ticket) return { kind: 'existing', ticket: claim.ticket };
  if (held) return { kind: 'existing', ticket: held, ...(payment ? { refundReason: REFUND_ALREADY_HOLDING } : {}) };
  // Cancelled events: a payment that lands after the cancellation is given back.
  if (event?.status === 'cancelled') return refuse(409, EVENT_CANCELLED, 'claim');
  if (event?.status === 'inReview') return refuse(409, AWAITING_APPROVAL, 'claim');
  if (!event || event.status !== 'active') return refuse(404, EVENT_NOT_FOUND, 'claim');
  const closed = salesClosed(event, now);
  if (closed) return refuse(409, closed, 'claim');
  // Known to be too young on the event's day (a 21+ event and a date of birth saying under 21).
  if (profile && tooYoungFor(event.ageLimit, profile.dateOfBirth, event)) return refuse(403, ageLimitMessage(event.ageLimit), 'claim');
  // A drop sells only through its line: a seat is bought in the checkout window it was held for.
  if (event.salesOpenAt && !state.hold) return refuse(409, JOIN_THE_LINE, 'claim');
  // A seat freed while people wait belongs to the line; a buyer holding an offer has theirs.
  if (!state.hold && (event.ticketsSold >= event.maxAttendees || (event.waitlistCount ?? 0) > 0)) return SOLD_OUT_REFUSAL;
  if (!profile) return refuse(404, PROFILE_NOT_FOUND, 'claim');
  return { kind: 'issue' };
}
