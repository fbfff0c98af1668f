/**
 * GET /party-events/{id}/door-roster (issue 12, offline door mode): what a
 * door device keeps to decide scans offline — per ticket its id, the
 * holder's first name and last initial, and its status; the event's public
 * door key to check codes; when it was made. Nothing else (no e-mail, no
 * full name). For the event's organization's leaders only, like the door.
 */
import type { DoorRosterResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { clock } from '../lib/clock';
import { listRosterRows } from '../lib/db/door-roster';
import { listDoorDuplicates } from '../lib/db/door-scans';
import { getPartyEvent } from '../lib/db/party-events';
import { notFound } from '../lib/errors';
import { eventDoorKey } from '../lib/qr';
import { EVENT_NOT_FOUND } from '../lib/ticketing/messages';
import { doorName, toDuplicate } from './door-views';

export async function getDoorRoster(eventId: string, standing: Standing): Promise<DoorRosterResponse> {
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, event.chapterId);
  const [rows, duplicates] = await Promise.all([listRosterRows(eventId), listDoorDuplicates(eventId)]);
  return {
    eventId,
    title: event.title,
    publicKey: eventDoorKey(eventId),
    generatedAt: clock.now().toISOString(),
    tickets: rows.map((row) => ({ id: row.id, holder: doorName(row.holderName), status: row.status })),
    duplicates: duplicates.map(toDuplicate),
  };
}
