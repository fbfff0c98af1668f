/**
 * Small summaries kept on the chapter item so My Feed reads a student's
 * followed chapters in one BatchGetItem, however many events and photos
 * they have (bounded work: Query the follows, BatchGet the chapters):
 * - `nextEvents`: the chapter's next `LIMITS.feedEvents` active party
 *   events (summaries, by date then time), changed in the transaction that
 *   creates or deletes an event, guarded by `nextEventsVersion` as read.
 *   Readers drop the days already past; when past ones leave a full list
 *   short, the next change refills it from the chapter's events.
 * - `recentMedia`: the newest photos and videos (`MediaItem`, newest first),
 *   kept by the media feature when a photo is recorded or deleted.
 */
import type { ChapterDetail, MediaItem, PartyEventSummary } from '../../../../shared/api/types';
import { LIMITS } from '../../../../shared/limits';
import { toChapterDetail } from './chapters';
import { keys, type ItemKey } from '../../keys';
import { listActiveChapterEventsFrom, toPartyEventWithSeats, toSummary, type PartyEvent } from '../party-events/party-events';
import { seatShardKeys } from '../../ticketing/issuance/seat-shards';
import { batchGetConsistent, getItem, updateItem, type Item, type TransactOp } from '../../../lib/db/table';

export interface ChapterSummaries {
  nextEvents: PartyEventSummary[];
  recentMedia: MediaItem[];
  /** `nextEventsVersion` as read (0 when absent): the guard of the next change. */
  version: number;
}

const byDate = (a: PartyEventSummary, b: PartyEventSummary) => `${a.date}#${a.time}#${a.id}`.localeCompare(`${b.date}#${b.time}#${b.id}`);

/** The summaries stored on a chapter item (absent ones are empty). */
export function summariesOf(item: Item): ChapterSummaries {
  return {
    nextEvents: Array.isArray(item.nextEvents) ? (item.nextEvents as PartyEventSummary[]) : [],
    recentMedia: Array.isArray(item.recentMedia) ? (item.recentMedia as MediaItem[]) : [],
    version: Number(item.nextEventsVersion ?? 0) || 0,
  };
}

/** A chapter with its summaries, read strongly consistent (what a guarded change starts from). */
export async function readChapterWithSummaries(chapterId: string): Promise<{ chapter: ChapterDetail; summaries: ChapterSummaries } | undefined> {
  const item = await getItem(keys.chapter.item(chapterId), { consistent: true });
  return item ? { chapter: toChapterDetail(item), summaries: summariesOf(item) } : undefined;
}

/**
 * An event and the summaries of the chapters it may belong to, in ONE
 * strongly consistent BatchGet. A leader may change only an event of a
 * chapter they lead, so their standing names the chapter before the event
 * is read; the summaries of any other chapter are not read at all. The
 * caller's `alongside` keys (an admin's grant) come back found or
 * undefined, in their order.
 */
export async function readEventWithChapterSummaries(
  eventId: string,
  chapterIds: readonly string[],
  alongside: ItemKey[] = [],
): Promise<{ event: PartyEvent | undefined; summaries: Map<string, ChapterSummaries>; alongside: (Item | undefined)[] }> {
  const ids = [...new Set(chapterIds)];
  const [event, ...rest] = await batchGetConsistent([keys.partyEvent.item(eventId), ...alongside, ...ids.map((id) => keys.chapter.item(id)), ...seatShardKeys(eventId)]);
  const chapters = rest.slice(alongside.length, alongside.length + ids.length);
  const summaries = new Map(ids.flatMap((id, i) => (chapters[i] ? [[id, summariesOf(chapters[i])] as const] : [])));
  // The event as its page shows it: its seat shards' sales counted (seat-shards.ts).
  const shards = rest.slice(alongside.length + ids.length);
  return { event: event ? toPartyEventWithSeats(event, shards) : undefined, summaries, alongside: rest.slice(0, alongside.length) };
}

/**
 * The chapter's next events after a change: `add` joins, `removeId` leaves,
 * days before `fromDate` drop out, at most `LIMITS.feedEvents`. A list that
 * was full and came out short is refilled from the chapter's events (a
 * Query; the event being removed excluded).
 */
export async function nextEventsAfter(
  chapterId: string,
  read: PartyEventSummary[],
  change: { add?: PartyEventSummary; removeId?: string },
  fromDate: string,
): Promise<PartyEventSummary[]> {
  const max = LIMITS.feedEvents;
  let list = [...read, ...(change.add ? [change.add] : [])].filter((e) => e.id !== change.removeId && e.date >= fromDate);
  if (read.length >= max && list.length < max) {
    const stored = await listActiveChapterEventsFrom(chapterId, fromDate, max + 1, (e) => e.id !== change.removeId);
    list = [...list, ...stored.map(toSummary)];
  }
  const unique = [...new Map(list.map((e) => [e.id, e])).values()];
  return unique.sort(byDate).slice(0, max);
}

/** Stores `nextEvents` on the chapter, only if no other change landed since `version` was read. */
export function nextEventsOp(chapterId: string, version: number, nextEvents: PartyEventSummary[]): TransactOp {
  return {
    Update: {
      Key: keys.chapter.item(chapterId),
      UpdateExpression: 'SET nextEvents = :events, nextEventsVersion = :next',
      ConditionExpression: 'attribute_exists(PK) AND (attribute_not_exists(nextEventsVersion) OR nextEventsVersion = :read)',
      ExpressionAttributeValues: { ':events': nextEvents, ':next': version + 1, ':read': version },
    },
  };
}

/**
 * Sets the `nextEvents` of chapters from their events, all at once (the
 * demo seed, which writes events in bulk rather than one by one).
 */
export async function storeNextEvents(events: PartyEventSummary[], fromDate: string): Promise<void> {
  const byChapter = new Map<string, PartyEventSummary[]>();
  for (const e of events) if (e.date >= fromDate) byChapter.set(e.chapterId, [...(byChapter.get(e.chapterId) ?? []), e]);
  const updates = [...byChapter].map(([chapterId, list]) => nextEventsOp(chapterId, 0, [...list].sort(byDate).slice(0, LIMITS.feedEvents)).Update!);
  for (let i = 0; i < updates.length; i += 16) await Promise.all(updates.slice(i, i + 16).map((u) => updateItem(u)));
}
