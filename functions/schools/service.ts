/** Schools list and school page. */
import type { School, SchoolChaptersResponse, SchoolDetail, SchoolListResponse, SchoolPageResponse } from '../../shared/api/types';
import { earliestUsToday, todayInState } from '../../shared/dates';
import { LIMITS } from '../../shared/limits';
import { REFERENCE_DATA_TTL_MS } from '../lib/cache-policy';
import { listChaptersOfSchool } from '../domains/catalog/organizations/chapters';
import { listSchoolGreekEventsFrom } from '../domains/catalog/greek-events/greek-events';
import { getSchool as readSchool, listSchoolDetails, toSchool } from '../domains/catalog/schools/schools';
import { notFound } from '../lib/errors';
import { ttlCache } from '../lib/ttl-cache';

interface SchoolDirectory {
  list: School[];
  byId: Map<string, SchoolDetail>;
}

/**
 * Every school, kept in this Lambda instance for at most the list's max-age
 * (schools change only by an admin). The list is the landing screen's data
 * and the largest read of the feature. Never an empty list: that is a table
 * about to be seeded.
 */
const directory = ttlCache<SchoolDirectory>(
  async () => {
    const details = (await listSchoolDetails()).map((d) => Object.freeze(d));
    return { list: Object.freeze(details.map((d) => Object.freeze(toSchool(d)))) as School[], byId: new Map(details.map((d) => [d.id, d])) };
  },
  { ttlMs: REFERENCE_DATA_TTL_MS, keep: (d) => d.list.length > 0 },
);

/** Every school, ordered by name. */
export async function listSchools(): Promise<SchoolListResponse> {
  return { schools: (await directory.get()).list };
}

/** A school from the cached list when it is fresh, else its own item (a cold instance never loads the whole list for one page). */
async function findSchool(id: string): Promise<SchoolDetail | undefined> {
  return directory.peek()?.byId.get(id) ?? readSchool(id);
}

/**
 * A school and its next upcoming Greek-life events (at most
 * `LIMITS.greekEventsPerSchool`, so a busy school's page stays bounded):
 * today or later by the date in the school's own time zone, ordered by date
 * then time. With `chapters` (My School: one screen, one
 * request) the school's chapters too, read alongside: three reads at most.
 */
export async function getSchool(id: string, now: Date, options: { chapters?: boolean } = {}): Promise<SchoolPageResponse> {
  // The reads at once. A school known from the cached directory starts at its
  // own "today", exactly; otherwise at the earliest US "today", keeping what is
  // today or later in each event's own state (the retire sweep has taken the
  // events of days past out of that range, but for a few minutes after midnight).
  const known = directory.peek()?.byId.get(id);
  const from = known ? todayInState(known.state, now) : earliestUsToday(now);
  const [school, events, chapters] = await Promise.all([
    known ?? readSchool(id),
    listSchoolGreekEventsFrom(id, from, LIMITS.greekEventsPerSchool, (e) => e.date >= todayInState(e.state, now)),
    options.chapters ? listChaptersOfSchool(id) : undefined,
  ]);
  if (!school) throw notFound('School not found');
  return { school, events, ...(chapters ? { chapters } : {}) };
}

/**
 * A school's chapters (My School's organization list, leader registration's
 * organization choice): fraternities first, then sororities, each by letters
 * or name. Both reads at once; an unknown school is a 404, not an empty list.
 */
export async function listSchoolChapters(id: string): Promise<SchoolChaptersResponse> {
  const [school, chapters] = await Promise.all([findSchool(id), listChaptersOfSchool(id)]);
  if (!school) throw notFound('School not found');
  return { chapters };
}
