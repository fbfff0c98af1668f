/**
 * Create Event (docs/spec/leader-admin-side.md §5): a role holder of their own organization
 * creates an active event for THAT organization (never one named in the
 * body). The API re-checks every field (the route's schema) and refuses a
 * date already past in the chapter's school time zone. The platform's
 * `activeEvents` counter and the chapter's `nextEvents` (My Feed) change
 * in the same transaction. An event with alcohol keeps the school's office
 * rules as they were at creation (party paperwork) and, past the registration
 * deadline, is created flagged late rather than refused. A "sales open at"
 * must fall between now and the event's start (shared/drops.ts). At a school
 * whose office approves events with alcohol, such an event is created awaiting
 * that approval (office-review.ts): not active, not listed, not in My Feed.
 */
import { randomUUID } from 'node:crypto';
import type { CreatePartyEventResponse } from '../../../../shared/api/types';
import type { Standing } from '../../../../shared/authz';
import { earliestUsToday, todayInState } from '../../../../shared/dates';
import { salesOpenRefusal } from '../../../../shared/drops';
import type { PartyEventFields } from '../../../../shared/schemas/party-events';
import { nextEventsAfter, nextEventsOp, readChapterWithSummaries, type ChapterSummaries } from '../organizations/chapter-summaries';
import { RETRY, retryOnConflict } from '../../../lib/db/optimistic';
import { createPartyEventOp, hostOf, partyEventItem, toDetail, toPartyEvent, toSummary, type NewPartyEvent } from './party-events';
import { chapterRefs } from '../references';
import { requireChapterAccess } from '../../../lib/access';
import { statDeltaOp } from '../../platform/stats';
import { chapterStatOp, eventsCreatedOp } from '../../platform/stats-breakdown';
import { chapterLabelOf } from '../../ticketing/sale-counts';
import { transactWrite } from '../../../lib/db/table';
import { writeFailure } from '../../../lib/db/write-failure';
import { badRequest, notFound } from '../../../lib/errors';
import { ORGANIZATION_NOT_FOUND, PAST_DATE } from './messages';
import { defaultTicketCodes } from '../../../../shared/live-ticket';
import { officePaperwork, schoolRulesOrDefaults } from './office-rules';
import { needsApproval } from '../../../../shared/event-review';
import { submittedAuditOp, submittedReview } from './office-review';
import { queueReviewNotice } from './review-notice';
import { guestCapRefusal } from './guest-cap';

/**
 * Creates the event for the creator's own organization (the wrapper has
 * checked `standing` against the rule of `createEvent`); answers it as the
 * detail page shows it.
 */
export async function createPartyEvent(sub: string, standing: Standing, input: PartyEventFields, now: Date): Promise<CreatePartyEventResponse> {
  const chapterId = standing.chapterId ?? '';
  requireChapterAccess('createEvent', standing, chapterId);
  const read = await readChapterWithSummaries(chapterId);
  if (!read) throw notFound(ORGANIZATION_NOT_FOUND);
  const { chapter } = read;
  // Only an event with alcohol is the Greek-life office's business.
  const rules = input.alcoholAllowed ? await schoolRulesOrDefaults(chapter.schoolId) : undefined;
  if (input.date < todayInState(chapter.state, now)) throw badRequest(PAST_DATE, [{ path: 'date', message: PAST_DATE }]);
  const salesOpen = salesOpenRefusal({ ...input, state: chapter.state }, now);
  if (salesOpen) throw badRequest(salesOpen, [{ path: 'salesOpenAt', message: salesOpen }]);
  const overCap = await guestCapRefusal(chapterId, rules, input.maxAttendees);
  if (overCap) throw badRequest(overCap, [{ path: 'maxAttendees', message: overCap }]);

  const event: NewPartyEvent = {
    id: randomUUID(),
    ...hostOf(chapter),
    // The schema's fields exactly: it drops anything else the body held.
    ...input,
    ticketCodes: input.ticketCodes ?? defaultTicketCodes(input.priceCents),
    ...officePaperwork(input, chapter.state, rules, now),
    // At a school whose office approves events with alcohol: submitted, seen only by the chapter until approved.
    ...(needsApproval(input, rules) ? { status: 'inReview' as const, review: submittedReview(sub, now) } : { status: 'active' as const }),
    createdBy: sub,
    createdAt: now.toISOString(),
  };
  await storeNewPartyEvent(event, read.summaries, now);
  if (event.review) await queueReviewNotice(event.id, event.review);
  return { event: toDetail(toPartyEvent(partyEventItem(event))) };
}

/**
 * Writes a new event with the platform's and the Stats tab's counters, in
 * one transaction with one update of its chapter: its `nextEvents` (My Feed),
 * guarded by the version read, and its reference version, so an admin
 * deleting the chapter meanwhile is refused rather than orphaning the event.
 * Also used by the Generate Sample Events data tool.
 */
export async function storeNewPartyEvent(event: NewPartyEvent, read: ChapterSummaries, now: Date): Promise<void> {
  let summaries = read;
  await retryOnConflict(async (attempt) => {
    if (attempt > 1) {
      const fresh = await readChapterWithSummaries(event.chapterId);
      // The chapter was deleted since it was read.
      if (!fresh) throw notFound(ORGANIZATION_NOT_FOUND);
      summaries = fresh.summaries;
    }
    // An event awaiting the office's approval is neither counted active nor in My Feed until approved (office-review.ts).
    const listed = event.status === 'active';
    const add = listed ? { add: toSummary(toPartyEvent(partyEventItem(event))) } : {};
    const nextEvents = await nextEventsAfter(event.chapterId, summaries.nextEvents, add, earliestUsToday(now));
    try {
      await transactWrite([
        createPartyEventOp(event),
        ...(listed ? [statDeltaOp('activeEvents', 1)] : [submittedAuditOp(event, now)]),
        chapterRefs.bumpWith(nextEventsOp(event.chapterId, summaries.version, nextEvents)),
        eventsCreatedOp(event.createdAt, 1),
        chapterStatOp(chapterLabelOf(event), { events: 1 }),
      ]);
      return true;
    } catch (error) {
      if (writeFailure(error, ['event', 'stats', 'chapter'] as const)?.failed.has('chapter')) return RETRY;
      throw error;
    }
  });
}

