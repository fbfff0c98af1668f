/**
 * Edit Event: a leader of the host chapter replaces the event's fields (the
 * body is Create Event's, whole). What a sale or the office already relies on
 * stays put, whichever way the request arrives:
 * - a cancelled event, or one already over, is not edited at all;
 * - once a ticket is sold, the price and the ticket code kind stay;
 * - the capacity never drops below the seats taken: the write itself is
 *   conditioned on `ticketsSold <= capacity`, so a purchase racing the edit
 *   either lands first (and the edit is decided again) or finds the new cap;
 * - the date cannot move into the past, and moving it rewrites every sort key
 *   the event is listed under (its chapter's, and the public lists' while active);
 * - an event the office approved and now edited in what the office reviews
 *   (date, time, place, size, alcohol: shared/event-edit.ts) goes back to it,
 *   in the same transaction as the edit: `inReview`/submitted, off every public
 *   list, the platform's `activeEvents` and the chapter's next events, audited
 *   (office-review.ts); the office is told once it is written. An event still
 *   awaiting the office is edited freely (that is how a returned one is fixed);
 * - its ticket holders are mailed a new date, time or place once it is
 *   written (ticketing/event-change: each holder once per edit).
 * The chapter's next events (My Feed) follow an active event's new summary in
 * the same transaction.
 */
import { earliestUsToday, todayInState } from '../../../../shared/dates';
import { salesOpenRefusal } from '../../../../shared/drops';
import { editLocks, sendsBackToReview } from '../../../../shared/event-edit';
import { needsApproval } from '../../../../shared/event-review';
import { defaultTicketCodes } from '../../../../shared/live-ticket';
import { PARTY_EVENT_FIELDS, type PartyEventFields } from '../../../../shared/schemas/party-events';
import { keys } from '../../keys';
import { withSeatShards } from '../../ticketing/issuance/seat-shards';
import { nextEventsAfter, nextEventsOp, readChapterWithSummaries } from '../organizations/chapter-summaries';
import { RETRY, retryOnConflict } from '../../../lib/db/optimistic';
import { transactWrite, type TransactOp } from '../../../lib/db/table';
import { writeFailure } from '../../../lib/db/write-failure';
import { badRequest, HttpError } from '../../../lib/errors';
import { officePaperwork, schoolRulesOrDefaults } from './office-rules';
import { guestCapRefusal } from './guest-cap';
import { readPartyEventSeats, toSummary, type PartyEvent } from './party-events';
import { resubmittedByEditAuditOp, submittedReview } from './office-review';
import { queueReviewNotice } from './review-notice';
import { queueEventChangeNotice } from '../../ticketing/event-change/queue';
import { statDeltaOp } from '../../platform/stats';
import { PAST_DATE } from './messages';

export { EDIT_CANCELLED, EDIT_OVER, PRICE_LOCKED, TICKET_CODES_LOCKED } from '../../../../shared/event-edit';
export const ALCOHOL_NEEDS_APPROVAL = "Alcohol at this school needs the Greek-life office's approval: create a new event for it";
const SALES_OPEN_REQUIRED = 'Please choose when sales open';

/** The capacity refusal: never below the seats already taken. */
export const capacityBelowSold = (sold: number) => `Max attendees cannot be less than the ${sold} tickets already sold`;

/** Refuses the edit of `event` into `next` (a 400 or 409 HttpError); the rules that need no write. */
async function refuseEdit(event: PartyEvent, next: PartyEventFields, now: Date): Promise<void> {
  const locks = editLocks(event, now);
  if (locks.event) throw new HttpError(409, locks.event);
  if (next.date < todayInState(event.state, now)) throw badRequest(PAST_DATE, [{ path: 'date', message: PAST_DATE }]);
  if (locks.price && next.priceCents !== event.priceCents) throw new HttpError(409, locks.price);
  if (locks.ticketCodes && next.ticketCodes !== codesOf(event)) throw new HttpError(409, locks.ticketCodes);
  if (next.maxAttendees < locks.minAttendees) {
    const message = capacityBelowSold(event.ticketsSold);
    throw badRequest(message, [{ path: 'maxAttendees', message }]);
  }
  refuseSalesOpenMove(event, next, now);
  if (next.alcoholAllowed && !event.alcoholAllowed && event.status === 'active' && needsApproval(next, await schoolRulesOrDefaults(event.schoolId))) {
    throw new HttpError(409, ALCOHOL_NEEDS_APPROVAL);
  }
}

/** A drop's opening moves only before it (as "sales open" does); a kept opening still has to fall before the (maybe moved) start. */
function refuseSalesOpenMove(event: PartyEvent, next: PartyEventFields, now: Date): void {
  const locked = editLocks(event, now).salesOpenAt;
  const moved = (next.salesOpenAt ?? null) !== (event.salesOpenAt ?? null);
  if (moved && locked) throw new HttpError(409, locked);
  // A line may already wait for the opening: it moves, it does not vanish.
  if (moved && !next.salesOpenAt) throw badRequest(SALES_OPEN_REQUIRED, [{ path: 'salesOpenAt', message: SALES_OPEN_REQUIRED }]);
  const refused = !locked ? salesOpenRefusal({ ...next, state: event.state }, now) : null;
  if (refused) throw badRequest(refused, [{ path: 'salesOpenAt', message: refused }]);
}

const codesOf = (event: Pick<PartyEventFields, 'ticketCodes' | 'priceCents'>) => event.ticketCodes ?? defaultTicketCodes(event.priceCents);

/**
 * The event's write: its fields, the sort keys of every list it is on, and
 * (alcohol newly allowed) the office rules it now keeps; only while it is in
 * the status, drop opening and sales it was decided on. Sent back to the
 * office: in review again, its public list keys removed.
 */
function editEventOp(event: PartyEvent, edited: PartyEvent, backToReview: boolean): TransactOp {
  // Price or code kind changed: only while nothing is sold yet, at the write too.
  const salesTerms = edited.priceCents !== event.priceCents || edited.ticketCodes !== codesOf(event);
  // The list keys it carries now (keys.ts: per status); only their sort keys depend on the date.
  const sortKeys = Object.entries(keys.partyEvent.indexed(edited) as Record<string, string | undefined>).flatMap(([name, value]) =>
    name.endsWith('SK') && value !== undefined ? [[name, value] as const] : [],
  );
  const paperwork = edited.alcoholAllowed && !event.officeRules && edited.officeRules ? { officeRules: edited.officeRules, lateRegistration: edited.lateRegistration } : {};
  const review = backToReview ? { status: edited.status, review: edited.review } : {};
  // Every list key but its chapter's (GSI1) goes with the event's return to review.
  const removed = backToReview ? Object.keys(keys.partyEvent.indexed(event)).filter((name) => !name.startsWith('GSI1')) : [];
  const fields = [...PARTY_EVENT_FIELDS.map((name) => [name, edited[name] ?? null] as const), ...Object.entries(paperwork), ...Object.entries(review), ...sortKeys];
  const names = Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name]));
  const values = Object.fromEntries(fields.map(([, value], i) => [`:f${i}`, value]));
  return {
    Update: {
      Key: keys.partyEvent.item(event.id),
      UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :f${i}`).join(', ')}${removed.length ? ` REMOVE ${removed.join(', ')}` : ''}`,
      ConditionExpression:
        '#status = :status AND (attribute_not_exists(ticketsSold) OR ticketsSold <= :capacity) AND (attribute_not_exists(#salesOpenAt) OR #salesOpenAt = :salesOpenAt)' +
        (salesTerms ? ' AND (attribute_not_exists(ticketsSold) OR ticketsSold = :zero)' : '') +
        (backToReview ? ' AND #review.#state = :approved' : ''),
      ExpressionAttributeNames: { ...names, '#status': 'status', '#salesOpenAt': 'salesOpenAt', ...(backToReview ? { '#review': 'review', '#state': 'state' } : {}) },
      ExpressionAttributeValues: {
        ...values,
        ':status': event.status,
        ':capacity': edited.maxAttendees,
        ':salesOpenAt': event.salesOpenAt ?? null,
        ...(salesTerms ? { ':zero': 0 } : {}),
        ...(backToReview ? { ':approved': 'approved' } : {}),
      },
    },
  };
}

/**
 * Edits the event as `sub`; the event as its page now shows it, or undefined
 * when it does not exist. `check` runs on every read of it (the caller's access).
 */
export async function editPartyEvent(
  sub: string,
  eventId: string,
  input: PartyEventFields,
  now: Date,
  check: (event: PartyEvent) => void | Promise<void>,
): Promise<PartyEvent | undefined> {
  const result = await retryOnConflict<{ before: PartyEvent; edited: PartyEvent; backToReview: boolean } | undefined>(async () => {
    // The event item's own count (seats leased to its shards included): what the capacity guard compares with.
    const { event, shards } = await readPartyEventSeats(eventId, { consistent: true });
    if (!event) return undefined;
    await check(event);
    const next: PartyEventFields = { ...input, ticketCodes: input.ticketCodes ?? codesOf({ ...input, ticketCodes: undefined }) };
    await refuseEdit(event, next, now);
    const rules = next.alcoholAllowed && !event.officeRules ? await schoolRulesOrDefaults(event.schoolId) : undefined;
    // The member-to-guest cap, as at creation, on a capacity raised (a capacity kept stands, as created).
    if (next.alcoholAllowed && next.maxAttendees > event.maxAttendees) {
      const overCap = await guestCapRefusal(event.chapterId, event.officeRules ?? rules, next.maxAttendees);
      if (overCap) throw badRequest(overCap, [{ path: 'maxAttendees', message: overCap }]);
    }
    const backToReview = sendsBackToReview(event, next);
    const edited: PartyEvent = {
      ...event,
      ...next,
      ...officePaperwork(next, event.state, rules, now),
      ...(backToReview ? { status: 'inReview' as const, review: submittedReview(sub, now) } : {}),
    };
    const ops = [editEventOp(event, edited, backToReview)];
    if (backToReview) ops.push(statDeltaOp('activeEvents', -1), resubmittedByEditAuditOp(event, sub, now));
    if (event.status === 'active') {
      // My Feed shows its chapter's next events with their date, place and price: the edited summary replaces the old one (or leaves, back in review).
      const change = backToReview ? { removeId: event.id } : { add: toSummary(edited) };
      const read = await readChapterWithSummaries(event.chapterId);
      if (read) ops.push(nextEventsOp(event.chapterId, read.summaries.version, await nextEventsAfter(event.chapterId, read.summaries.nextEvents, change, earliestUsToday(now))));
    }
    try {
      await transactWrite(ops);
      return { before: event, edited: withSeatShards(edited, shards), backToReview };
    } catch (error) {
      // A sale, a cancellation, a moved opening or a feed change landed meanwhile: decide again on what is stored now.
      if (writeFailure(error)) return RETRY;
      throw error;
    }
  });
  // The office hears of it once it is written (as of a new submission).
  if (result?.backToReview && result.edited.review) await queueReviewNotice(result.edited.id, result.edited.review);
  // Its ticket holders hear of a new date, time or place (each once, by e-mail).
  if (result) await queueEventChangeNotice(eventId, result.before, result.edited);
  return result?.edited;
}
