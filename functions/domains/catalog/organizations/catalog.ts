/**
 * The national organizations the platform knows, from the bundled research
 * data (data/greek-organizations.json, sources in data/SOURCES.md), with
 * their URL key and generated description.
 */
import type { OrganizationType } from '../../../../shared/limits';
import data from './data/greek-organizations.json';
import { describeOrganization } from './descriptions';
import { nationalKeyOf } from '../../../../shared/national-key';

/** National umbrella body, or null when the organization belongs to none. */
export type Umbrella = 'NIC' | 'NPC' | 'NPHC' | 'NMGC' | null;

export interface CatalogEntry {
  key: string;
  letters: string;
  name: string;
  type: OrganizationType;
  foundedYear: number | null;
  foundingInstitution: string | null;
  /** Campus council, full name ("Interfraternity Council"). */
  council: string | null;
  umbrella: Umbrella;
  description: string;
}

const COUNCILS: Record<string, string> = {
  IFC: 'Interfraternity Council',
  Panhellenic: 'Panhellenic Council',
  NPHC: 'National Pan-Hellenic Council',
  MGC: 'Multicultural Greek Council',
};

export { nationalKeyOf } from '../../../../shared/national-key';

interface RawOrganization {
  name: string;
  greek_letters: string | null;
  type: string;
  founding_year: number | null;
  founding_institution: string | null;
  council: string | null;
  umbrella: string | null;
}

/** Every national organization, in the data file's order. */
export const CATALOG: readonly CatalogEntry[] = (data.organizations as RawOrganization[]).map((o) => {
  const base = {
    key: nationalKeyOf(o.name),
    letters: o.greek_letters ?? '',
    name: o.name,
    type: o.type === 'sorority' ? ('sorority' as const) : ('fraternity' as const),
    foundedYear: o.founding_year ?? null,
    foundingInstitution: o.founding_institution ?? null,
    council: o.council ? (COUNCILS[o.council] ?? o.council) : null,
    umbrella: (o.umbrella ?? null) as Umbrella,
  };
  return { ...base, description: describeOrganization(base) };
});
