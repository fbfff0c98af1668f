/**
 * A door pass offline (issue 12): the pass's device keeps a roster and
 * decides scans on the device like a leader's, then syncs them. Both routes
 * are public in the gateway and take the pass's token exactly as its scan
 * does (`requireOpenPass`): its own event only, inside its window, refused
 * at once when revoked or expired.
 *
 * - The roster has no names (a volunteer never sees the guest list): per
 *   ticket its id, status and 21+ flag, and the event's public door key.
 * - The sync goes through the leader's sync core (`settleOfflineScans`)
 *   with the pass as the scanner: every scan is logged with the pass's id
 *   and counted on it once, the device's own refusals too, as its online
 *   scans are. Its answer carries no duplicates (their names are the leaders').
 */
import type { DoorPassRoster, DoorPassSyncResponse } from '../../shared/api/types';
import type { DoorPassSyncInput } from '../../shared/schemas/door-pass';
import { clock } from '../lib/clock';
import { getPartyEvent, type PartyEvent } from '../domains/catalog/party-events/party-events';
import { notFound } from '../lib/errors';
import { verifyTicketCode } from '../domains/ticketing/door/qr';
import { EVENT_NOT_FOUND } from '../domains/ticketing/messages';
import { requireOpenPass } from './door-pass-scan';
import { rosterOf } from './door-roster';
import { logScansOf } from './door-scanner';
import { REFUSED_ON_DEVICE, scannedAtOf, settleOfflineScans } from './door-sync';

/** The open pass's event; a pass outlives no event (deleting one deletes its passes), but the read may race it. */
async function passEvent(passId: string, authorization: string | undefined, now: Date): Promise<PartyEvent> {
  const pass = await requireOpenPass(passId, authorization, now);
  const event = await getPartyEvent(pass.eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

/** GET /door-passes/{id}/roster. */
export async function getDoorPassRoster(passId: string, authorization: string | undefined): Promise<DoorPassRoster> {
  const roster = await rosterOf(await passEvent(passId, authorization, clock.now()));
  return { ...roster.head, tickets: roster.tickets.map(({ ticket }) => ticket) };
}

/** POST /door-passes/{id}/sync. */
export async function syncDoorPassScans(passId: string, authorization: string | undefined, input: DoorPassSyncInput): Promise<DoorPassSyncResponse> {
  const now = clock.now();
  const event = await passEvent(passId, authorization, now);
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
  // A pass's screen shows no headcount: its answer is the scans' outcomes.
  const { results } = await settleOfflineScans(event, scanner, { deviceId, scans: input.scans });
  return { results };
}
