/**
 * The Greek-life office's review of a party event, as stored: the event's
 * `review` (shared/event-review.ts) and, while it awaits approval, its
 * `status = inReview`, under which it carries only its chapter's list key
 * (keys.ts: no public list, feed or search finds it, and every ticket path
 * refuses it). Each step is one conditional write with its audit entry, so
 * two office staff deciding at once settle once:
 * - approve: `inReview`/submitted → `active`/approved, and in the same
 *   transaction the public list keys, the platform's `activeEvents` and the
 *   chapter's next events (My Feed), as creation does for other events;
 * - return: submitted → returned, with the office's comment;
 * - resubmit: returned → submitted (the chapter's leaders).
 */
import type { AuditAction } from '../../../../shared/api/types';
import type { EventReview, ReviewState } from '../../../../shared/event-review';
import { earliestUsToday } from '../../../../shared/dates';
import { keys } from '../../keys';
import { auditOp } from '../../platform/audit';
import { statDeltaOp } from '../../platform/stats';
import { nextEventsAfter, nextEventsOp, readChapterWithSummaries } from '../organizations/chapter-summaries';
import { RETRY, retryOnConflict } from '../../../lib/db/optimistic';
import { transactWrite, type TransactOp } from '../../../lib/db/table';
import { writeFailure } from '../../../lib/db/write-failure';
import { getPartyEventWithSeats, partyEventKey, toSummary, type PartyEvent } from './party-events';

/** What each step moves the review from, and what the audit log calls it. */
const STEPS = {
  approve: { from: 'submitted', to: 'approved', action: 'APPROVE_EVENT' },
  return: { from: 'submitted', to: 'returned', action: 'RETURN_EVENT' },
  resubmit: { from: 'returned', to: 'submitted', action: 'RESUBMIT_EVENT' },
} as const satisfies Record<string, { from: ReviewState; to: ReviewState; action: AuditAction }>;
export type ReviewStep = keyof typeof STEPS;

/** The review a new event needing approval starts with. */
export function submittedReview(sub: string, now: Date): EventReview {
  return { state: 'submitted', comment: null, by: sub, at: now.toISOString() };
}

/** The audit entry of an event submitted to the office at its creation (in the creating transaction). */
export function submittedAuditOp(event: Pick<PartyEvent, 'id' | 'title' | 'chapterId' | 'schoolId' | 'createdBy'>, now: Date): TransactOp {
  return auditOp(
    { adminId: event.createdBy, action: 'SUBMIT_EVENT', targetType: 'party_event', targetId: event.id, details: { title: event.title, chapterId: event.chapterId, schoolId: event.schoolId } },
    now,
  );
}

/** The audit entry of an approved event its chapter edited in what the office reviewed: submitted again, by the edit. */
export function resubmittedByEditAuditOp(event: Pick<PartyEvent, 'id' | 'title' | 'chapterId' | 'schoolId'>, sub: string, now: Date): TransactOp {
  return auditOp(
    { adminId: sub, action: 'SUBMIT_EVENT', targetType: 'party_event', targetId: event.id, details: { title: event.title, chapterId: event.chapterId, schoolId: event.schoolId, resubmittedBy: 'edit' } },
    now,
  );
}

/** The review step's own write on the event: only while it is in review, in the state the step starts from. */
function reviewOp(event: PartyEvent, review: EventReview, from: ReviewState, publish: boolean): TransactOp {
  const listed: Record<string, string | undefined> = publish ? keys.partyEvent.indexed({ ...event, status: 'active' }) : {};
  const listKeys = Object.entries(listed).flatMap(([name, value]) => (value === undefined || name.startsWith('GSI1') ? [] : [[name, value] as const]));
  const sets = ['review = :review', ...(publish ? ['#status = :active'] : []), ...listKeys.map(([name]) => `${name} = :${name}`)];
  return {
    Update: {
      Key: partyEventKey(event.id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: '#status = :inReview AND review.#state = :from',
      ExpressionAttributeNames: { '#status': 'status', '#state': 'state' },
      ExpressionAttributeValues: {
        ':review': review,
        ':inReview': 'inReview',
        ':from': from,
        ...(publish ? { ':active': 'active' } : {}),
        ...Object.fromEntries(listKeys.map(([name, value]) => [`:${name}`, value])),
      },
    },
  };
}

/** The event as a step leaves it. */
const after = (event: PartyEvent, review: EventReview): PartyEvent => ({ ...event, review, ...(review.state === 'approved' ? { status: 'active' as const } : {}) });

/**
 * Moves the event's review one step; the event as it now stands, or
 * `'conflict'` when it is not (or no longer) in the state the step starts
 * from (another decision landed first). `check` runs on every read of the
 * event (the caller's access and the step's own rules).
 */
export async function moveReview(
  eventId: string,
  step: ReviewStep,
  who: { sub: string; comment?: string | null },
  now: Date,
  check: (event: PartyEvent) => void,
): Promise<PartyEvent | 'conflict' | undefined> {
  const { from, to, action } = STEPS[step];
  return retryOnConflict<PartyEvent | 'conflict' | undefined>(async () => {
    const event = await getPartyEventWithSeats(eventId, { consistent: true });
    if (!event) return undefined;
    check(event);
    if (event.status !== 'inReview' || event.review?.state !== from) return 'conflict';
    const review: EventReview = { state: to, comment: who.comment ?? null, by: who.sub, at: now.toISOString() };
    const audit = auditOp(
      { adminId: who.sub, action, targetType: 'party_event', targetId: event.id, details: { title: event.title, chapterId: event.chapterId, schoolId: event.schoolId, comment: review.comment } },
      now,
    );
    const publish = to === 'approved';
    const ops = [reviewOp(event, review, from, publish), audit];
    if (publish) {
      // Listed from now on: counted among the active events and in its chapter's next events (My Feed), as a new event is.
      const read = await readChapterWithSummaries(event.chapterId);
      const next = read ? await nextEventsAfter(event.chapterId, read.summaries.nextEvents, { add: toSummary(after(event, review)) }, earliestUsToday(now)) : null;
      ops.push(statDeltaOp('activeEvents', 1), ...(read && next ? [nextEventsOp(event.chapterId, read.summaries.version, next)] : []));
    }
    try {
      await transactWrite(ops);
      return after(event, review);
    } catch (error) {
      const failed = writeFailure(error, publish ? (['event', 'audit', 'stats', 'chapter'] as const) : (['event', 'audit'] as const))?.failed;
      // The event or its chapter's next events moved on meanwhile: read again (a decision that landed first is then seen).
      if (failed?.has('chapter') || failed?.has('event')) return RETRY;
      throw error;
    }
  });
}
