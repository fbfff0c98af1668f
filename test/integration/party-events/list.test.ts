/**
 * GET /party-events: only active events dated today or later in their own
 * school's time zone, by date then time, filtered on the server, paged with
 * an opaque cursor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartyEventListItem, PartyEventListResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { INVALID_CURSOR } from '../../../functions/domains/catalog/party-events/messages';
import { queryReadsOf as readsOf } from '../../support/dynamo-calls';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent } from './fixtures';

useFreshTable();

// 08:00 UTC on June 1st: still May 31st in Hawaii, already June 1st in Alabama.
const NOW = new Date('2030-06-01T08:00:00.000Z');
const realNow = clock.now;

async function list(query: Record<string, string | number | undefined> = {}): Promise<PartyEventListResponse> {
  const res = await invoke<PartyEventListResponse>('listPartyEvents', { query });
  expect(res.statusCode, res.text).toBe(200);
  return res.json;
}
const ids = (events: PartyEventListItem[]) => events.map((e) => e.id);

let al: Awaited<ReturnType<typeof newChapter>>;
let alFrat: Awaited<ReturnType<typeof newChapter>>;
let hi: Awaited<ReturnType<typeof newChapter>>;
const e: Record<string, string> = {};

beforeAll(async () => {
  clock.now = () => NOW;
  al = await newChapter({ state: 'AL' });
  alFrat = await newChapter({ state: 'AL', schoolId: al.schoolId, schoolName: al.schoolName, nationalKey: 'sigma-chi', letters: 'ΣΧ', name: 'Sigma Chi', type: 'fraternity' });
  hi = await newChapter({ state: 'HI', city: 'Honolulu' });
  e.alYesterday = (await newEvent(al, '2030-05-31', '21:00')).id;
  e.hiYesterdayUtc = (await newEvent(hi, '2030-05-31', '20:00')).id; // still today in Hawaii
  e.alLate = (await newEvent(al, '2030-06-01', '22:00')).id;
  e.alEarly = (await newEvent(al, '2030-06-01', '19:00')).id;
  e.frat = (await newEvent(alFrat, '2030-06-02', '20:00')).id;
  e.cancelled = (await newEvent(al, '2030-06-03', '20:00', { status: 'cancelled' })).id;
  e.later = (await newEvent(al, '2030-07-01', '20:00')).id;
});

afterAll(() => {
  clock.now = realNow;
});

describe('GET /party-events', () => {
  it('lists active events from today in each school own zone, by date then time, with the joined fields', async () => {
    const { events, nextCursor } = await list();
    expect(ids(events)).toEqual([e.hiYesterdayUtc, e.alEarly, e.alLate, e.frat, e.later]);
    expect(nextCursor).toBeNull();
    expect(events[1]).toMatchObject({ letters: al.letters, organizationName: al.name, organizationType: 'sorority', schoolName: al.schoolName, state: 'AL', ticketsSold: 0 });
  });

  it('filters by state, school, organization, national, type and date on the server', async () => {
    expect(ids((await list({ state: 'HI' })).events)).toEqual([e.hiYesterdayUtc]);
    expect(ids((await list({ school: al.schoolId })).events)).toEqual([e.alEarly, e.alLate, e.frat, e.later]);
    expect(ids((await list({ school: al.schoolId, org: al.id })).events)).toEqual([e.alEarly, e.alLate, e.later]);
    expect(ids((await list({ national: 'sigma-chi' })).events)).toEqual([e.frat]);
    expect(ids((await list({ type: 'fraternity' })).events)).toEqual([e.frat]);
    expect(ids((await list({ date: '2030-06-01' })).events)).toEqual([e.alEarly, e.alLate]);
    expect(ids((await list({ date: '2030-05-31' })).events)).toEqual([e.hiYesterdayUtc]);
    expect((await list({ date: '2030-05-01' })).events).toEqual([]);
  });

  it('reads only the events of the filter it keys on: a filtered list is an index partition, not a filter over every event', async () => {
    const read = await readsOf(() => list({ state: 'HI' }));
    expect(read).toEqual({ queries: 1, scanned: 1 });
    // Keyed on the school; the type is the one filter DynamoDB still applies, within that school only.
    const schoolAndType = await readsOf(() => list({ school: al.schoolId, type: 'fraternity' }));
    expect(schoolAndType.scanned).toBeLessThanOrEqual(5); // the school's active events from yesterday on
    for (const query of [{ type: 'fraternity' }, { national: 'sigma-chi' }, { school: al.schoolId }]) {
      const { events } = await list(query);
      const reads = await readsOf(() => list(query));
      // Each scanned event is shown, but for those already past in their school's zone.
      expect(reads.scanned - events.length, JSON.stringify(query)).toBeLessThanOrEqual(1);
    }
  });

  it('pages with an opaque cursor until the last page, also with filters', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await list({ limit: 2, cursor });
      seen.push(...ids(page.events));
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(seen).toEqual([e.hiYesterdayUtc, e.alEarly, e.alLate, e.frat, e.later]);
    expect(pages).toBe(3);

    const first = await list({ school: al.schoolId, limit: 3 });
    expect(ids(first.events)).toEqual([e.alEarly, e.alLate, e.frat]);
    const second = await list({ school: al.schoolId, limit: 3, cursor: first.nextCursor! });
    expect(ids(second.events)).toEqual([e.later]);
    expect(second.nextCursor).toBeNull();

    const org = await list({ org: al.id, limit: 1 });
    expect(ids(org.events)).toEqual([e.alEarly]);
    expect(ids((await list({ org: al.id, limit: 5, cursor: org.nextCursor! })).events)).toEqual([e.alLate, e.later]);
  });

  it('refuses a forged cursor, an altered one, or one of another list, with 400', async () => {
    const forged = Buffer.from(JSON.stringify({ PK: 'USER#x', SK: 'PROFILE', GSI2PK: 'USER#x', GSI2SK: 'a' })).toString('base64url');
    const res = await invoke('listPartyEvents', { query: { cursor: forged } });
    expect(res.statusCode).toBe(400);
    expect(res.json).toMatchObject({ message: INVALID_CURSOR });
    const activeCursor = (await list({ limit: 1 })).nextCursor!;
    const [payload, mac] = activeCursor.split('.') as [string, string];
    // The right partition, a sort key before the query's range: DynamoDB would refuse it (a 500 before cursors were signed).
    const key = JSON.parse(Buffer.from(payload, 'base64url').toString());
    const outOfRange = Buffer.from(JSON.stringify({ ...key, GSI2SK: '0000-01-01#00:00#x' })).toString('base64url');
    for (const query of [
      { org: al.id, cursor: activeCursor },
      { date: '2030-07-01', cursor: activeCursor },
      { cursor: `${outOfRange}.${mac}` },
      { cursor: outOfRange },
      { cursor: `${payload}.${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}` },
      { cursor: 'not base64 json' },
    ]) {
      const refused = await invoke('listPartyEvents', { query });
      expect(refused.statusCode, JSON.stringify(query)).toBe(400);
      expect(refused.json).toMatchObject({ message: INVALID_CURSOR });
    }
  });

  it('resumes a cursor handed out before midnight at the start of the new day', async () => {
    const first = await list({ limit: 1 });
    expect(ids(first.events)).toEqual([e.hiYesterdayUtc]);
    // Two days on, everything the cursor pointed past is gone from the range: the list starts over.
    clock.now = () => new Date('2030-06-02T12:00:00.000Z');
    try {
      expect(ids((await list({ limit: 5, cursor: first.nextCursor! })).events)).toEqual([e.frat, e.later]);
    } finally {
      clock.now = () => NOW;
    }
  });
});
