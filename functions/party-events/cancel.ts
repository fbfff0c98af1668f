/**
 * Cancelling an event: a leader of the host chapter (president
 * or media manager) or a platform admin — on sale, or awaiting the
 * Greek-life office's approval (the chapter withdraws it: nothing is sold,
 * its review ends, the office's list shows it cancelled). At once, in ONE transaction: the
 * event becomes `cancelled` and leaves every list (its sparse list keys go,
 * the `activeEvents` counter and its chapter's My Feed summary lose it), the
 * cancellation job's record is written and the audit entry (`CANCEL_EVENT`)
 * too. Then the job is queued: it cancels, refunds and e-mails the tickets
 * (functions/domains/ticketing/event-cancellation/job.ts). A second cancel answers the
 * event as it is and queues the job again (harmless: the job resumes).
 */
import { isCancellable } from '../../shared/event-cancellation';
import type { CancelPartyEventResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import type { AdminGate } from '../lib/admin-gate';
import { adminGrantKey } from '../domains/platform/admins';
import { auditOp } from '../domains/platform/audit';
import { readEventWithChapterSummaries } from '../domains/catalog/organizations/chapter-summaries';
import { asCancelled, cancelPartyEvent as writeCancellation } from '../domains/ticketing/event-cancellation/cancelled-events';
import { RETRY, retryOnConflict } from '../lib/db/optimistic';
import { getPartyEventWithSeats, toDetail, type PartyEvent } from '../domains/catalog/party-events/party-events';
import { statDeltaOp } from '../domains/platform/stats';
import { notFound } from '../lib/errors';
import { queueEventCancellation } from '../domains/ticketing/event-cancellation/queue';
import { chapterSummaryOps } from '../domains/catalog/party-events/delete';
import { EVENT_NOT_FOUND } from '../domains/catalog/party-events/messages';

/** Who asks: a leader (checked against the event's chapter here) or an admin (whose grant is read with the event). */
export type Canceller = { sub: string; standing: Standing } | { sub: string; admin: AdminGate };

/** Cancels the event (idempotent); the event as it now stands. */
export async function cancelPartyEvent(who: Canceller, eventId: string, reason: string | null, now: Date): Promise<CancelPartyEventResponse> {
  // A leader's chapters are read with the event (one BatchGet): the event's is among them, or the leader may not cancel it.
  // An admin's grant is read in the same BatchGet, and confirmed before anything else is told.
  const led = 'standing' in who ? who.standing.roles.map((r) => r.chapterId) : [];
  const first = await readEventWithChapterSummaries(eventId, led, 'admin' in who ? [adminGrantKey(who.sub)] : []);
  if ('admin' in who) who.admin.confirm(first.alongside[0]);
  let event = first.event;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if ('standing' in who) requireChapterAccess('cancelEvent', who.standing, event.chapterId);
  const cancellation = { by: who.sub, reason, now };
  const after = await retryOnConflict<PartyEvent>(async (attempt) => {
    // Read again on a retry: My Feed's summary moved on, or the event was cancelled meanwhile.
    if (attempt > 1) event = await getPartyEventWithSeats(eventId, { consistent: true });
    if (!event) throw notFound(EVENT_NOT_FOUND);
    if (!isCancellable(event)) return event;
    const audit = auditOp(
      {
        adminId: who.sub,
        action: 'CANCEL_EVENT',
        targetType: 'party_event',
        targetId: event.id,
        details: { title: event.title, chapterId: event.chapterId, date: event.date, reason, by: 'admin' in who ? 'admin' : 'leader' },
      },
      now,
    );
    const summaries = attempt > 1 ? undefined : first.summaries.get(event.chapterId);
    // An event awaiting the office was never counted active (nor in My Feed: chapterSummaryOps finds it absent).
    const counted = event.status === 'active' ? [statDeltaOp('activeEvents', -1)] : [];
    const also = [...counted, ...(await chapterSummaryOps(event, now, summaries)), audit];
    return (await writeCancellation(event, cancellation, also)) ? asCancelled(event, cancellation) : RETRY;
  });
  await queueEventCancellation(eventId);
  return { event: toDetail(after) };
}
