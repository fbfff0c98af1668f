/** Greek-life events: the /events list and an event's page. */
import type * as z from 'zod/mini';
import type { GreekEvent, GreekEventListResponse, GreekEventPageResponse } from '../../shared/api/types';
import { eventOverAt } from '../../shared/event-over';
import { earliestUsToday, todayInState } from '../../shared/dates';
import type { pageQuery } from '../../shared/schemas/common';
import { getGreekEvent as readGreekEvent, getGreekEventWithRsvp, InvalidCursorError, queryGreekEventPage } from '../domains/catalog/greek-events/greek-events';
import { badRequest, INVALID_CURSOR, notFound } from '../lib/errors';
import { refuseEndedSession } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';

/** Events per page when the client asks for no size. */
export const GREEK_EVENT_PAGE_SIZE = 24;

/**
 * Upcoming events at every school, by date then time, a page at a time: one
 * Query from the earliest US "today", each event kept if it is today or
 * later in its school's own time zone.
 */
export async function listGreekEvents(query: z.output<typeof pageQuery>, now: Date): Promise<GreekEventListResponse> {
  try {
    const page = await queryGreekEventPage(earliestUsToday(now), query.limit ?? GREEK_EVENT_PAGE_SIZE, query.cursor, (e) => e.date >= todayInState(e.state, now));
    return { events: page.events, nextCursor: page.nextCursor ?? null };
  } catch (error) {
    if (error instanceof InvalidCursorError) throw badRequest(INVALID_CURSOR);
    throw error;
  }
}

const overAtOf = (event: GreekEvent) => eventOverAt(event)?.toISOString() ?? null;

/** One Greek-life event (past ones too: a shared link keeps working). */
export async function getGreekEvent(id: string): Promise<GreekEventPageResponse> {
  const event = await readGreekEvent(id);
  if (!event) throw notFound('Event not found');
  return { event, overAt: overAtOf(event) };
}

/** The event page signed in: the event and the caller's RSVP, one read. */
export async function getGreekEventForViewer(id: string, caller: SessionHolder): Promise<GreekEventPageResponse> {
  const { found, profile } = await getGreekEventWithRsvp(id, caller.sub);
  refuseEndedSession(caller, profile);
  if (!found) throw notFound('Event not found');
  return { event: found.event, overAt: overAtOf(found.event), viewer: { rsvp: found.rsvp } };
}
