/**
 * Names sort as people read them ("University of Alabama" before "…at
 * Birmingham"), and states by name, never by abbreviation (Idaho before
 * Iowa): the schools list, the directory's states, a
 * national's chapters.
 */
import '../../support/emulators.setup';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryResponse, NationalPageResponse, SchoolListResponse } from '../../../shared/api/types';
import { stateName } from '../../../shared/states';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { pickSchools, writeSchools } from '../support/fixtures';

useFreshTable();

const schools = pickSchools(
  'University of Arkansas at Little Rock',
  'University of Alabama in Huntsville',
  'University of Iowa',
  'University of Alabama at Birmingham',
  'University of Arkansas',
  'University of Idaho',
  'University of Alabama',
);

beforeAll(async () => {
  await writeSchools(schools);
  expect((await invoke('populateOrganizations')).statusCode).toBe(200);
});

describe('reading order', () => {
  it('lists a shorter school name before its longer variants', async () => {
    const res = await invoke<SchoolListResponse>('listSchools');
    expect(res.json.schools.map((s) => s.name)).toEqual([
      'University of Alabama',
      'University of Alabama at Birmingham',
      'University of Alabama in Huntsville',
      'University of Arkansas',
      'University of Arkansas at Little Rock',
      'University of Idaho',
      'University of Iowa',
    ]);
  });

  it("lists an organization's states by name: Idaho before Iowa", async () => {
    const { organizations } = (await invoke<DirectoryResponse>('listOrganizations')).json;
    const both = organizations.find((o) => o.states.includes('ID') && o.states.includes('IA'));
    expect(both, 'an organization with chapters in Idaho and Iowa').toBeDefined();
    expect(both!.states.indexOf('ID')).toBeLessThan(both!.states.indexOf('IA'));
    for (const o of organizations) {
      const names = o.states.map(stateName);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    }
  });

  it("lists a national's chapters by state name, then school as read", async () => {
    const { organizations } = (await invoke<DirectoryResponse>('listOrganizations')).json;
    const busiest = [...organizations].sort((a, b) => b.schoolCount - a.schoolCount)[0]!;
    const { chapters } = (await invoke<NationalPageResponse>('getNational', { params: { key: busiest.key } })).json;
    const order = chapters.map((c) => `${stateName(c.state)} / ${c.schoolName}`);
    const expected = [...chapters]
      .sort((a, b) => stateName(a.state).localeCompare(stateName(b.state), 'en-US') || a.schoolName.localeCompare(b.schoolName, 'en-US'))
      .map((c) => `${stateName(c.state)} / ${c.schoolName}`);
    expect(order).toEqual(expected);
    const alabama = order.filter((o) => o.startsWith('Alabama / '));
    if (alabama.includes('Alabama / University of Alabama')) expect(alabama[0]).toBe('Alabama / University of Alabama');
  });
});
