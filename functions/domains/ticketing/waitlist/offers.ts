/**
 * The waitlist's offer step: gives every free seat of an event
 * to the first in line, in order — a free event's ticket is issued at once
 * through the ticket issuance (one ticket per person, capacity), a paid
 * event's seat is held for the person for `OFFER_HOLD_HOURS`. Call
 * `offerFreedSeats(eventId)` after anything that frees a seat has committed
 * (a cancellation, a raised capacity, an expired hold) — in a function that
 * holds the ticket key (ticket-key-holders.ts); the others hand the round
 * over instead (hand-over.ts) and never import this file. It is idempotent:
 * each seat is taken under the capacity condition and each place in line is
 * served once (its guard is deleted in the same transaction), so a retry or
 * a concurrent second call never offers one seat twice; one round runs at a
 * time per event (waitlist-lease.ts), and a round asked for while one runs
 * is run by it, so no freed seat is left behind.
 */
import { randomUUID } from 'node:crypto';
import { tooYoungFor } from '../../../../shared/age';
import { venueInstant } from '../../../../shared/dates';
import { clock } from '../../../lib/clock';
import type { PartyEvent } from '../../catalog/party-events/party-events';
import { chapterLabelOf } from '../sale-counts';
import { readPurchaseState, type PurchaseState } from '../issuance/purchase-state';
import { writeTicket } from '../issuance/ticket-issuance';
import { liveCodesOf, newTicketRecord } from '../tickets';
import { firstInLine, readEventNow, removeFromLine } from './line';
import type { LineEntry } from './entry';
import { holdSeat, holdsOfEvent, newHold, releaseHold } from './holds';
import { handOverRound, releaseRound, requestRound } from './lease';
import { logger } from '../../../lib/logger';
import { recordTicketSold } from '../../../lib/metrics';
import { signTicketCode } from '../door/qr';
import { ticketEventInfo } from '../issuance/issue';
import { queueReceipt } from '../receipts/queue-receipt';
import { queueWaitlistNotice } from './notice';

/** How long a paid offer holds its seat. */
export const OFFER_HOLD_HOURS = 2;

/** Refused writes one round tolerates (others served the same person meanwhile) before leaving the rest to the next round. */
const MAX_RACES = 50;

/** Places in line read at once. */
const LINE_PAGE = 25;

type Outcome = 'given' | 'passed' | 'raced';

/** The mails of one round, sent together once its seats are given (nothing waits on the queue between seats). */
type Mail = () => Promise<void>;

/** True while the event's line may still get seats: active, line open, not started. */
export function offersOpen(event: PartyEvent | undefined, now: Date): event is PartyEvent {
  if (!event || event.status !== 'active' || event.waitlistClosed === true) return false;
  return venueInstant(event.date, event.time, event.state).getTime() > now.getTime();
}

/** Why the first in line cannot take a seat (they hold a ticket already, their account is gone, too young): passed over. */
function cannotTake(state: PurchaseState, event: PartyEvent): boolean {
  return Boolean(state.held) || !state.profile || tooYoungFor(event.ageLimit, state.profile.dateOfBirth, event);
}

/** A free event: the ticket, issued in the transaction that takes the person out of the line. */
async function issueTo(event: PartyEvent, entry: LineEntry, state: PurchaseState, now: Date, mails: Mail[]): Promise<Outcome> {
  const id = randomUUID();
  const ticket = {
    ...newTicketRecord({
      id,
      eventId: event.id,
      sub: entry.sub,
      holderName: state.profile?.fullName || null,
      qrCode: signTicketCode(id, event.id),
      ...liveCodesOf(event),
      amountPaidCents: 0,
      paymentIntentId: null,
      purchasedAt: now.toISOString(),
      event: ticketEventInfo(event),
    }),
    fromWaitlist: true,
  };
  const ageChecked = event.ageLimit !== 'none' ? { dateOfBirth: state.profile?.dateOfBirth ?? null } : undefined;
  if (!(await writeTicket(ticket, chapterLabelOf(event), ageChecked, { kind: 'waitlist', entry }))) return 'raced';
  recordTicketSold('free');
  const email = state.profile?.email || null;
  mails.push(
    () => queueReceipt(ticket.id, email),
    () => queueWaitlistNotice({ waitlistNotice: 'issued', eventId: event.id, title: event.title, date: event.date, time: event.time, state: event.state, expiresAt: null }, email),
  );
  return 'given';
}

/** A paid event: the seat held for the person, who buys it through the usual payment. */
async function holdFor(event: PartyEvent, entry: LineEntry, state: PurchaseState, now: Date, mails: Mail[]): Promise<Outcome> {
  const hold = newHold(event, entry, now.toISOString(), new Date(now.getTime() + OFFER_HOLD_HOURS * 3_600_000).toISOString());
  if (!(await holdSeat(entry, hold))) return 'raced';
  const { title, date, time, state: venueState } = event;
  mails.push(() => queueWaitlistNotice({ waitlistNotice: 'held', eventId: event.id, title, date, time, state: venueState, expiresAt: hold.expiresAt }, state.profile?.email || null));
  return 'given';
}

/** Offers one free seat of `event` (as last read) to `entry`, the first in line. */
async function offerOne(event: PartyEvent, entry: LineEntry, now: Date, mails: Mail[]): Promise<Outcome> {
  const state = await readPurchaseState(entry.sub, event.id);
  if (cannotTake(state, event)) return (await removeFromLine(entry)) ? 'passed' : 'raced';
  return event.priceCents > 0 ? holdFor(event, entry, state, now, mails) : issueTo(event, entry, state, now, mails);
}

/** Ends the event's offers that are due: their seats go back to the line (a drop's checkout windows lapse by its own line). */
async function expireHoldsOf(eventId: string, now: Date): Promise<void> {
  const due = (await holdsOfEvent(eventId)).filter((h) => h.kind !== 'checkout' && h.expiresAt <= now.toISOString());
  for (const hold of due) await releaseHold(hold, now.toISOString());
}

/** One round: expire what is due, then give out free seats until none is left, nobody waits or `outOfTime`. */
async function runRound(eventId: string, outOfTime: () => boolean): Promise<number> {
  const now = clock.now();
  await expireHoldsOf(eventId, now);
  const mails: Mail[] = [];
  let given = 0;
  let event = await readEventNow(eventId);
  // Seats free as last read: while people wait only offers take seats (the open sale is closed), so
  // each seat given is one fewer; a refused write means the event changed: read it again.
  let free = event ? event.maxAttendees - event.ticketsSold : 0;
  let upcoming: LineEntry[] = [];
  for (let races = 0; races < MAX_RACES && free > 0 && offersOpen(event, now) && !outOfTime(); ) {
    // The head of the line, read a few at a time (as many as there are seats to give).
    if (!upcoming.length) upcoming = await firstInLine(eventId, Math.min(free, LINE_PAGE));
    const entry = upcoming.shift();
    if (!entry) break;
    const outcome = await offerOne(event, entry, now, mails);
    if (outcome === 'given') {
      given++;
      free--;
    }
    if (outcome === 'raced') {
      races++;
      upcoming = [];
      event = await readEventNow(eventId);
      free = event ? event.maxAttendees - event.ticketsSold : 0;
    }
  }
  await Promise.all(mails.map((send) => send()));
  return given;
}

/**
 * How long a request gives out seats for others (its own cancellation, a
 * page view) before leaving the rest to the next caller or the sweep: well
 * inside the API's 29 s, so the person who freed a seat is never answered
 * with a time-out because 100 others freed theirs at the same moment.
 */
export const REQUEST_ROUND_BUDGET_MS = 8_000;

/**
 * Gives the event's free seats to its line (see the top of this file), for
 * at most `budgetMs` of work (none: until done, as the sweep does); out of
 * time, the lease is handed over (due at once: the next caller or the
 * sweep runs the rest). Returns how many seats this call gave (0 when
 * another call's round runs).
 */
export async function offerFreedSeats(eventId: string, budgetMs = Number.POSITIVE_INFINITY): Promise<number> {
  const owner = randomUUID();
  // Elapsed work, not the time of day: a monotonic timer, whatever the injected clock says.
  const started = performance.now();
  const outOfTime = () => performance.now() - started >= budgetMs;
  let seen = await requestRound(eventId, owner, clock.now());
  let given = 0;
  while (seen !== undefined) {
    given += await runRound(eventId, outOfTime);
    if (outOfTime()) {
      await handOverRound(eventId, owner, clock.now());
      break;
    }
    seen = await releaseRound(eventId, owner, seen);
  }
  return given;
}

/** `offerFreedSeats` within a request's budget, where a failure must not fail the caller's own answer (the sweep and lazy touches retry it). */
export async function offerFreedSeatsSafely(eventId: string): Promise<void> {
  try {
    await offerFreedSeats(eventId, REQUEST_ROUND_BUDGET_MS);
  } catch (error) {
    logger.error('Waitlist offers not made; the scheduled sweep retries', { eventId, error });
  }
}
