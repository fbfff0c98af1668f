/**
 * The in-Lambda copies of reference data (schools, national organizations)
 * against DynamoDB Local: how stale they may get (never longer than the 30 s
 * the list answers advertise), how many table reads they save, and what is
 * never cached (events and their counters). Time is moved with the
 * injectable clock; the table calls are counted on the handlers' client.
 */
import '../../support/emulators.setup';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DirectoryResponse,
  GreekEventListResponse,
  NationalChoicesResponse,
  NationalPageResponse,
  SchoolListResponse,
  SchoolPageResponse,
} from '../../../shared/api/types';
import { REFERENCE_DATA_TTL_MS } from '../../../functions/lib/cache-policy';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { clock } from '../../../functions/lib/clock';
import { getNational, putNationals } from '../../../functions/domains/catalog/organizations/nationals';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { greekEvent, pickSchools, writeGreekEvents, writeSchools } from '../support/fixtures';

useFreshTable();

let now = Date.parse('2026-03-10T16:00:00Z');
const advance = (ms: number) => {
  now += ms;
};
const [columbia, alabama, ucla, hawaii] = pickSchools(
  'Columbia University',
  'University of Alabama',
  'University of California, Los Angeles',
  'University of Hawaii at Manoa',
);

/** Names of the DynamoDB reads (the test's own writes aside) sent from now on. */
function tableCalls(): () => string[] {
  const send = vi.spyOn(dynamo(), 'send');
  return () => send.mock.calls.map(([command]) => command.constructor.name).filter((name) => name === 'QueryCommand' || name === 'GetCommand');
}

beforeAll(async () => {
  await writeSchools([columbia!, alabama!]);
  expect((await invoke('populateOrganizations')).statusCode).toBe(200);
});

beforeEach(() => {
  vi.spyOn(clock, 'now').mockImplementation(() => new Date(now));
  // Every test starts with this instance's copies expired.
  advance(REFERENCE_DATA_TTL_MS);
});
afterEach(() => vi.restoreAllMocks());

const schoolNames = async () => (await invoke<SchoolListResponse>('listSchools')).json.schools.map((s) => s.name);

describe('schools', () => {
  it('serves the list from one table read for 30 s; a school added meanwhile shows once they are over', async () => {
    const calls = tableCalls();
    expect(await schoolNames()).toEqual(['Columbia University', 'University of Alabama']);
    expect(calls()).toEqual(['QueryCommand']);

    await writeSchools([ucla!]); // an admin, through another Lambda
    advance(REFERENCE_DATA_TTL_MS - 1);
    expect(await schoolNames()).toEqual(['Columbia University', 'University of Alabama']);
    expect(calls()).toHaveLength(1);

    advance(1);
    expect(await schoolNames()).toEqual(['Columbia University', 'University of Alabama', 'University of California, Los Angeles']);
    expect(calls()).toEqual(['QueryCommand', 'QueryCommand']);
  });

  it('reads only its events for a school page while the list is fresh, and still finds a school the list has not seen', async () => {
    await schoolNames();
    await writeSchools([hawaii!]);
    await writeGreekEvents([greekEvent(columbia!, '2026-03-12', '18:00', { title: 'Greek Sing' })]);
    const calls = tableCalls();

    const page = await invoke<SchoolPageResponse>('getSchool', { params: { id: columbia!.id } });
    expect(page.statusCode).toBe(200);
    expect(page.json.school).toEqual({ ...expectedSchool(columbia!), emailDomains: columbia!.emailDomains });
    expect(page.json.events.map((e) => e.title)).toEqual(['Greek Sing']);
    expect(calls()).toEqual(['QueryCommand']);

    const fresh = await invoke<SchoolPageResponse>('getSchool', { params: { id: hawaii!.id } });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json.school.name).toBe('University of Hawaii at Manoa');
    expect((await invoke('getSchool', { params: { id: '7c9e6679-7425-40de-944b-e07fc1f90ae7' } })).statusCode).toBe(404);
  });

  it('never caches events: one added shows on the next read of the school page and of /events', async () => {
    await schoolNames();
    await invoke<SchoolPageResponse>('getSchool', { params: { id: alabama!.id } });
    await invoke<GreekEventListResponse>('listGreekEvents');
    await writeGreekEvents([greekEvent(alabama!, '2026-03-11', '19:00', { title: 'Bid Day', goingCount: 7 })]);

    const page = await invoke<SchoolPageResponse>('getSchool', { params: { id: alabama!.id } });
    expect(page.json.events.map((e) => e.title)).toContain('Bid Day');
    const list = await invoke<GreekEventListResponse>('listGreekEvents');
    expect(list.json.events.find((e) => e.title === 'Bid Day')?.goingCount).toBe(7);
  });
});

describe('national organizations', () => {
  it('serves the directory from one table read for 30 s, and national pages take the national from it', async () => {
    const calls = tableCalls();
    const directory = (await invoke<DirectoryResponse>('listOrganizations')).json.organizations;
    expect(directory).toHaveLength(110);
    expect(calls()).toEqual(['QueryCommand']);

    const national = directory.find((n) => n.schoolCount > 0)!;
    const page = await invoke<NationalPageResponse>('getNational', { params: { key: national.key } });
    expect(page.json.organization).toEqual(national);
    expect(page.json.chapters).toHaveLength(national.schoolCount);
    // Its chapters and its photos only: the national came from the directory.
    expect(calls()).toHaveLength(3);

    advance(REFERENCE_DATA_TTL_MS - 1);
    await invoke<DirectoryResponse>('listOrganizations');
    expect(calls()).toHaveLength(3);
    advance(1);
    await invoke<DirectoryResponse>('listOrganizations');
    expect(calls()).toHaveLength(4);
  });

  it('opens a national by letters or name in as many table reads as by key, and answers shared letters with no read', async () => {
    const calls = tableCalls();
    const readsOf = async (key: string) => {
      const before = calls().length;
      const res = await invoke<NationalPageResponse>('getNational', { params: { key } });
      return { res, reads: calls().length - before };
    };
    const byKey = await readsOf('alpha-chi-omega');
    expect([byKey.res.statusCode, byKey.reads]).toEqual([200, 3]);
    for (const input of ['ΑΧΩ', 'αχω', 'AXO', 'A X O', 'alpha chi omega', 'Alpha Chi Omega']) {
      const { res, reads } = await readsOf(input);
      expect(res.json, input).toEqual(byKey.res.json);
      expect(reads, input).toBe(byKey.reads);
    }

    const before = calls().length;
    const shared = await invoke<NationalChoicesResponse>('getNational', { params: { key: 'ΚΑ' } });
    expect(shared.json).toEqual({
      choices: [
        { key: 'kappa-alpha-order', letters: 'ΚΑ', name: 'Kappa Alpha Order', type: 'fraternity' },
        { key: 'kappa-alpha-society', letters: 'ΚΑ', name: 'Kappa Alpha Society', type: 'fraternity' },
      ],
    });
    const unknown = await invoke('getNational', { params: { key: 'ΩΩΩ' } });
    expect([unknown.statusCode, unknown.json]).toEqual([404, { message: 'Organization not found' }]);
    expect(calls().length).toBe(before);
  });

  it('shows a change to a national within 30 s, and a national the directory has not seen right away', async () => {
    const directory = (await invoke<DirectoryResponse>('listOrganizations')).json.organizations;
    const national = directory[0]!;
    const renamed = { ...(await getNational(national.key))!, description: 'Updated by an admin' };
    const added = { ...renamed, key: 'zeta-test-omega', name: 'Zeta Test Omega' };
    await putNationals([renamed, added]);

    const newcomer = await invoke<NationalPageResponse>('getNational', { params: { key: added.key } });
    expect(newcomer.statusCode).toBe(200);
    expect(newcomer.json.organization.name).toBe('Zeta Test Omega');

    advance(REFERENCE_DATA_TTL_MS);
    const after = await invoke<DirectoryResponse>('listOrganizations');
    expect(after.json.organizations.find((n) => n.key === national.key)?.description).toBe('Updated by an admin');
    const page = await invoke<NationalPageResponse>('getNational', { params: { key: national.key } });
    expect(page.json.organization.description).toBe('Updated by an admin');
  });
});

function expectedSchool(s: NonNullable<typeof columbia>) {
  return { id: s.id, name: s.name, city: s.city, state: s.state, website: s.website, logoUrl: null };
}
