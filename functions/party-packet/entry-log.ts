/**
 * POST /office/events/{id}/entry-log: the Greek-life office opens an event's
 * entry log, for events of its own school only, giving a reason each time;
 * the opening is in the audit log before the names are read.
 */
import type { EntryLogResponse } from '../../shared/api/types';
import type { OfficeStanding } from '../../shared/authz';
import { getPartyEvent } from '../domains/catalog/party-events/party-events';
import type { SessionHolder } from '../domains/people/session-fence';
import { readEntryLog, recordEntryLogOpening } from '../domains/ticketing/door/entry-log';
import { requireOfficeOf } from '../lib/access';
import { unauthorized } from '../lib/auth';
import { notFound } from '../lib/errors';
import { EVENT_NOT_FOUND } from './paperwork';

export async function openEntryLog(eventId: string, office: OfficeStanding, caller: SessionHolder, reason: string, now: Date): Promise<EntryLogResponse> {
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireOfficeOf(office, event.schoolId);
  if (!(await recordEntryLogOpening(event, caller, reason, now))) throw unauthorized();
  return { eventId, title: event.title, entries: await readEntryLog(event) };
}
