/**
 * Populate Database, Redistribute and Replace Schools against DynamoDB
 * Local (a table of their own): chapters added once however often a tool
 * runs, never moved or deleted; Replace keeps the id of every school that
 * stays and every school something still refers to; the counters equal the
 * items they count after every run.
 */
import '../../../support/emulators.setup';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReplaceSchoolsPreview } from '../../../../shared/api/admin-tools-types';
import type { School } from '../../../../shared/api/types';
import { listChaptersOfSchool } from '../../../../functions/domains/catalog/organizations/chapters';
import { getSchool, listSchoolRecords, putSchools } from '../../../../functions/domains/catalog/schools/schools';
import { readStats, statDeltaOp } from '../../../../functions/domains/platform/stats';
import { transactWrite } from '../../../../functions/lib/db/table';
import { chapterRange } from '../../../../functions/domains/catalog/organizations/placement';
import { TOP_SCHOOLS, topUniversitySchools, universitySchools } from '../../../../functions/domains/catalog/schools/universities';
import { invoke } from '../../../support/invoke';
import { useFreshTable } from '../../../support/table';
import { newAdmin, type TestUser } from '../../leaders/fixtures';
import { holdDataToolJobs, runTool } from './support';

useFreshTable();
let admin: TestUser;
beforeAll(async () => {
  holdDataToolJobs();
  admin = await newAdmin();
});

const addSchool = async (name: string, state = 'AZ') => (await invoke<{ school: School }>('createSchool', { claims: admin.claims, body: { name, city: 'Tempe', state } })).json.school;
const chaptersAt = async (schoolId: string) => (await listChaptersOfSchool(schoolId)).length;
const totals = () => readStats('2031-01-01');

async function allChapters(): Promise<number> {
  const schools = await listSchoolRecords();
  return (await Promise.all(schools.map((s) => chaptersAt(s.id)))).reduce((a, b) => a + b, 0);
}

describe('Populate Database and Redistribute', () => {
  it('gives every school its common fraternities and sororities once, however often it runs', async () => {
    const [a, b] = [await addSchool('Populate College'), await addSchool('Populate Institute')];
    const first = await runTool(admin, 'populate-orgs');
    const [min, max] = chapterRange({});
    for (const school of [a, b]) {
      const chapters = await listChaptersOfSchool(school.id);
      expect(chapters.length).toBeGreaterThanOrEqual(min);
      expect(chapters.length).toBeLessThanOrEqual(max);
      expect(new Set(chapters.map((c) => c.type))).toEqual(new Set(['fraternity', 'sorority']));
    }
    expect(first.result).toMatchObject({ schools: 2, added: (await chaptersAt(a.id)) + (await chaptersAt(b.id)) });
    const again = await runTool(admin, 'populate-orgs');
    expect(again.result).toMatchObject({ added: 0, schoolsChanged: 0 });
    expect((await totals()).organizations).toBe(await allChapters());
  });

  it('Redistribute fills only schools with fewer chapters than their size calls for', async () => {
    const before = await listSchoolRecords();
    const counts = await Promise.all(before.map((s) => chaptersAt(s.id)));
    const empty = await addSchool('Redistribute University');
    const run = await runTool(admin, 'redistribute-orgs');
    expect(run.result).toMatchObject({ schoolsChanged: 1 });
    expect(await chaptersAt(empty.id)).toBeGreaterThanOrEqual(chapterRange({})[0]);
    // Schools that had theirs are as they were.
    expect(await Promise.all(before.map((s) => chaptersAt(s.id)))).toEqual(counts);
    expect((await totals()).organizations).toBe(await allChapters());
  });
});

describe('Replace Schools', () => {
  it('keeps ids of schools that stay (by id or by name), adds the rest of the top set, removes what nothing refers to, and keeps what chapters refer to', async () => {
    const top = topUniversitySchools();
    // One top school stored under its own id, one under another id with the same name and state.
    await putSchools([top[0]!]);
    await transactWrite([statDeltaOp('schools', 1)]);
    const sameName = await addSchool(top[1]!.name, top[1]!.state);
    const unused = await addSchool('Nobody Refers To Me College');
    const outside = universitySchools().find((u) => !top.some((t) => t.id === u.id))!;
    expect(outside).toBeDefined();

    const referenced = (await listSchoolRecords()).filter((s) => s.name.startsWith('Populate') || s.name.startsWith('Redistribute'));
    expect(referenced).toHaveLength(3);

    const preview = (await invoke<ReplaceSchoolsPreview>('previewReplaceSchools', { claims: admin.claims })).json;
    expect(preview).toMatchObject({ keep: 2, add: TOP_SCHOOLS - 2, remove: 1 });
    expect(preview.staying.map((s) => s.id).sort()).toEqual(referenced.map((s) => s.id).sort());

    const run = await runTool(admin, 'replace-schools');
    expect(run.result).toMatchObject({ kept: 2, added: TOP_SCHOOLS - 2, removed: 1, stayed: 3 });

    const after = await listSchoolRecords();
    expect(after).toHaveLength(TOP_SCHOOLS + 3);
    expect(await getSchool(top[0]!.id)).toBeDefined();
    expect(await getSchool(sameName.id)).toBeDefined();
    expect(await getSchool(top[1]!.id)).toBeUndefined();
    expect(await getSchool(unused.id)).toBeUndefined();
    for (const s of referenced) expect(await getSchool(s.id)).toBeDefined();
    expect((await totals()).schools).toBe(after.length);

    // Again: nothing left to change.
    expect((await runTool(admin, 'replace-schools')).result).toMatchObject({ kept: TOP_SCHOOLS, added: 0, removed: 0, stayed: 3 });
  });

  it('ranks R1 before R2 and public before private, by the documented rule', () => {
    const top = topUniversitySchools();
    expect(top).toHaveLength(TOP_SCHOOLS);
    const rank = (s: (typeof top)[number]) => (s.research === 'R1' ? 0 : 2) + (s.control === 'public' ? 0 : 1);
    for (let i = 1; i < top.length; i++) expect(rank(top[i - 1]!)).toBeLessThanOrEqual(rank(top[i]!));
    const left = universitySchools().filter((u) => !top.some((t) => t.id === u.id));
    expect(Math.min(...left.map(rank))).toBeGreaterThanOrEqual(rank(top[top.length - 1]!));
  });
});
