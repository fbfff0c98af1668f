/**
 * Delete Event (Admin) (leader side §6, §8): removes the event with its
 * tickets, reviews, RSVPs, saves (and their user-side views) and its photos
 * and videos (their files and gallery items), takes it
 * off `activeEvents` when it was active, and writes `DELETE_EVENT` to the
 * audit log in the same transaction as the event's deletion.
 *
 * Dependents are swept before the event goes (so a crash leaves the event to
 * delete again) and once more after (anything written in between: writes
 * need the event to exist, so nothing new can appear once it is gone).
 */
import type { OkResponse } from '../../shared/api/types';
import { auditOp } from '../lib/db/audit';
import { deleteEventDependents } from '../lib/db/party-event-cleanup';
import { deletePartyEventOp, getPartyEvent } from '../lib/db/party-events';
import { statDeltaOp } from '../lib/db/stats';
import { transactWrite } from '../lib/db/table';
import { nextEventsAfter, nextEventsOp, readChapterWithSummaries } from '../lib/db/chapter-summaries';
import { RETRY, retryOnConflict } from '../lib/db/optimistic';
import { earliestUsToday } from '../../shared/dates';
import { deleteTicketsOfEvent } from '../lib/db/ticket-cleanup';
import { isConditionFailure, writeFailure } from '../lib/db/write-failure';
import { notFound } from '../lib/errors';
import { removeEventMedia } from '../lib/media/remove';
import { EVENT_NOT_FOUND } from './messages';

async function sweep(eventId: string): Promise<{ tickets: number; reviews: number; rsvps: number; saves: number; media: number }> {
  const [tickets, rest, media] = await Promise.all([deleteTicketsOfEvent(eventId), deleteEventDependents(eventId), removeEventMedia(eventId)]);
  return { tickets: Number(tickets ?? 0), ...rest, media };
}

/** Deletes the event and everything hanging off it (the wrapper has checked the caller is an admin). */
export async function deletePartyEvent(adminSub: string, eventId: string, now: Date): Promise<OkResponse> {
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  const removed = await sweep(eventId);
  const audit = auditOp(
    {
      adminId: adminSub,
      action: 'DELETE_EVENT',
      targetType: 'party_event',
      targetId: eventId,
      details: { title: event.title, chapterId: event.chapterId, date: event.date, ...removed },
    },
    now,
  );
  try {
    await retryOnConflict(async () => {
      // My Feed's summary on the chapter loses the event in the same transaction, guarded by its version.
      const summaries = (await readChapterWithSummaries(event.chapterId))?.summaries;
      const listed = summaries?.nextEvents.some((e) => e.id === eventId) ? summaries : undefined;
      const chapterOps = listed
        ? [nextEventsOp(event.chapterId, listed.version, await nextEventsAfter(event.chapterId, listed.nextEvents, { removeId: eventId }, earliestUsToday(now)))]
        : [];
      try {
        await transactWrite([deletePartyEventOp(eventId), ...chapterOps, ...(event.status === 'active' ? [statDeltaOp('activeEvents', -1)] : []), audit]);
        return true;
      } catch (error) {
        if (listed && writeFailure(error, ['event', 'chapter'] as const)?.failed.has('chapter')) return RETRY;
        throw error;
      }
    });
  } catch (error) {
    // Another admin deleted it meanwhile.
    if (isConditionFailure(error)) throw notFound(EVENT_NOT_FOUND);
    throw error;
  }
  await sweep(eventId);
  return { ok: true };
}
