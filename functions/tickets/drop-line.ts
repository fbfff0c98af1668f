/**
 * A drop's line for the buyer: joining it (once per account, from 15
 * minutes before sales open) and where they stand. Each ask also moves the
 * line along when its tick is due (ticketing/drop/admission.ts), and gives a
 * place to a member who has none once the line is drawn.
 */
import type { DropLineResponse } from '../../shared/api/types';
import { beforeSalesOpen, lineOpen, LINE_NOT_OPEN, salesOpenInstant } from '../../shared/drops';
import { WAITLIST_EVENT_CANCELLED, WAITLIST_EVENT_STARTED } from '../../shared/waitlist';
import { venueInstant } from '../../shared/dates';
import { clock } from '../lib/clock';
import { logger } from '../lib/logger';
import { ContentionError } from '../lib/db/optimistic';
import { tryAgainLater } from '../lib/time-budget';
import { HttpError, notFound } from '../lib/errors';
import { refuseEndedSession } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { ALREADY_HOLDING, EVENT_NOT_FOUND, PROFILE_NOT_FOUND } from '../domains/ticketing/messages';
import { drawNumber, putMember, readLine, type DropMember, type LineRead } from '../domains/ticketing/drop/line';
import { runTick, tickDue } from '../domains/ticketing/drop/admission';
import { putPlacedMember, takeLatePlace } from '../domains/ticketing/drop/draw';
import { dropLineView } from '../domains/ticketing/drop/view';
import type { PartyEvent } from '../domains/catalog/party-events/party-events';
import { AWAITING_APPROVAL } from '../../shared/event-review';

export const NO_LINE = 'This event has no line: its tickets are on sale';
export const LINE_BUSY = 'So many people are in line right now: asking again in a moment';

/** The event of a line, or the refusal every ask of the line shares. */
function eventWithLine(read: LineRead): PartyEvent {
  if (!read.event) throw notFound(EVENT_NOT_FOUND);
  if (!read.event.salesOpenAt) throw new HttpError(409, NO_LINE);
  return read.event;
}

/** How long an ask waits for a draw that another ask is making, before answering without a place (the page asks again). */
const DRAW_WAIT_MS = 3_000;
const DRAW_LOOK_MS = 100;

/** The line once drawn (another ask is drawing it), or as it stands after `DRAW_WAIT_MS`. */
async function afterDraw(eventId: string, sub: string, read: LineRead): Promise<LineRead> {
  // Elapsed time, not the time of day: the clock may be fixed.
  const started = performance.now();
  let fresh = read;
  while (!fresh.state.drawnAt && performance.now() - started < DRAW_WAIT_MS) {
    await new Promise((resolve) => setTimeout(resolve, DRAW_LOOK_MS));
    fresh = await readLine(eventId, sub);
  }
  return fresh;
}

/**
 * Runs the line's tick for everyone in it: its failure is not this buyer's
 * answer (its lease lapses and the next ask runs it again). False when no
 * tick ran.
 */
async function tickSafely(eventId: string, now: Date): Promise<boolean> {
  try {
    return await runTick(eventId, now);
  } catch (error) {
    logger.error('A drop line tick failed; the next ask after its lease runs it again', { eventId, error });
    return false;
  }
}

/** The buyer's own writes and reads, contended past their retries (a rush): 503 with Retry-After, asked again by the page. */
async function busyAsUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ContentionError || (error instanceof Error && /Throttl|ProvisionedThroughputExceeded|RequestLimitExceeded/.test(error.name))) throw tryAgainLater(LINE_BUSY);
    throw error;
  }
}

/** Moves the line along when due, and places the member once drawn; the line as it then stands. */
async function settled(eventId: string, sub: string, read: LineRead, now: Date): Promise<LineRead> {
  let fresh = read;
  const opens = read.event && salesOpenInstant(read.event);
  const opened = opens !== null && opens !== undefined && now >= opens;
  if (opened && tickDue(read.state, now) && (await tickSafely(eventId, now))) fresh = await readLine(eventId, sub);
  if (opened && fresh.member && fresh.member.place === undefined && !fresh.state.drawnAt) fresh = await afterDraw(eventId, sub, fresh);
  if (fresh.member && fresh.member.place === undefined && fresh.state.drawnAt) {
    const place = await takeLatePlace(fresh.member);
    fresh = { ...fresh, member: { ...fresh.member, place } };
  }
  return fresh;
}

/** Puts the joiner in line, placed at once when the line is drawn; undefined when they were in it already. */
async function putJoiner(member: DropMember, drawn: boolean): Promise<DropMember | undefined> {
  if (member.draw !== undefined || !drawn) return (await putMember(member)) ? member : undefined;
  const place = await putPlacedMember(member);
  return place === undefined ? undefined : { ...member, place };
}

/** Joins the line (idempotent: a second join answers where the caller stands). */
export async function joinDropLine(caller: SessionHolder, eventId: string): Promise<DropLineResponse> {
  return busyAsUnavailable(() => join(caller, eventId));
}

async function join(caller: SessionHolder, eventId: string): Promise<DropLineResponse> {
  const now = clock.now();
  const read = await readLine(eventId, caller.sub);
  refuseEndedSession(caller, read.profile);
  // Nobody to put in line (an account deleted under a still-valid token), whatever the event.
  if (read.event && !read.profile) throw notFound(PROFILE_NOT_FOUND);
  const event = eventWithLine(read);
  if (event.status === 'cancelled') throw new HttpError(409, WAITLIST_EVENT_CANCELLED);
  if (event.status === 'inReview') throw new HttpError(409, AWAITING_APPROVAL);
  if (venueInstant(event.date, event.time, event.state).getTime() <= now.getTime()) throw new HttpError(409, WAITLIST_EVENT_STARTED);
  if (read.ticket) throw new HttpError(409, ALREADY_HOLDING);
  if (!lineOpen(event, now)) throw new HttpError(409, LINE_NOT_OPEN);
  let joined = read;
  if (!read.member) {
    // Before the opening: a number for the draw. After the draw: the next place, in arrival order.
    const member: DropMember = { eventId, sub: caller.sub, joinedAt: now.toISOString(), status: 'waiting', ...(beforeSalesOpen(event, now) ? { draw: drawNumber() } : {}) };
    const stored = await putJoiner(member, read.state.drawnAt !== undefined);
    // Undefined: a concurrent join of theirs landed first; read where they stand.
    joined = stored ? { ...read, member: stored } : await readLine(eventId, caller.sub);
  }
  return answer(caller, eventId, event, joined, now);
}

/** Where the caller stands in the line (polled by the event page). */
export async function getDropLine(caller: SessionHolder, eventId: string): Promise<DropLineResponse> {
  return busyAsUnavailable(() => standing(caller, eventId));
}

async function standing(caller: SessionHolder, eventId: string): Promise<DropLineResponse> {
  const now = clock.now();
  const read = await readLine(eventId, caller.sub);
  refuseEndedSession(caller, read.profile);
  return answer(caller, eventId, eventWithLine(read), read, now);
}

/** Where the caller stands once the line has moved along (when due) and placed them (once drawn). */
async function answer(caller: SessionHolder, eventId: string, event: PartyEvent, read: LineRead, now: Date): Promise<DropLineResponse> {
  const line = await settled(eventId, caller.sub, read, now);
  return { line: dropLineView({ ...line, event: line.event ?? event }, now) };
}
