/**
 * The population function against DynamoDB Local: exact counts, and exactly
 * once under 10 concurrent calls, with nothing duplicated.
 */
import '../../support/emulators.setup';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DirectoryResponse, NationalPageResponse, PopulateResponse } from '../../../shared/api/types';
import { listChaptersOfSchool } from '../../../functions/domains/catalog/organizations/chapters';
import { CATALOG } from '../../../functions/domains/catalog/organizations/catalog';
import { placeChapters } from '../../../functions/domains/catalog/organizations/placement';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { pickSchools, writeSchools } from '../support/fixtures';

useFreshTable();

const schools = pickSchools(
  'University of Texas at Austin',
  'Rice University',
  'The Ohio State University',
  'University of Hawaii at Manoa',
  'Syracuse University',
  'Auburn University',
);
const expected = placeChapters(schools, CATALOG);

describe('populateOrganizations', () => {
  beforeAll(async () => {
    await writeSchools(schools);
  });

  it('starts with an empty directory', async () => {
    const res = await invoke<DirectoryResponse>('listOrganizations');
    expect(res.json.organizations).toEqual([]);
  });

  it('creates everything exactly once under 10 concurrent calls', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => invoke<PopulateResponse>('populateOrganizations')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.json.created)).toHaveLength(1);
    const counts = { organizations: 110, chapters: expected.chapters.length, schools: 6 };
    for (const a of answers) expect(a.json).toMatchObject(counts);

    const directory = await invoke<DirectoryResponse>('listOrganizations');
    expect(directory.json.organizations).toHaveLength(110);
    expect(new Set(directory.json.organizations.map((o) => o.key)).size).toBe(110);
    expect(directory.json.organizations.reduce((sum, o) => sum + o.schoolCount, 0)).toBe(expected.chapters.length);

    let chapterTotal = 0;
    for (const school of schools) {
      const chapters = await listChaptersOfSchool(school.id);
      expect(chapters.length).toBeGreaterThanOrEqual(8);
      expect(chapters.length).toBeLessThanOrEqual(25);
      expect(new Set(chapters.map((c) => c.nationalKey)).size).toBe(chapters.length);
      expect(chapters.some((c) => c.type === 'fraternity') && chapters.some((c) => c.type === 'sorority')).toBe(true);
      chapterTotal += chapters.length;
    }
    expect(chapterTotal).toBe(expected.chapters.length);
  });

  it('changes nothing once organizations exist, and reports the counts', async () => {
    const before = await invoke<NationalPageResponse>('getNational', { params: { key: expected.nationals.find((n) => n.schoolCount > 0)!.key } });
    const again = await invoke<PopulateResponse>('populateOrganizations');
    expect(again.statusCode).toBe(200);
    expect(again.json).toEqual({ created: false, organizations: 110, chapters: expected.chapters.length, schools: 6 });
    const after = await invoke<NationalPageResponse>('getNational', { params: { key: before.json.organization.key } });
    expect(after.json).toEqual(before.json);
  });
});
