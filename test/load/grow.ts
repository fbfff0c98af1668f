/**
 * The table's growth for the flat-latency figure, and the busy pages it is
 * judged on.
 *
 * `fillPages` first makes the measured school, chapter and state pages full
 * (as many upcoming events as each page shows), so that growth cannot make a
 * page longer, only the data behind it larger: a page that stays as fast
 * reads its range, one that slows down reads its partition.
 *
 * `growEvents(10)` then adds, for every stored upcoming party and Greek-life
 * event, 9 copies under new ids at the same chapter or school:
 * - on the same day and time (the upcoming data 10×: every list's first page
 *   now picks from 10× the events of its range; every school, the busy
 *   measured one too, is 10× busier);
 * - and moved whole years into the past (10× the history before every range).
 */
import { randomUUID } from 'node:crypto';
import { addCalendarDays, earliestUsToday, usToday } from '../../shared/dates';
import { greekEventItem, listGreekEventsFrom, listSchoolGreekEventsFrom } from '../../functions/domains/catalog/greek-events/greek-events';
import { queryPartyEventPage } from '../../functions/domains/catalog/party-events/list';
import { listActiveChapterEventsFrom, listActiveEventsFrom, partyEventItem } from '../../functions/domains/catalog/party-events/party-events';
import { batchPut, type Item } from '../../functions/lib/db/table';
import { EVERY_DATE } from '../../functions/domains/keys';

/** `yyyy-MM-dd` moved `years` back (29 February becomes the 28th). */
function yearsBefore(date: string, years: number): string {
  const [y, m, d] = date.split('-');
  return `${Number(y) - years}-${m}-${m === '02' && d === '29' ? '28' : d}`;
}

/** `count` copies of `events` (cycling), each on its own later day from the day after the earliest US "today". */
function spreadCopies<T extends { id: string; date: string }>(events: T[], count: number, now: Date): T[] {
  const first = addCalendarDays(earliestUsToday(now), 1);
  return Array.from({ length: count }, (_, n) => ({ ...events[n % events.length]!, id: randomUUID(), date: addCalendarDays(first, n % 60) }));
}

export interface FullPages {
  schoolId: string;
  chapterId: string;
  /** A state whose party list is measured (`?state=`). */
  state: string;
}

/** Upcoming parties added at `chapterId` (copies of its own) until it holds `count`, as many as its page shows. */
export async function fillChapterPage(chapterId: string, count: number, now = new Date()): Promise<void> {
  const parties = await listActiveChapterEventsFrom(chapterId, earliestUsToday(now), count);
  if (parties.length === 0) throw new Error(`Chapter ${chapterId} has no upcoming party to copy`);
  await batchPut(spreadCopies(parties, count - parties.length, now).map(partyEventItem));
}

/**
 * Upcoming events added at `schoolId`, `chapterId` and in `state` (copies of
 * their own; in a state with no party this day, copies of other parties
 * placed there) until each holds as many events as its page shows.
 */
export async function fillPages(
  { schoolId, chapterId, state }: FullPages,
  { schoolEvents, chapterEvents, partyPage }: { schoolEvents: number; chapterEvents: number; partyPage: number },
  now = new Date(),
): Promise<void> {
  const from = earliestUsToday(now);
  const [greek, inState, anywhere] = await Promise.all([
    listSchoolGreekEventsFrom(schoolId, from, schoolEvents),
    queryPartyEventPage({ state }, usToday(now), partyPage, undefined, () => true),
    queryPartyEventPage({}, usToday(now), 1, undefined, () => true),
  ]);
  if (greek.length === 0) throw new Error('The measured school has no upcoming event to copy');
  const stateModels = inState.events.length > 0 ? inState.events : anywhere.events.map((e) => ({ ...e, state }));
  await fillChapterPage(chapterId, chapterEvents, now);
  await batchPut([
    ...spreadCopies(greek, schoolEvents - greek.length, now).map(greekEventItem),
    ...spreadCopies(stateModels, partyPage - inState.events.length, now).map(partyEventItem),
  ]);
}

/** Adds (factor - 1) upcoming and (factor - 1) past copies of each stored upcoming event; returns how many. */
export async function growEvents(factor: number): Promise<{ added: number; upcoming: number }> {
  const [parties, greek] = await Promise.all([listActiveEventsFrom(EVERY_DATE), listGreekEventsFrom(EVERY_DATE)]);
  const items: Item[] = [];
  for (let copy = 1; copy < factor; copy++) {
    for (const e of parties) {
      items.push(partyEventItem({ ...e, id: randomUUID() }));
      items.push(partyEventItem({ ...e, id: randomUUID(), date: yearsBefore(e.date, copy) }));
    }
    for (const e of greek) {
      items.push(greekEventItem({ ...e, id: randomUUID() }));
      items.push(greekEventItem({ ...e, id: randomUUID(), date: yearsBefore(e.date, copy) }));
    }
  }
  await batchPut(items);
  return { added: items.length, upcoming: (factor - 1) * (parties.length + greek.length) };
}
