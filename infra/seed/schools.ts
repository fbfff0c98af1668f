/**
 * The demo schools: all 273 universities of data/universities.json (sources
 * in data/SOURCES.md), with stable ids derived from their IPEDS unit id.
 */
import { stableId } from '../../functions/lib/ids';
import type { SchoolRecord } from '../../functions/lib/db/schools';
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

/** Every demo school as stored. */
export function demoSchools(): SchoolRecord[] {
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
