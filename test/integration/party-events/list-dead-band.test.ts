/**
 * GET /party-events between midnight in New York and midnight in Honolulu,
 * when the US is on two dates at once: the earliest date is already past in
 * most states, and the list must not read their events of that day one page
 * of Query after another only to drop them. It shows the same events, in
 * the same order, in a few Queries however many of them are past, and its
 * cursors survive midnight passing between two pages. Its past events are
 * here as in the minutes after a state's midnight, before the retire sweep
 * takes them off the list (retire-past-events.test.ts): the earliest day's
 * first call reads a page's worth, expecting them gone, the next the rest
 * of the day at the share it kept.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChapterDetail, PartyEventListItem, PartyEventListResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { partyEvent, writePartyEvents } from '../support/fixtures';
import { queryReadsOf } from '../../support/dynamo-calls';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent } from './fixtures';

useFreshTable();

const D0 = '2030-03-11';
const D1 = '2030-03-12';
// 03:05 on the 12th in New York, 01:05 in Wyoming; still the 11th in Alaska (23:05) and Hawaii (21:05).
const IN_BAND = new Date('2030-03-12T07:05:00.000Z');
// 23:00 on the 11th in New York: the whole US is on the 11th.
const BEFORE_BAND = new Date('2030-03-12T03:00:00.000Z');
// 00:30 on the 12th in Honolulu: the whole US is on the 12th.
const AFTER_BAND = new Date('2030-03-12T10:30:00.000Z');
const DEAD = 80;

const realNow = clock.now;
const at = (instant: Date) => {
  clock.now = () => instant;
};

async function list(query: Record<string, string | number | undefined> = {}): Promise<PartyEventListResponse> {
  const res = await invoke<PartyEventListResponse>('listPartyEvents', { query });
  expect(res.statusCode, res.text).toBe(200);
  return res.json;
}
const ids = (events: PartyEventListItem[]) => events.map((e) => e.id);

/** A page of the list, with the Queries it took and the items they read. */
async function listReading(query: Record<string, string | number | undefined> = {}): Promise<{ page: PartyEventListResponse; queries: number; scanned: number }> {
  let page: PartyEventListResponse | undefined;
  const reads = await queryReadsOf(async () => {
    page = await list(query);
  });
  return { page: page!, ...reads };
}

/** Every event of the list, page after page of `limit`, with the number of Queries each page took. */
async function everyPage(query: Record<string, string>, limit: number): Promise<{ seen: string[]; queries: number[] }> {
  const seen: string[] = [];
  const queries: number[] = [];
  let cursor: string | undefined;
  do {
    const { page, queries: n } = await listReading({ ...query, limit, cursor });
    queries.push(n);
    seen.push(...ids(page.events));
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return { seen, queries };
}

let wy: ChapterDetail;
const e: Record<string, string> = {};
/** Wyoming's parties on the 11th, at times all over the day: past by the time the band opens. */
async function addPastParties(count: number): Promise<void> {
  const pad = (n: number) => String(n).padStart(2, '0');
  await writePartyEvents(Array.from({ length: count }, (_, i) => partyEvent(wy, D0, `${pad(i % 24)}:${pad((i * 7) % 60)}`)));
}

beforeAll(async () => {
  at(IN_BAND);
  const fraternity = { type: 'fraternity' as const, nationalKey: 'sigma-chi', letters: 'ΣΧ', name: 'Sigma Chi' };
  wy = await newChapter({ ...fraternity, state: 'WY', city: 'Laramie' });
  const ak = await newChapter({ ...fraternity, state: 'AK', city: 'Fairbanks' });
  const hi = await newChapter({ ...fraternity, state: 'HI', city: 'Honolulu' });
  await addPastParties(DEAD);
  e.akEvening = (await newEvent(ak, D0, '18:00')).id;
  e.hiEvening = (await newEvent(hi, D0, '19:30')).id;
  e.akLate = (await newEvent(ak, D0, '23:30')).id;
  e.wyNext = (await newEvent(wy, D1, '20:00')).id;
  e.hiNext = (await newEvent(hi, D1, '21:00')).id;
  e.wyLater = (await newEvent(wy, '2030-03-14', '20:00')).id;
});

afterAll(() => {
  clock.now = realNow;
});

const ALIVE = () => [e.akEvening, e.hiEvening, e.akLate, e.wyNext, e.hiNext, e.wyLater];

describe('GET /party-events while the US is on two dates', () => {
  it('shows only the events still ahead, by date then time, in three Queries: the past ones of the earliest day are never returned', async () => {
    for (const query of [{}, { type: 'fraternity' }, { national: 'sigma-chi' }]) {
      const { page, ...reads } = await listReading(query);
      expect(ids(page.events), JSON.stringify(query)).toEqual(ALIVE());
      expect(page.nextCursor).toBeNull();
      // The earliest day, filtered by DynamoDB (a page's worth, then one call reads the rest of its past events), then the days after it.
      expect(reads.queries, JSON.stringify(query)).toBe(3);
    }
    // A chapter's and a school's lists too: Wyoming's is past on the 11th, ahead from the 12th.
    for (const query of [{ org: wy.id }, { school: wy.schoolId }]) {
      const { page, ...reads } = await listReading(query);
      expect(ids(page.events), JSON.stringify(query)).toEqual([e.wyNext, e.wyLater]);
      expect(reads.queries, JSON.stringify(query)).toBe(3);
    }
  });

  it('starts a state list at that state own today, in one Query that reads what it shows', async () => {
    const wyList = await queryReadsOf(async () => expect(ids((await list({ state: 'WY' })).events)).toEqual([e.wyNext, e.wyLater]));
    expect(wyList).toEqual({ queries: 1, scanned: 2 });
    const hiList = await queryReadsOf(async () => expect(ids((await list({ state: 'HI' })).events)).toEqual([e.hiEvening, e.hiNext]));
    expect(hiList).toEqual({ queries: 1, scanned: 2 });
  });

  it('lists one day: the earliest shows only the states still on it, in two Queries', async () => {
    const earliest = await queryReadsOf(async () => expect(ids((await list({ date: D0, type: 'fraternity' })).events)).toEqual([e.akEvening, e.hiEvening, e.akLate]));
    expect(earliest.queries).toBe(2);
    expect(ids((await list({ date: D1 })).events)).toEqual([e.wyNext, e.hiNext]);
    expect((await list({ date: '2030-03-10' })).events).toEqual([]);
  });

  it('pages across the two dates: every event still ahead once, none past, in order', async () => {
    for (const query of [{}, { type: 'fraternity' }] as Record<string, string>[]) {
      const { seen, queries } = await everyPage(query, 2);
      expect(seen, JSON.stringify(query)).toEqual(ALIVE());
      expect(queries.length).toBe(3);
      for (const n of queries) expect(n).toBeLessThanOrEqual(3);
    }
  });

  it('resumes a cursor across a midnight that moved the earliest date, losing and repeating nothing', async () => {
    try {
      // Handed out on the earliest day; by the next page Hawaii has passed midnight: the 11th is past everywhere.
      const first = await list({ limit: 2 });
      expect(ids(first.events)).toEqual([e.akEvening, e.hiEvening]);
      at(AFTER_BAND);
      expect(ids((await list({ limit: 10, cursor: first.nextCursor! })).events)).toEqual([e.wyNext, e.hiNext, e.wyLater]);

      // Handed out on the later day: resumes right after it.
      at(IN_BAND);
      const onLater = await list({ limit: 4 });
      expect(ids(onLater.events)).toEqual([e.akEvening, e.hiEvening, e.akLate, e.wyNext]);
      at(AFTER_BAND);
      expect(ids((await list({ limit: 10, cursor: onLater.nextCursor! })).events)).toEqual([e.hiNext, e.wyLater]);

      // Handed out before New York's midnight, on a Wyoming party of the 11th then still ahead: on the next page it is past.
      at(BEFORE_BAND);
      const before = await list({ limit: 1 });
      expect(before.events[0]).toMatchObject({ state: 'WY', date: D0 });
      at(IN_BAND);
      const reads = await queryReadsOf(async () => expect(ids((await list({ limit: 10, cursor: before.nextCursor! })).events)).toEqual(ALIVE()));
      expect(reads.queries).toBe(3);
    } finally {
      at(IN_BAND);
    }
  });

  it('reads as before when the US is on one date', async () => {
    try {
      at(AFTER_BAND);
      const after = await queryReadsOf(async () => expect(ids((await list()).events)).toEqual([e.wyNext, e.hiNext, e.wyLater]));
      expect(after.queries).toBe(1);
      // Before New York's midnight every party of the 11th is still ahead: a full first page, from one Query.
      at(BEFORE_BAND);
      const { page, ...before } = await listReading({ type: 'fraternity' });
      expect(page.events).toHaveLength(30);
      expect(page.events.every((event) => event.date === D0)).toBe(true);
      expect(before.queries).toBe(1);
    } finally {
      at(IN_BAND);
    }
  });

  it('reads about what a page needs of the earliest day when many of its events are still ahead, not 1 MB of them', async () => {
    try {
      // 00:30 on February 1st in New York, still January 31st everywhere west of it: forty Honolulu parties that night.
      at(new Date('2030-02-01T05:30:00.000Z'));
      const honolulu = await newChapter({ state: 'HI', city: 'Honolulu' });
      const night = Array.from({ length: 40 }, (_, i) => partyEvent(honolulu, '2030-01-31', `22:${String(10 + i).padStart(2, '0')}`));
      await writePartyEvents(night);
      const dense = await listReading({ limit: 10 });
      expect(ids(dense.page.events)).toEqual(night.slice(0, 10).map((n) => n.id));
      // One call, of about a page at the share of states still on the 31st (16 × 51 / 29), not the whole night.
      expect(dense.queries).toBe(1);
      expect(dense.scanned).toBeLessThan(40);

      // A night where one party in three is still ahead (New York's are past): then as many as that share says the page needs.
      at(new Date('2030-02-16T05:30:00.000Z'));
      const newYork = await newChapter({ state: 'NY', city: 'Ithaca' });
      const mixed = Array.from({ length: 90 }, (_, i) => partyEvent(i % 3 === 2 ? honolulu : newYork, '2030-02-15', `21:${String(10 + Math.floor(i / 2)).padStart(2, '0')}`));
      await writePartyEvents(mixed);
      const third = await listReading({ limit: 10 });
      expect(ids(third.page.events)).toEqual(mixed.filter((_, i) => i % 3 === 2).slice(0, 10).map((n) => n.id));
      expect(third.queries).toBe(2);
      expect(third.scanned).toBeLessThan(90);
    } finally {
      at(IN_BAND);
    }
  });

  it('takes as many Queries with ten times the past events of the earliest day', async () => {
    const lists = [{}, { type: 'fraternity' }, { org: wy.id }, { school: wy.schoolId }];
    // One list at a time: the counter counts every Query of the client.
    const queriesOf = async () => {
      const figures: { shown: number; queries: number }[] = [];
      for (const query of lists) {
        const { page, queries } = await listReading(query);
        figures.push({ shown: page.events.length, queries });
      }
      return figures;
    };
    const before = await queriesOf();
    await addPastParties(DEAD * 9);
    const after = await queriesOf();
    expect(after).toEqual(before);
    expect(before.map((b) => b.shown)).toEqual([6, 6, 2, 2]);
  });
});
