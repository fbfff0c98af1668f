/**
 * Delete Event (Admin) (docs/spec/leader-admin-side.md §6, §8): removes the event with its
 * tickets, reviews, RSVPs, saves (and their user-side views) and its photos
 * and videos (their files and gallery items), and a cancelled event's job
 * record; takes it off `activeEvents` (while active),
 * the Stats tab's counters and its chapter's My Feed summary, and writes
 * `DELETE_EVENT` to the audit log in the same transaction as the event's
 * deletion.
 *
 * Its waitlist is closed first (places and held offers removed, the
 * people's copies with them). Dependents are swept before the event goes (so a crash leaves the event to
 * delete again) and once more after (anything written in between: writes
 * need the event to exist, so nothing new can appear once it is gone).
 */
import type { OkResponse } from '../../../../shared/api/types';
import { earliestUsToday } from '../../../../shared/dates';
import { auditOp } from '../../platform/audit';
import { nextEventsAfter, nextEventsOp, readChapterWithSummaries, type ChapterSummaries } from '../organizations/chapter-summaries';
import { deleteCancellationJobOp } from '../../ticketing/event-cancellation/cancelled-events';
import { deleteEventDependents } from './cleanup';
import { RETRY, retryOnConflict } from '../../../lib/db/optimistic';
import { deletePartyEventOp, getPartyEvent, readPartyEventSeats, type PartyEvent } from './party-events';
import { deleteShardOp, withSeatShards, type SeatShard } from '../../ticketing/issuance/seat-shards';
import { statDeltaOp } from '../../platform/stats';
import { chapterStatOp, eventsCreatedOp } from '../../platform/stats-breakdown';
import { chapterLabelOf, ticketShardOp } from '../../ticketing/sale-counts';
import { transactWrite, type TransactOp } from '../../../lib/db/table';
import { deleteTicketsOfEvent } from '../../ticketing/ticket-cleanup';
import { closeWaitlist } from '../../ticketing/waitlist/close';
import { isConditionFailure } from '../../../lib/db/write-failure';
import { notFound } from '../../../lib/errors';
import { EVENT_NOT_FOUND } from './messages';

/** `event` as first read: the second sweep runs once it is gone. */
async function sweep(event: PartyEvent): Promise<{ tickets: number; reviews: number; rsvps: number; saves: number; media: number }> {
  const eventId = event.id;
  // Deleting an event is rare: the S3 SDK is a chunk loaded then, not at every cold start.
  const removeMedia = import('../media/remove').then(({ removeEventMedia }) => removeEventMedia(eventId));
  // Its vendors' certificates of insurance, as the event was read.
  const removeCertificates = import('./vendor-certificates').then(({ deleteVendorCertificates }) => deleteVendorCertificates(event));
  const [tickets, rest, media] = await Promise.all([deleteTicketsOfEvent(eventId), deleteEventDependents(event), removeMedia, removeCertificates]);
  return { tickets: Number(tickets ?? 0), ...rest, media };
}

/**
 * The operations removing the event as read: the event (guarded by its
 * sales being those read), the chapter summary's update (guarded by its
 * version), its place in every counter, and the audit entry.
 */
export function deleteEventOps(
  stored: PartyEvent,
  chapterOps: TransactOp[],
  removed: Record<string, number>,
  adminSub: string,
  now: Date,
  shards: SeatShard[] = [],
): TransactOp[] {
  // Its seat shards go with it, each guarded by its sales as read; what leaves the totals counts theirs (seat-shards.ts).
  const event = withSeatShards(stored, shards);
  return [
    deletePartyEventOp(stored.id, stored),
    ...shards.map((shard) => deleteShardOp(stored.id, shard)),
    ...chapterOps,
    ...(event.status === 'active' ? [statDeltaOp('activeEvents', -1)] : [deleteCancellationJobOp(event.id)]),
    ticketShardOp(event.id, -event.ticketsSold, -event.revenueCents),
    chapterStatOp(chapterLabelOf(event), { ticketsSold: -event.ticketsSold, revenueCents: -event.revenueCents, events: -1 }),
    eventsCreatedOp(event.createdAt, -1),
    auditOp(
      {
        adminId: adminSub,
        action: 'DELETE_EVENT',
        targetType: 'party_event',
        targetId: event.id,
        details: { title: event.title, chapterId: event.chapterId, date: event.date, ...removed },
      },
      now,
    ),
  ];
}

/** The chapter summary's update when it lists the event (My Feed loses it); `read` when the caller read the chapter already. */
export async function chapterSummaryOps(event: PartyEvent, now: Date, read?: ChapterSummaries): Promise<TransactOp[]> {
  const summaries = read ?? (await readChapterWithSummaries(event.chapterId))?.summaries;
  if (!summaries?.nextEvents.some((e) => e.id === event.id)) return [];
  const nextEvents = await nextEventsAfter(event.chapterId, summaries.nextEvents, { removeId: event.id }, earliestUsToday(now));
  return [nextEventsOp(event.chapterId, summaries.version, nextEvents)];
}

/** Deletes the event and everything hanging off it (the wrapper has checked the caller is an admin). */
export async function deletePartyEvent(adminSub: string, eventId: string, now: Date): Promise<OkResponse> {
  const first = await getPartyEvent(eventId);
  if (!first) throw notFound(EVENT_NOT_FOUND);
  // Its line first: every place and held offer goes (and from then on nobody joins), so nothing of it outlives the event.
  await closeWaitlist(eventId);
  const removed = await sweep(first);
  await retryOnConflict(async () => {
    // Read again: a seat sold or released since changes what leaves the totals.
    const { event, shards } = await readPartyEventSeats(eventId, { consistent: true });
    if (!event) throw notFound(EVENT_NOT_FOUND);
    try {
      await transactWrite(deleteEventOps(event, await chapterSummaryOps(event, now), removed, adminSub, now, shards));
      return true;
    } catch (error) {
      // Another admin deleted it, its sales or its chapter's summary changed, meanwhile: read again.
      if (isConditionFailure(error)) return RETRY;
      throw error;
    }
  });
  await sweep(first);
  return { ok: true };
}
