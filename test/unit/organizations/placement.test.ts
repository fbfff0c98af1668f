import { describe, expect, it } from 'vitest';
import { CATALOG } from '../../../functions/domains/catalog/organizations/catalog';
import { chapterRange, placeChapters } from '../../../functions/domains/catalog/organizations/placement';
import { demoSchools } from '../../../infra/seed/schools';

const schools = demoSchools();

describe('chapter placement', () => {
  const placement = placeChapters(schools, CATALOG);

  it('is reproducible: the same schools give the same chapters with the same ids', () => {
    const again = placeChapters([...schools].reverse(), CATALOG);
    expect(again.chapters.map((c) => c.id).sort()).toEqual(placement.chapters.map((c) => c.id).sort());
  });

  it('gives every school 8–25 chapters in its size range, with at least three of each type', () => {
    for (const school of schools) {
      const here = placement.chapters.filter((c) => c.schoolId === school.id);
      const [min, max] = chapterRange(school);
      expect(here.length).toBeGreaterThanOrEqual(Math.max(8, min));
      expect(here.length).toBeLessThanOrEqual(Math.min(25, max));
      expect(here.filter((c) => c.type === 'fraternity').length).toBeGreaterThanOrEqual(3);
      expect(here.filter((c) => c.type === 'sorority').length).toBeGreaterThanOrEqual(3);
      expect(new Set(here.map((c) => c.nationalKey)).size).toBe(here.length);
    }
  });

  it('gives large public research universities more chapters than small private ones', () => {
    const avg = (pred: (s: (typeof schools)[number]) => boolean) => {
      const ids = new Set(schools.filter(pred).map((s) => s.id));
      return placement.chapters.filter((c) => ids.has(c.schoolId)).length / ids.size;
    };
    expect(avg((s) => s.control === 'public' && s.research === 'R1')).toBeGreaterThan(avg((s) => s.control === 'private' && s.research === 'R2') + 5);
  });

  it('makes NIC fraternities and NPC sororities common and NPHC/NMGC organizations rarer', () => {
    const perOrg = (umbrella: string) => {
      const orgs = CATALOG.filter((c) => (c.umbrella ?? 'none') === umbrella);
      const keys = new Set(orgs.map((o) => o.key));
      return placement.chapters.filter((c) => keys.has(c.nationalKey)).length / orgs.length;
    };
    expect(perOrg('NPC')).toBeGreaterThan(perOrg('NPHC'));
    expect(perOrg('NIC')).toBeGreaterThan(perOrg('NMGC'));
    expect(perOrg('NPHC')).toBeGreaterThan(0);
  });

  it('stores on each national its school count and its sorted states', () => {
    for (const national of placement.nationals) {
      const chapters = placement.chapters.filter((c) => c.nationalKey === national.key);
      expect(national.schoolCount).toBe(chapters.length);
      expect(national.states).toEqual([...new Set(chapters.map((c) => c.state))].sort());
    }
    expect(placement.nationals).toHaveLength(110);
  });

  it('describes every national in its own words, with its founding facts', () => {
    const acacia = CATALOG.find((c) => c.key === 'acacia')!;
    expect(acacia.description).toContain('founded in 1904 at University of Michigan');
    expect(acacia.council).toBe('Interfraternity Council');
    for (const n of CATALOG) expect(n.description.length).toBeGreaterThan(60);
    expect(new Set(CATALOG.map((c) => c.key)).size).toBe(CATALOG.length);
  });
});
