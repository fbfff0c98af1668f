/**
 * Live headcount: the door screen's "inside now" against
 * capacity, polled by the door screen and sent with every scan; the poll
 * also brings the per-door counts (door-points.ts).
 */
import type { DoorHeadcountByDoor } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { headcountOf, readEventDoor } from '../domains/ticketing/door/headcount';
import { readPointCounts } from '../domains/ticketing/door/points';
import { HttpError } from '../lib/errors';
import { EVENT_NOT_FOUND } from '../domains/ticketing/messages';

/** GET /party-events/{id}/door: for those who may scan the event's tickets. Two reads side by side: the event with its count, the per-door counts. */
export async function getDoorHeadcount(standing: Standing, eventId: string): Promise<DoorHeadcountByDoor> {
  const [{ event, door }, byDoor] = await Promise.all([readEventDoor(eventId), readPointCounts(eventId)]);
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, event.chapterId);
  return { ...headcountOf(event, door), byDoor };
}
