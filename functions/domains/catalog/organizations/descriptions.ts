/**
 * Short original descriptions of national organizations, generated from the
 * facts in the data file (founding year, institution, council, umbrella).
 * No text is copied from any source.
 */
import type { OrganizationType } from '../../../../shared/limits';
import { hashString } from '../../../lib/random';

interface Facts {
  name: string;
  letters: string;
  type: OrganizationType;
  foundedYear: number | null;
  foundingInstitution: string | null;
  council: string | null;
  umbrella: string | null;
}

const UMBRELLAS: Record<string, string> = {
  NIC: 'the North American Interfraternity Conference',
  NPC: 'the National Panhellenic Conference',
  NPHC: 'the National Pan-Hellenic Council, the council of historically Black Greek-letter organizations',
  NMGC: 'the National Multicultural Greek Council',
};

const CLOSINGS: Record<OrganizationType, string[]> = {
  fraternity: [
    'Its chapters build brotherhood through scholarship, service and leadership.',
    'Chapters focus on friendship, academic success and giving back to their campus.',
    'Members share a commitment to character, service and lifelong brotherhood.',
  ],
  sorority: [
    'Its chapters build sisterhood through scholarship, service and leadership.',
    'Chapters focus on friendship, academic success and giving back to their campus.',
    'Members share a commitment to character, service and lifelong sisterhood.',
  ],
};

/** A two- or three-sentence description of a national organization. */
export function describeOrganization(f: Facts): string {
  const name = f.letters ? `${f.name} (${f.letters})` : f.name;
  const founded =
    f.foundedYear && f.foundingInstitution
      ? ` founded in ${f.foundedYear} at ${f.foundingInstitution}`
      : f.foundedYear
        ? ` founded in ${f.foundedYear}`
        : '';
  const first = `${name} is a ${f.type}${founded}.`;
  const umbrella = f.umbrella ? UMBRELLAS[f.umbrella] : undefined;
  const council = f.council ? ` On campus its chapters belong to the ${f.council}.` : '';
  const second = umbrella ? ` It is a member of ${umbrella}.${council}` : council;
  const closings = CLOSINGS[f.type];
  const closing = closings[hashString(f.name) % closings.length]!;
  return `${first}${second} ${closing}`;
}
