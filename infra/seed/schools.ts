/** The demo schools: every shipped university (functions/schools/universities.ts). */
import type { SchoolRecord } from '../../functions/lib/db/schools';
import { universitySchools } from '../../functions/schools/universities';

export { schoolIdOf } from '../../functions/schools/universities';

/** Every demo school as stored. */
export function demoSchools(): SchoolRecord[] {
  return universitySchools();
}
