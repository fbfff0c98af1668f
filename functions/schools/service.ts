/** Schools list and school page. */
import type { SchoolListResponse, SchoolPageResponse } from '../../shared/api/types';
import { earliestUsToday, todayInState } from '../../shared/dates';
import { listSchoolGreekEventsFrom } from '../lib/db/greek-events';
import { getSchool as readSchool, listSchools as readSchools } from '../lib/db/schools';
import { notFound } from '../lib/errors';

/** Every school, ordered by name. */
export async function listSchools(): Promise<SchoolListResponse> {
  return { schools: await readSchools() };
}

/**
 * A school and its upcoming Greek-life events: today or later by the date in
 * the school's own time zone, ordered by date then time.
 */
export async function getSchool(id: string, now: Date): Promise<SchoolPageResponse> {
  // Both reads at once: start from the earliest US "today", then keep what is
  // today or later in each event's own state.
  const [school, events] = await Promise.all([
    readSchool(id),
    listSchoolGreekEventsFrom(id, earliestUsToday(now), (e) => e.date >= todayInState(e.state, now)),
  ]);
  if (!school) throw notFound('School not found');
  return { school, events };
}
