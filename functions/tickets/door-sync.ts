/**
 * POST /tickets/door-sync (issue 12, offline door mode): a door device's
 * offline decisions, sent when the network returns. Each admission is
 * checked again (the code, the event) and redeemed with the device's scan id
 * and time; the scan log (`door-scans.ts`) makes the sync idempotent scan by
 * scan. A ticket another scan admitted first stays admitted once (the
 * redemption's conditional write decides), and the later admission is kept
 * in the log as a duplicate, answered and listed for the leader: never lost.
 * The device's refusals change nothing and are only acknowledged. Offline
 * exits, and re-entries after them, cross the door count as online ones do
 * (door-sync-scan.ts), each ticket's scans in the device's order.
 */
import type { DoorSyncResponse, DoorSyncResult } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import type { DoorSyncInput, OfflineScan } from '../../shared/schemas/door';
import { requireChapterAccess } from '../lib/access';
import { clock } from '../lib/clock';
import { getDoorScans, listDoorDuplicates, type DoorScanRecord } from '../lib/db/door-scans';
import { crossDoor, readDoorCount } from '../lib/db/door-headcount';
import { getPartyEvent, type PartyEvent } from '../lib/db/party-events';
import { redeemTicket } from '../lib/db/ticket-redemption';
import { notFound } from '../lib/errors';
import { ALREADY_USED, ENTRY_GRANTED, EVENT_NOT_FOUND, REENTRY_GRANTED, TICKET_NOT_FOUND } from '../lib/ticketing/messages';
import { toDuplicate } from './door-views';
import type { DoorScanner } from './door-scanner';
import { oneTicketAtATime, settleExit, syncedScanLog, syncedTicket, type SyncContext } from './door-sync-scan';

/** Scans redeemed at once: enough to sync 500 quickly, few enough not to throttle one event's items. */
const PARALLEL_SCANS = 8;
export const REFUSED_ON_DEVICE = 'Refused at the door';

/** Logs what became of one offline admission (an entry, or a re-entry after an exit), deciding it if no earlier sync did. */
async function settleAdmission(scan: OfflineScan, ctx: SyncContext): Promise<DoorScanRecord> {
  const { scannedAt, log, refused } = syncedScanLog(scan, ctx);
  const checked = await syncedTicket(scan, ctx, refused);
  if ('refusal' in checked) return checked.refusal;
  const { ticket, holder } = checked;
  const ticketId = ticket.id;

  let current = ticket;
  if (ticket.status === 'valid' || ticket.inside === false) {
    // Through the door count, as an online entry: the live headcount includes offline admissions.
    const crossing = await crossDoor({ event: ctx.event, ticket, door: await readDoorCount(ctx.eventId), direction: 'entry', scanId: scan.scanId, now: scannedAt });
    if (crossing.kind === 'missing') return refused(TICKET_NOT_FOUND, ticketId, holder);
    // Back in (let out by an offline exit before): recorded, though the count was at capacity.
    if (crossing.kind === 'full' && ticket.status !== 'valid') return log({ ticketId, holder, resolution: 'recorded', message: REENTRY_GRANTED });
    if (crossing.kind === 'full') {
      // The guest is already in (admitted offline): recorded as used, though the count was at capacity.
      const outcome = await redeemTicket(ticket, scan.scanId, scannedAt);
      if (outcome.kind === 'missing') return refused(TICKET_NOT_FOUND, ticketId, holder);
      current = outcome.ticket;
    } else current = crossing.ticket;
  }
  // This very scan redeemed it (now, or in a sync whose answer was lost before it was logged).
  if (current.usedScanId === scan.scanId) return log({ ticketId, holder, resolution: 'recorded', message: ENTRY_GRANTED });
  if (current.doorScanId === scan.scanId) return log({ ticketId, holder, resolution: 'recorded', message: REENTRY_GRANTED });
  const keptScan = current.usedScanId ? (await getDoorScans(ctx.eventId, [current.usedScanId])).get(current.usedScanId) : undefined;
  return log({
    ticketId,
    holder,
    resolution: 'duplicate',
    message: ALREADY_USED,
    kept: { scanId: current.usedScanId, usedAt: current.usedAt, deviceId: keptScan?.deviceId ?? null },
  });
}

/** Runs `task` over `items`, `limit` at a time, answers in the items' order. */
export async function inTurns<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}

export async function syncDoorScans(scannedBy: string, standing: Standing, input: DoorSyncInput): Promise<DoorSyncResponse> {
  const eventId = input.eventId.toLowerCase();
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, event.chapterId);
  const results = await settleOfflineScans(event, { leaderSub: scannedBy }, input);
  return { results, duplicates: (await listDoorDuplicates(eventId)).map(toDuplicate) };
}

/** The sync's core, for every scanner (a leader above, a door pass in door-pass-offline.ts): each scan's outcome, in order. */
export async function settleOfflineScans(event: PartyEvent, scanner: DoorScanner, input: Pick<DoorSyncInput, 'deviceId' | 'scans'>): Promise<DoorSyncResult[]> {
  const eventId = event.id;
  const ctx: SyncContext = { event, eventId, deviceId: input.deviceId.toLowerCase(), scanner, now: clock.now() };
  const admitted = input.scans.filter((scan) => scan.decision === 'admitted');
  const logged = await getDoorScans(eventId, [...new Set(admitted.map((scan) => scan.scanId))]);
  const results = await inTurns(input.scans, PARALLEL_SCANS, oneTicketAtATime(async (scan): Promise<DoorSyncResult> => {
    if (scan.decision === 'refused') return { scanId: scan.scanId, outcome: 'refused', message: REFUSED_ON_DEVICE };
    const record = logged.get(scan.scanId) ?? (await (scan.direction === 'exit' ? settleExit : settleAdmission)(scan, ctx));
    return { scanId: scan.scanId, outcome: record.resolution, message: record.message };
  }));
  return results;
}
