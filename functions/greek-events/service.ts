/** Greek-life events: the /events list and an event's page. */
import type { GreekEventListResponse, GreekEventPageResponse } from '../../shared/api/types';
import { earliestUsToday, todayInState } from '../../shared/dates';
import { getGreekEvent as readGreekEvent, listGreekEventsFrom } from '../lib/db/greek-events';
import { notFound } from '../lib/errors';

/** Upper bound of one list answer, so a busy season cannot make the page unbounded. */
export const GREEK_EVENT_LIST_MAX = 500;

/**
 * Upcoming events at every school, by date then time: one Query from the
 * earliest US "today", each event kept if it is today or later in its
 * school's own time zone.
 */
export async function listGreekEvents(now: Date): Promise<GreekEventListResponse> {
  const events = await listGreekEventsFrom(
    earliestUsToday(now),
    (e) => e.date >= todayInState(e.state, now),
    GREEK_EVENT_LIST_MAX,
  );
  return { events };
}

/** One Greek-life event (past ones too: a shared link keeps working). */
export async function getGreekEvent(id: string): Promise<GreekEventPageResponse> {
  const event = await readGreekEvent(id);
  if (!event) throw notFound('Event not found');
  return { event };
}
