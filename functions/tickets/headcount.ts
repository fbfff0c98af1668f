/**
 * Live headcount (issue 12): the door screen's "inside now" against
 * capacity, polled by the door screen and sent with every scan.
 */
import type { DoorHeadcount } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { headcountOf, readEventDoor } from '../domains/ticketing/door/headcount';
import { HttpError } from '../lib/errors';
import { EVENT_NOT_FOUND } from '../domains/ticketing/messages';

/** GET /party-events/{id}/door: for those who may scan the event's tickets. One read. */
export async function getDoorHeadcount(standing: Standing, eventId: string): Promise<DoorHeadcount> {
  const { event, door } = await readEventDoor(eventId);
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, event.chapterId);
  return headcountOf(event, door);
}
