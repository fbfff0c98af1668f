/**
 * The shipped list of universities (data/universities.json, sources in
 * data/SOURCES.md): 273 US universities of Carnegie 2021 class R1 or R2 with
 * undergraduate programmes, with stable ids derived from their IPEDS unit
 * id. The demo seed stores all of them; Replace Schools keeps the top 250.
 */
import type { SchoolRecord } from './schools';
import { stableId } from '../../../lib/ids';
import data from './data/universities.json';

interface RawUniversity {
  name: string;
  city: string;
  state: string;
  url: string;
  email_domains: string[];
  control: string;
  carnegie_2021: string;
  ipeds_unitid: number;
}

/** School id of a university (stable across runs and machines). */
export function schoolIdOf(ipedsUnitId: number): string {
  return stableId(`school:${ipedsUnitId}`);
}

/** Every shipped university as stored, in the file's order. */
export function universitySchools(): SchoolRecord[] {
  return (data.universities as RawUniversity[]).map((u) => ({
    id: schoolIdOf(u.ipeds_unitid),
    name: u.name,
    city: u.city,
    state: u.state,
    website: u.url,
    logoUrl: null,
    emailDomains: u.email_domains,
    control: u.control === 'public' ? 'public' : 'private',
    research: u.carnegie_2021 === 'R1' ? 'R1' : 'R2',
  }));
}

/** How many schools Replace Schools keeps (docs/spec/leader-admin-side.md §2 "the top 250 national universities"). */
export const TOP_SCHOOLS = 250;

/**
 * The top national universities, by a rule anyone can check against the
 * data: Carnegie R1 (very high research activity) before R2, then public
 * before private (the large campuses where Greek life is biggest), then by
 * name; the first `TOP_SCHOOLS`.
 */
export function topUniversitySchools(): SchoolRecord[] {
  const rank = (s: SchoolRecord) => (s.research === 'R1' ? 0 : 2) + (s.control === 'public' ? 0 : 1);
  return universitySchools()
    .sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en'))
    .slice(0, TOP_SCHOOLS);
}
