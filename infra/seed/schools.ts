/** The demo schools: every shipped university (functions/domains/catalog/schools/universities.ts). */
import type { SchoolRecord } from '../../functions/domains/catalog/schools/schools';
import { universitySchools } from '../../functions/domains/catalog/schools/universities';

export { schoolIdOf } from '../../functions/domains/catalog/schools/universities';

/** Every demo school as stored. */
export function demoSchools(): SchoolRecord[] {
  return universitySchools();
}
