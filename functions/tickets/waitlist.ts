/**
 * Joining and leaving a sold-out event's waitlist, and the
 * viewer's place in line. Refused: an event that is not sold out, one the
 * student holds a ticket for, one that has started, a cancelled one, a
 * closed line. Touching the line also runs the offer step when a seat is
 * waiting for it (lazy expiry of held offers): this function holds the
 * ticket key, so it may issue a free event's ticket in the round.
 */
import type { WaitlistOffer, WaitlistResponse } from '../../shared/api/types';
import { WAITLIST_ALREADY_OFFERED, WAITLIST_CLOSED, WAITLIST_EVENT_CANCELLED, WAITLIST_EVENT_STARTED, WAITLIST_NOT_SOLD_OUT } from '../../shared/waitlist';
import { venueInstant } from '../../shared/dates';
import { salesOpenInstant } from '../../shared/drops';
import { dropPlaceOf, waitlistJoinedAtOf } from '../domains/ticketing/drop/line';
import { clock } from '../lib/clock';
import { RETRY, retryOnConflict } from '../lib/db/optimistic';
import { joinLine, readWaitlistState, removeFromLine, type WaitlistState } from '../domains/ticketing/waitlist/line';
import type { SeatHold } from '../domains/ticketing/waitlist/holds';
import { HttpError, notFound } from '../lib/errors';
import { refuseEndedSession } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { ALREADY_HOLDING, EVENT_NOT_FOUND, PROFILE_NOT_FOUND } from '../domains/ticketing/messages';
import { offerFreedSeatsSafely } from '../domains/ticketing/waitlist/offers';
import { lineNeedsRound, viewerWaitlistOf } from '../domains/ticketing/waitlist/viewer';
import { AWAITING_APPROVAL } from '../../shared/event-review';

function refusal(state: WaitlistState, now: Date): HttpError | undefined {
  const { event } = state;
  if (!event) return notFound(EVENT_NOT_FOUND);
  if (state.hasProfile === false) return notFound(PROFILE_NOT_FOUND);
  if (event.status === 'cancelled') return new HttpError(409, WAITLIST_EVENT_CANCELLED);
  if (event.status === 'inReview') return new HttpError(409, AWAITING_APPROVAL);
  if (venueInstant(event.date, event.time, event.state).getTime() <= now.getTime()) return new HttpError(409, WAITLIST_EVENT_STARTED);
  if (state.ticket) return new HttpError(409, ALREADY_HOLDING);
  if (event.waitlistClosed === true) return new HttpError(409, WAITLIST_CLOSED);
  return undefined;
}

/** When the caller joins: now, or for one who stood in the event's drop, the date that keeps the order they stood in. */
async function joinedAtFor(read: WaitlistState, sub: string, now: Date): Promise<string> {
  const opens = read.event && salesOpenInstant(read.event);
  const place = opens ? await dropPlaceOf(read.event!.id, sub) : undefined;
  return opens && place !== undefined ? waitlistJoinedAtOf(opens, place) : now.toISOString();
}

/** Reads the state after a lazy offer round when the line may have something to give out. */
async function touchedState(eventId: string, sub: string): Promise<WaitlistState> {
  const state = await readWaitlistState(eventId, sub);
  if (!state.event || !lineNeedsRound(state.event)) return state;
  await offerFreedSeatsSafely(eventId);
  return readWaitlistState(eventId, sub);
}

/** Puts the caller at the end of the line (idempotent: a second join answers their place). */
export async function joinWaitlist(caller: SessionHolder, eventId: string): Promise<WaitlistResponse> {
  const now = clock.now();
  const sub = caller.sub;
  let entry = { eventId, sub, joinedAt: now.toISOString() };
  const outcome = await retryOnConflict<WaitlistState>(async () => {
    const read = await touchedState(eventId, sub);
    entry = { ...entry, joinedAt: await joinedAtFor(read, sub, now) };
    refuseEndedSession(caller, read.profile);
    const refused = refusal(read, now);
    if (refused) throw refused;
    if (read.entry) return read;
    if (read.hold && read.hold.expiresAt > now.toISOString()) throw new HttpError(409, WAITLIST_ALREADY_OFFERED);
    const event = read.event!;
    if (event.ticketsSold < event.maxAttendees && (event.waitlistCount ?? 0) === 0) throw new HttpError(409, WAITLIST_NOT_SOLD_OUT);
    // Refused: a seat freed, the event changed, or a second join landed first. Decide again.
    if (!(await joinLine(entry, event.seatShards === true))) return RETRY;
    // The state the join left, from the one it was decided on (no second read).
    return { ...read, entry, event: { ...event, waitlistCount: (event.waitlistCount ?? 0) + 1 } };
  });
  const view = await viewerWaitlistOf(outcome, now);
  // Others who joined between the read and the join are counted in the place, not in the count read.
  return { waitlist: { ...view, length: Math.max(view.length, view.position ?? 0) } };
}

/** Takes the caller out of the line (idempotent: not in line answers as is). */
export async function leaveWaitlist(caller: SessionHolder, eventId: string): Promise<WaitlistResponse> {
  const sub = caller.sub;
  const read = await readWaitlistState(eventId, sub);
  refuseEndedSession(caller, read.profile);
  if (!read.event) throw notFound(EVENT_NOT_FOUND);
  // False: served or taken out meanwhile; the state read next says how it stands.
  if (read.entry) await removeFromLine(read.entry);
  return { waitlist: await viewerWaitlistOf(await readWaitlistState(eventId, sub), clock.now()) };
}

/** The seats held for the person (My Tickets' notice, from `offersAndProfileOf`), live ones only, soonest expiry first. */
/** The event details a waitlist offer shows (My Tickets shows the event's current ones). */
export const WAITLIST_OFFER_EVENT_FIELDS = ['title', 'date', 'time', 'location'] as const;

export function liveOffers(held: readonly SeatHold[]): WaitlistOffer[] {
  const now = clock.now().toISOString();
  return held
    .filter((h) => h.expiresAt > now)
    .sort((a, b) => a.expiresAt.localeCompare(b.expiresAt))
    .map(({ eventId, title, date, time, location, priceCents, expiresAt }) => ({ eventId, title, date, time, location, priceCents, expiresAt }));
}
