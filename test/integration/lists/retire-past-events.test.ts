/**
 * The retire sweep, between midnight in New York and midnight in Honolulu:
 * the events of the earliest US date in the states already past it leave
 * the multi-state lists (party GSI2–GSI6, Greek GSI2 and the school's GSI1), so the lists read
 * only events still ahead; the events still ahead somewhere stay; a second
 * run writes nothing; an event cancelled meanwhile is left as its cancel
 * wrote it; the admin tools' "every date" still finds retired events.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GreekEventListResponse, PartyEventListResponse, SchoolPageResponse, SchoolListResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { getItem, type Item } from '../../../functions/lib/db/table';
import { keys } from '../../../functions/domains/keys';
import { ALL_DATES } from '../../../functions/admin/data-tools/tool';
import { listActiveEventsFrom, getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { listGreekEventsFrom } from '../../../functions/domains/catalog/greek-events/greek-events';
import { cancelPartyEvent } from '../../../functions/domains/ticketing/event-cancellation/cancelled-events';
import { retirePastEvents } from '../../../functions/domains/catalog/retire-past-events';
import { SCHEDULED_TASKS } from '../../../functions/scheduled/tasks';
import { browsingSchools, greekEvent, partyEvent, writeGreekEvents, writePartyEvents, writeSchools } from '../support/fixtures';
import { newChapter } from '../party-events/fixtures';
import { callsOf, queryReadsOf } from '../../support/dynamo-calls';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';

useFreshTable();

const D0 = '2030-03-11';
const D1 = '2030-03-12';
// 03:05 on the 12th in New York, 01:05 in Wyoming; still the 11th in Alaska (23:05) and Hawaii (21:05).
const IN_BAND = new Date('2030-03-12T07:05:00.000Z');
const DEAD_PER_STATE = 12;

const realNow = clock.now;
const [hawaii, columbia, , ucla] = browsingSchools();

async function get<T>(route: 'listPartyEvents' | 'listGreekEvents' | 'getSchool' | 'listSchools', opts: { query?: Record<string, string>; params?: Record<string, string> } = {}): Promise<T> {
  const res = await invoke<T>(route, opts);
  expect(res.statusCode, res.text).toBe(200);
  return res.json;
}

/** A list request with what it read: the items shown and the items DynamoDB scanned for it. */
async function reading(run: () => Promise<{ shown: string[] }>): Promise<{ shown: string[]; scanned: number }> {
  let shown: string[] = [];
  const { scanned } = await queryReadsOf(async () => {
    ({ shown } = await run());
  });
  return { shown, scanned };
}
const partyList = (query: Record<string, string> = {}) =>
  reading(async () => ({ shown: (await get<PartyEventListResponse>('listPartyEvents', { query: { limit: '50', ...query } })).events.map((e) => e.id) }));
const greekList = () => reading(async () => ({ shown: (await get<GreekEventListResponse>('listGreekEvents', { query: { limit: '50' } })).events.map((e) => e.id) }));

const ids = (events: { id: string }[]) => events.map((e) => e.id);
const stored = (id: string): Promise<Item | undefined> => getItem(keys.partyEvent.item(id), { consistent: true });

const dead: { party: string[]; greek: string[] } = { party: [], greek: [] };
const alive: { party: string[]; sorority: string[]; greek: string[] } = { party: [], sorority: [], greek: [] };
let cancelledMeanwhile = '';

beforeAll(async () => {
  clock.now = () => IN_BAND;
  await writeSchools(browsingSchools());
  const wy = await newChapter({ type: 'fraternity', nationalKey: 'sigma-chi', letters: 'ΣΧ', name: 'Sigma Chi', state: 'WY', city: 'Laramie' });
  const ny = await newChapter({ type: 'sorority', state: 'NY', city: 'New York' });
  const ak = await newChapter({ type: 'sorority', state: 'AK', city: 'Fairbanks' });
  const hi = await newChapter({ type: 'fraternity', nationalKey: 'sigma-chi', letters: 'ΣΧ', name: 'Sigma Chi', state: 'HI', city: 'Honolulu' });
  const pad = (n: number) => String(n).padStart(2, '0');
  // Past on the 11th in Wyoming and New York, at every hour of it; and on the 10th (a run missed).
  const deadParties = [wy, ny].flatMap((c) => Array.from({ length: DEAD_PER_STATE }, (_, i) => partyEvent(c, D0, `${pad(i * 2)}:15`)));
  deadParties.push(partyEvent(ny, '2030-03-10', '20:00'));
  const cancelled = partyEvent(wy, D0, '22:00');
  cancelledMeanwhile = cancelled.id;
  const aliveParties = [partyEvent(ak, D0, '18:00'), partyEvent(hi, D0, '19:30'), partyEvent(wy, D1, '20:00'), partyEvent(ny, D1, '21:00')];
  await writePartyEvents([...deadParties, cancelled, ...aliveParties]);
  dead.party = ids(deadParties);
  alive.party = ids(aliveParties);
  alive.sorority = [aliveParties[0]!.id, aliveParties[3]!.id];

  const deadGreek = [...Array.from({ length: DEAD_PER_STATE }, (_, i) => greekEvent(columbia!, D0, `${pad(i * 2)}:00`)), greekEvent(ucla!, D0, '20:00')];
  const aliveGreek = [greekEvent(hawaii!, D0, '19:00'), greekEvent(columbia!, D1, '18:00'), greekEvent(ucla!, D1, '19:00')];
  await writeGreekEvents([...deadGreek, ...aliveGreek]);
  dead.greek = ids(deadGreek);
  alive.greek = ids(aliveGreek);
});

afterAll(() => {
  clock.now = realNow;
});

describe('the retire sweep', () => {
  it('is a scheduled task', () => {
    expect(SCHEDULED_TASKS.find((t) => t.name === 'retire-past-events')?.run).toBe(retirePastEvents);
  });

  it('before it runs, the lists read the dead events of the earliest day', async () => {
    const parties = await partyList();
    expect(parties.shown).toEqual(alive.party);
    expect(parties.scanned).toBeGreaterThan(alive.party.length + 2 * DEAD_PER_STATE - 1);
    expect((await greekList()).scanned).toBeGreaterThan(alive.greek.length + DEAD_PER_STATE - 1);
  });

  it('retires the past events, leaves those still ahead in their state, and leaves an event cancelled meanwhile as its cancel wrote it', async () => {
    // The cancel lands between the sweep's read of the band and its writes.
    const cancelled = (await getPartyEvent(cancelledMeanwhile))!;
    const name = `cancel-${randomUUID()}`;
    let cancelledAfterRead = false;
    dynamo().middlewareStack.add(
      (next, context) => async (args) => {
        const out = await next(args);
        const input = args.input as { IndexName?: string; ExpressionAttributeValues?: Record<string, unknown> };
        if (!cancelledAfterRead && context.commandName === 'QueryCommand' && input.ExpressionAttributeValues?.[':pk'] === keys.partyEvent.activeList) {
          cancelledAfterRead = true;
          expect(await cancelPartyEvent(cancelled, { by: 'test', reason: null, now: IN_BAND }, [])).toBe(true);
        }
        return out;
      },
      { step: 'initialize', name },
    );
    let result: Awaited<ReturnType<typeof retirePastEvents>>;
    try {
      result = await retirePastEvents(IN_BAND);
    } finally {
      dynamo().middlewareStack.remove(name);
    }
    expect(cancelledAfterRead).toBe(true);
    expect(result).toEqual({ partyEvents: dead.party.length, greekEvents: dead.greek.length });

    for (const id of dead.party) {
      const item = (await stored(id))!;
      for (const index of ['GSI2', 'GSI3', 'GSI4', 'GSI5', 'GSI6']) expect(String(item[`${index}SK`]), `${id} ${index}`).toMatch(/^#20/);
      expect(item.GSI1SK).toBe(`EVENT#${item.date}#${item.time}#${id}`);
    }
    for (const id of alive.party) expect(String((await stored(id))!.GSI2SK)).not.toMatch(/^#/);
    const cancelledItem = (await stored(cancelledMeanwhile))!;
    expect(cancelledItem).toMatchObject({ status: 'cancelled', GSI2PK: keys.partyEvent.cancelled().pk, GSI2SK: `${D0}#22:00#${cancelledMeanwhile}` });
    expect(cancelledItem.GSI3PK).toBeUndefined();
    expect(cancelledItem.GSI3SK).toBeUndefined();

    for (const id of dead.greek) {
      const item = (await getItem(keys.greekEvent.item(id)))!;
      expect(String(item.GSI2SK)).toMatch(/^#20/);
      expect(String(item.GSI1SK)).toMatch(/^GEVENT##20/);
    }
    for (const id of alive.greek) expect(String((await getItem(keys.greekEvent.item(id)))!.GSI2SK)).not.toMatch(/^#/);
  });

  it('writes nothing on a second run', async () => {
    let result: unknown;
    expect(await callsOf('UpdateCommand', async () => (result = await retirePastEvents(IN_BAND)))).toBe(0);
    expect(result).toEqual({ partyEvents: 0, greekEvents: 0 });
  });

  it('leaves the lists reading only the events still ahead', async () => {
    expect(await partyList()).toEqual({ shown: alive.party, scanned: alive.party.length });
    expect(await partyList({ type: 'sorority' })).toEqual({ shown: alive.sorority, scanned: alive.sorority.length });
    expect(await greekList()).toEqual({ shown: alive.greek, scanned: alive.greek.length });
  });

  it('leaves retired events to the admin tools reading every date', async () => {
    const everyParty = ids(await listActiveEventsFrom(ALL_DATES));
    expect(everyParty).toEqual(expect.arrayContaining([...dead.party, ...alive.party]));
    expect(ids(await listGreekEventsFrom(ALL_DATES))).toEqual(expect.arrayContaining([...dead.greek, ...alive.greek]));
  });

  it('cancelling a retired event moves it to the cancelled list with its dated key', async () => {
    const id = dead.party[0]!;
    const event = (await getPartyEvent(id))!;
    expect(await cancelPartyEvent(event, { by: 'test', reason: null, now: IN_BAND }, [])).toBe(true);
    const item = (await stored(id))!;
    expect(item).toMatchObject({ GSI2PK: keys.partyEvent.cancelled().pk, GSI2SK: `${event.date}#${event.time}#${id}` });
    expect(item.GSI6SK).toBeUndefined();
  });
});

describe('the school page', () => {
  it('reads no retired event of the school before its directory is cached', async () => {
    const page = await reading(async () => ({ shown: ids((await get<SchoolPageResponse>('getSchool', { params: { id: columbia!.id } })).events) }));
    expect(page).toEqual({ shown: [alive.greek[1]], scanned: 1 });
  });

  it('starts at the school own today once the directory is cached: the days past there are not read', async () => {
    await get<SchoolListResponse>('listSchools');
    const page = await reading(async () => ({ shown: ids((await get<SchoolPageResponse>('getSchool', { params: { id: columbia!.id } })).events) }));
    expect(page).toEqual({ shown: [alive.greek[1]], scanned: 1 });
  });
});
