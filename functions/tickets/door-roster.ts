/**
 * GET /party-events/{id}/door-roster (issue 12, offline door mode): what a
 * door device keeps to decide scans offline — per ticket its id, the
 * holder's first name and last initial, its status and, for an event with
 * alcohol or a 21+ limit, the holder's age band on its day (the 21+ flag,
 * never the date of birth), and whether a used ticket's holder went out; the event's public
 * door key to check codes; when it was made. Nothing else (no e-mail, no
 * full name). For the event's organization's leaders only, like the door.
 */
import type { DoorPassRoster, DoorRosterResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { clock } from '../lib/clock';
import { listRosterRows, type RosterRow } from '../domains/ticketing/door/roster';
import { readEventWithDuplicates, type DoorScanRecord } from '../domains/ticketing/door/scans';
import type { PartyEvent } from '../domains/catalog/party-events/party-events';
import { getProfilesBySub } from '../domains/people/profiles';
import { DELETED_HOLDER } from '../domains/ticketing/tickets';
import { ageBandAtEvent, type AgeBand } from '../../shared/age';
import { notFound } from '../lib/errors';
import { eventDoorKey } from '../domains/ticketing/door/qr';
import { EVENT_NOT_FOUND } from '../domains/ticketing/messages';
import { doorName } from '../domains/ticketing/door/door-name';
import { toDuplicate } from './door-views';

export async function getDoorRoster(eventId: string, standing: Standing): Promise<DoorRosterResponse> {
  // The event and its duplicates in one Query; the duplicates are answered only once the event's chapter is checked.
  const { event, duplicates } = await readEventWithDuplicates(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, event.chapterId);
  return leaderRoster(event, duplicates);
}

/**
 * The leader's roster of an event whose door the caller may run: every device's roster with the holders' door
 * names, and the duplicates. `rows`: the tickets' rows when the caller read them already (the door screen).
 */
export async function leaderRoster(event: PartyEvent, duplicates: DoorScanRecord[], rows?: RosterRow[]): Promise<DoorRosterResponse> {
  const roster = await rosterOf(event, rows);
  return {
    ...roster.head,
    eventId: event.id,
    tickets: roster.tickets.map(({ row, ticket }) => ({ ...ticket, holder: doorName(row.holderName) })),
    duplicates: duplicates.map(toDuplicate),
  };
}

/**
 * What every door device keeps, a leader's or a door pass's: the event's
 * door facts and key, and per ticket its id, status and 21+ flag (with the
 * row it came from, for the leader's names).
 */
export async function rosterOf(event: PartyEvent, read?: RosterRow[]): Promise<{ head: Omit<DoorPassRoster, 'tickets'>; tickets: { row: RosterRow; ticket: DoorPassRoster['tickets'][number] }[] }> {
  const rows = read ?? (await listRosterRows(event.id));
  const bands = await ageBands(event, rows);
  return {
    head: { eventId: event.id, title: event.title, publicKey: eventDoorKey(event.id), generatedAt: clock.now().toISOString(), alcohol: event.alcoholAllowed, ageLimit: event.ageLimit },
    tickets: rows.map((row) => ({
      row,
      ticket: {
        id: row.id,
        status: row.status,
        ...(bands ? { ageBand: bands(row) } : {}),
        ...(row.status === 'used' && row.inside === false ? { outside: true as const } : {}),
        ...(row.liveCodes ? { live: true as const, ...(row.phoneKey ? { phoneKey: row.phoneKey } : {}) } : {}),
      },
    })),
  };
}

/** Each ticket's 21+ flag where the door needs one (alcohol, or a 21+ limit): the holders' profiles in batches. */
async function ageBands(event: PartyEvent, rows: RosterRow[]): Promise<((row: RosterRow) => AgeBand) | null> {
  if (!event.alcoholAllowed && event.ageLimit !== '21+') return null;
  const subs = [...new Set(rows.map((row) => row.sub).filter((sub): sub is string => !!sub && sub !== DELETED_HOLDER))];
  const profiles = await getProfilesBySub(subs);
  return (row) => ageBandAtEvent(row.sub ? profiles.get(row.sub)?.dateOfBirth : null, event);
}
