/**
 * GET /party-events/{id}/door-roster (offline door mode): what a
 * door device keeps to decide scans offline — per ticket its id, the
 * holder's first name and last initial, its status and, for an event with
 * alcohol or a 21+ limit, the holder's age band on its day (the 21+ flag,
 * never the date of birth), and whether a used ticket's holder went out; the event's public
 * door key to check codes; the door's count and rule and the sober monitors
 * (door name, checked in or not), so the device applies capacity and the
 * monitor ratio offline as the server does; when it was made. Nothing else
 * (no e-mail, no full name). For the event's organization's leaders only, like the door.
 */
import type { DoorPassRoster, DoorRosterMonitor, DoorRosterResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { clock } from '../lib/clock';
import { headcountOf, type DoorCount } from '../domains/ticketing/door/headcount';
import type { DoorMonitorRecord } from '../domains/ticketing/door/monitors';
import { listRosterRows, type RosterRow } from '../domains/ticketing/door/roster';
import { readEventDoorWithNotices, type DoorScanRecord } from '../domains/ticketing/door/scans';
import type { PartyEvent } from '../domains/catalog/party-events/party-events';
import { getProfilesBySub } from '../domains/people/profiles';
import { DELETED_HOLDER } from '../domains/ticketing/tickets';
import { ageBandAtEvent, type AgeBand } from '../../shared/age';
import { notFound } from '../lib/errors';
import { eventDoorKey } from '../domains/ticketing/door/qr';
import { EVENT_NOT_FOUND } from '../domains/ticketing/messages';
import { doorName } from '../domains/ticketing/door/door-name';
import { noticesOf } from './door-views';

export async function getDoorRoster(eventId: string, standing: Standing): Promise<DoorRosterResponse> {
  // The event, its door and its notices in one Query; the notices are answered only once the event's chapter is checked.
  const { event, notices, ...door } = await readEventDoorWithNotices(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, event.chapterId);
  return leaderRoster({ event, ...door }, notices);
}

/** An event's door as read with it: its count and its monitors' check-ins. */
export interface EventDoor {
  event: PartyEvent;
  door: DoorCount;
  monitors: DoorMonitorRecord[];
}

/**
 * The leader's roster of an event whose door the caller may run: every device's roster with the holders' door
 * names, the duplicates and flagged admissions. `rows`: the tickets' rows when the caller read them already (the door screen).
 */
export async function leaderRoster(door: EventDoor, notices: DoorScanRecord[], rows?: RosterRow[]): Promise<DoorRosterResponse> {
  const roster = await rosterOf(door, rows);
  return {
    ...roster.head,
    eventId: door.event.id,
    tickets: roster.tickets.map(({ row, ticket }) => ({ ...ticket, holder: doorName(row.holderName) })),
    ...noticesOf(notices),
  };
}

/**
 * The event's sober monitors as a device checks them in offline: the named
 * ones, whether in or not, and any un-named while in (who may only check out).
 */
function monitorsOf(event: PartyEvent, records: DoorMonitorRecord[]): DoorRosterMonitor[] {
  const inside = new Map(records.filter((r) => r.inside).map((r) => [r.sub, r]));
  const named = (event.soberMonitors ?? []).map((m) => ({ sub: m.sub, name: doorName(m.fullName) ?? m.fullName, inside: inside.has(m.sub), named: true }));
  const unnamed = [...inside.values()].filter((r) => !named.some((m) => m.sub === r.sub)).map((r) => ({ sub: r.sub, name: r.name, inside: true, named: false }));
  return [...named, ...unnamed];
}

/**
 * What every door device keeps, a leader's or a door pass's: the event's
 * door facts and key, its count and rule, its sober monitors, and per
 * ticket its id, status and 21+ flag (with the row it came from, for the
 * leader's names).
 */
export async function rosterOf(
  { event, door, monitors }: EventDoor,
  read?: RosterRow[],
): Promise<{ head: Omit<DoorPassRoster, 'tickets'>; tickets: { row: RosterRow; ticket: DoorPassRoster['tickets'][number] }[] }> {
  const rows = read ?? (await listRosterRows(event.id));
  const bands = await ageBands(event, rows);
  return {
    head: {
      eventId: event.id,
      title: event.title,
      publicKey: eventDoorKey(event.id),
      generatedAt: clock.now().toISOString(),
      alcohol: event.alcoholAllowed,
      ageLimit: event.ageLimit,
      headcount: headcountOf(event, door),
      monitors: monitorsOf(event, monitors),
    },
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
