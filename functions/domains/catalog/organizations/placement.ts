/**
 * Places chapters at schools, deterministically (a PRNG seeded by each
 * school's id), realistically enough for a demo:
 * - 8–25 chapters per school: large public research universities the most;
 * - both types at every school (at least three of each);
 * - NIC fraternities and NPC sororities common, NPHC and NMGC less so, and
 *   each organization a little more or less widespread than its peers.
 * The same schools always give the same chapters with the same ids.
 */
import type { ChapterDetail, National } from '../../../../shared/api/types';
import type { OrganizationType } from '../../../../shared/limits';
import type { SchoolRecord } from '../schools/schools';
import { stableId } from '../../../lib/ids';
import { hashString, seededRandom, type Random } from '../../../lib/random';
import type { CatalogEntry } from './catalog';

/** Chapter id of a national at a school (stable across runs). */
export function chapterIdOf(nationalKey: string, schoolId: string): string {
  return stableId(`chapter:${nationalKey}:${schoolId}`);
}

/** How many chapters a school gets, [min, max] by size. */
export function chapterRange(school: Pick<SchoolRecord, 'control' | 'research'>): [number, number] {
  if (school.control === 'public' && school.research === 'R1') return [16, 25];
  if (school.control === 'public') return [10, 18];
  if (school.research === 'R1') return [10, 18];
  if (school.control === 'private') return [8, 13];
  return [8, 16];
}

const UMBRELLA_WEIGHT: Record<string, number> = { NIC: 3, NPC: 5, NPHC: 1, NMGC: 0.6, none: 4 };

function weightOf(entry: CatalogEntry): number {
  // ±40% per organization, fixed by its name: some nationals are simply bigger.
  const spread = 0.6 + (hashString(entry.key) % 1000) / 1250;
  return UMBRELLA_WEIGHT[entry.umbrella ?? 'none']! * spread;
}

/** Weighted sampling without replacement. */
function sample(entries: readonly CatalogEntry[], count: number, rnd: Random): CatalogEntry[] {
  const pool = entries.map((e) => ({ e, w: weightOf(e) }));
  const chosen: CatalogEntry[] = [];
  while (chosen.length < count && pool.length > 0) {
    const total = pool.reduce((s, p) => s + p.w, 0);
    let r = rnd.next() * total;
    let i = 0;
    for (; i < pool.length - 1; i++) {
      r -= pool[i]!.w;
      if (r < 0) break;
    }
    chosen.push(pool[i]!.e);
    pool.splice(i, 1);
  }
  return chosen;
}

export interface Placement {
  nationals: National[];
  chapters: ChapterDetail[];
}

/** Chapters for every school and the nationals with their school counts and states. */
export function placeChapters(schools: readonly SchoolRecord[], catalog: readonly CatalogEntry[]): Placement {
  const byType: Record<OrganizationType, CatalogEntry[]> = {
    fraternity: catalog.filter((c) => c.type === 'fraternity'),
    sorority: catalog.filter((c) => c.type === 'sorority'),
  };
  const chapters: ChapterDetail[] = [];
  for (const school of [...schools].sort((a, b) => a.id.localeCompare(b.id))) {
    const rnd = seededRandom(`placement:${school.id}`);
    const [min, max] = chapterRange(school);
    const total = rnd.int(min, max);
    const fraternities = Math.max(3, Math.min(total - 3, Math.round(total * (0.5 + rnd.next() * 0.15))));
    const picks = [
      ...sample(byType.fraternity, fraternities, rnd),
      ...sample(byType.sorority, total - fraternities, rnd),
    ];
    for (const n of picks) {
      chapters.push({
        id: chapterIdOf(n.key, school.id),
        nationalKey: n.key,
        letters: n.letters,
        name: n.name,
        type: n.type,
        schoolId: school.id,
        schoolName: school.name,
        city: school.city,
        state: school.state,
        description: n.description,
        foundedYear: n.foundedYear,
        followerCount: 0,
      });
    }
  }
  const statesOf = new Map<string, Set<string>>();
  const countOf = new Map<string, number>();
  for (const c of chapters) {
    countOf.set(c.nationalKey, (countOf.get(c.nationalKey) ?? 0) + 1);
    const states = statesOf.get(c.nationalKey) ?? new Set<string>();
    states.add(c.state);
    statesOf.set(c.nationalKey, states);
  }
  const nationals: National[] = catalog.map((n) => ({
    key: n.key,
    letters: n.letters,
    name: n.name,
    type: n.type,
    foundedYear: n.foundedYear,
    foundingInstitution: n.foundingInstitution,
    council: n.council,
    description: n.description,
    schoolCount: countOf.get(n.key) ?? 0,
    states: [...(statesOf.get(n.key) ?? [])].sort(),
  }));
  return { nationals, chapters };
}
