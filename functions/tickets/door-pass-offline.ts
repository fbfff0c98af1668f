/**
 * A door pass offline: the pass's device keeps a roster and
 * decides scans on the device like a leader's, then syncs them. Both routes
 * are public in the gateway and take the pass's token exactly as its scan
 * does (`requireOpenPass`): its own event only, inside its window, refused
 * at once when revoked or expired.
 *
 * - The roster has no names (a volunteer never sees the guest list): per
 *   ticket its id, status and 21+ flag, and the event's public door key,
 *   count, rule and sober monitors (who check in at a pass's door too).
 * - The sync goes through the leader's sync core (`settleOfflineScans`)
 *   with the pass as the scanner: every scan is logged with the pass's id
 *   and counted on it once, the device's own refusals too, as its online
 *   scans are; its crossings count on the pass's door. Its answer carries no duplicates or flagged admissions (their
 *   names are the leaders'), only the outcomes and the count.
 */
import type { DoorPassRoster, DoorPassSyncResponse } from '../../shared/api/types';
import type { DoorPassSyncInput } from '../../shared/schemas/door-pass';
import { clock } from '../lib/clock';
import { headcountOf, readDoorCount } from '../domains/ticketing/door/headcount';
import type { DoorPassRecord } from '../domains/ticketing/door/passes';
import { passPoint } from '../domains/ticketing/door/points';
import { readEventDoorWithNotices } from '../domains/ticketing/door/scans';
import { notFound } from '../lib/errors';
import { verifyTicketCode } from '../domains/ticketing/door/qr';
import { EVENT_NOT_FOUND } from '../domains/ticketing/messages';
import { requireOpenPass } from './door-pass-scan';
import { rosterOf, type EventDoor } from './door-roster';
import { logScansOf } from './door-scanner';
import { REFUSED_ON_DEVICE, scannedAtOf, settleOfflineScans } from './door-sync';

/**
 * The open pass, its event and its door (count, monitors' check-ins; the
 * leader's notices are read with them but never answered to a pass). A pass
 * outlives no event (deleting one deletes its passes), but the read may race it.
 */
async function passDoor(passId: string, authorization: string | undefined, now: Date): Promise<EventDoor & { pass: DoorPassRecord }> {
  const pass = await requireOpenPass(passId, authorization, now);
  const { event, door, monitors } = await readEventDoorWithNotices(pass.eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return { pass, event, door, monitors };
}

/** GET /door-passes/{id}/roster. */
export async function getDoorPassRoster(passId: string, authorization: string | undefined): Promise<DoorPassRoster> {
  const roster = await rosterOf(await passDoor(passId, authorization, clock.now()));
  return { ...roster.head, tickets: roster.tickets.map(({ ticket }) => ticket) };
}

/** POST /door-passes/{id}/sync. */
export async function syncDoorPassScans(passId: string, authorization: string | undefined, input: DoorPassSyncInput): Promise<DoorPassSyncResponse> {
  const now = clock.now();
  const { pass, event } = await passDoor(passId, authorization, now);
  const deviceId = input.deviceId.toLowerCase();
  const scanner = { passId };
  // The device's refusals change no ticket, but are scans of the pass: logged and counted, once each.
  const refusals = input.scans.filter((scan) => scan.decision === 'refused');
  await logScansOf(
    scanner,
    refusals.map((scan) => ({
      eventId: event.id,
      scanId: scan.scanId,
      ticketId: verifyTicketCode(scan.qrCode, event.id),
      deviceId,
      scannedAt: scannedAtOf(scan, now),
      syncedAt: now.toISOString(),
      resolution: 'refused' as const,
      message: REFUSED_ON_DEVICE,
      holder: null,
      kept: null,
    })),
  );
  // A pass's screen shows no headcount, but its device decides on from it (capacity, the monitor ratio).
  const { results, door } = await settleOfflineScans(event, scanner, passPoint(pass), { deviceId, scans: input.scans });
  return { results, headcount: headcountOf(event, door ?? (await readDoorCount(event.id))) };
}
