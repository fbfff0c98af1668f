/**
 * GET /party-events/{id}/door-screen (one screen, one request): what the door screen
 * shows on opening, in one request — the live headcount (which also tells
 * the screen the caller may run this door), the event's door passes and the
 * offline roster the device keeps. Each part stays a route of its own for
 * what the screen does later (the headcount polled, the roster refreshed,
 * the passes read again after a change).
 *
 * DynamoDB calls: the caller's standing (the wrapper's Query), then ONE
 * Query of the event's partition (the event, its door count, its monitors' check-ins, its duplicates and flagged admissions),
 * then ONE index Query of the tickets with the passes (which sort after them
 * in the same partition, door-roster.ts): 3. For a door that checks age, the
 * holders' profiles follow in batches, as the roster route reads them; for an
 * event stored before the passes moved beside the tickets, their old index is
 * read alongside the tickets (door-passes.ts).
 */
import type { DoorScreenResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { clock } from '../lib/clock';
import { headcountOf } from '../domains/ticketing/door/headcount';
import { readRosterWithPasses } from '../domains/ticketing/door/roster';
import { readEventDoorWithNotices } from '../domains/ticketing/door/scans';
import { notFound } from '../lib/errors';
import { EVENT_NOT_FOUND } from '../domains/ticketing/messages';
import { toDoorPass } from './door-passes';
import { leaderRoster } from './door-roster';

export async function getDoorScreen(standing: Standing, eventId: string): Promise<DoorScreenResponse> {
  const { event, door, monitors, notices } = await readEventDoorWithNotices(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  // As each part's own route: the event's chapter checked before anything of it is read or answered.
  requireChapterAccess('validateTickets', standing, event.chapterId);
  const { rows, passes } = await readRosterWithPasses(event);
  const now = clock.now();
  return { headcount: headcountOf(event, door), passes: passes.map((pass) => toDoorPass(pass, now)), roster: await leaderRoster({ event, door, monitors }, notices, rows) };
}
