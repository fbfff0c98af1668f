/**
 * One synced offline scan (issue 12), the parts every direction shares: its
 * log record under the device's scanner, the checks of its code and ticket
 * again on the server, and offline exits. An exit goes through the door
 * count like an online exit (`crossDoor`, direction exit) under the scan's
 * id: a retried sync finds it logged, and a sync whose answer was lost finds
 * the ticket moved by this very scan. Scans of one ticket are settled in the
 * device's order (an entry, its exit, a re-entry), whatever runs in parallel.
 */
import type { OfflineScan } from '../../shared/schemas/door';
import { crossDoor, readDoorCount } from '../lib/db/door-headcount';
import type { DoorScanRecord } from '../lib/db/door-scans';
import type { PartyEvent } from '../lib/db/party-events';
import { getTicket, type TicketRecord } from '../lib/db/tickets';
import { parseTicketCode, verifyTicketCode } from '../lib/qr';
import { DIFFERENT_EVENT, EXIT_RECORDED, NOT_INSIDE, TICKET_CANCELLED, TICKET_NOT_FOUND, TICKET_TRANSFERRED } from '../lib/ticketing/messages';
import { logScanOf, type DoorScanner } from './door-scanner';
import { doorName } from './door-views';

export interface SyncContext {
  event: PartyEvent;
  eventId: string;
  deviceId: string;
  scanner: DoorScanner;
  now: Date;
}

type Outcome = Pick<DoorScanRecord, 'ticketId' | 'holder' | 'resolution' | 'message'> & Partial<Pick<DoorScanRecord, 'kept'>>;

/** The log of one synced scan: when the device made it (never later than the sync) and its writers. */
export function syncedScanLog(scan: OfflineScan, ctx: SyncContext) {
  const scannedAt = new Date(Math.min(Date.parse(scan.scannedAt), ctx.now.getTime())).toISOString();
  const log = (outcome: Outcome) =>
    logScanOf(ctx.scanner, { eventId: ctx.eventId, scanId: scan.scanId, deviceId: ctx.deviceId, scannedAt, syncedAt: ctx.now.toISOString(), kept: null, ...outcome });
  const refused = (message: string, ticketId: string | null = null, holder: string | null = null) => log({ ticketId, holder, resolution: 'refused', message });
  return { scannedAt, log, refused };
}

/** The scan's ticket, checked again (the code, the event, the status); the logged refusal otherwise. */
export async function syncedTicket(
  scan: OfflineScan,
  ctx: SyncContext,
  refused: ReturnType<typeof syncedScanLog>['refused'],
): Promise<{ ticket: TicketRecord; holder: string | null } | { refusal: DoorScanRecord }> {
  const ticketId = verifyTicketCode(scan.qrCode, ctx.eventId);
  if (!ticketId) return { refusal: await refused(TICKET_NOT_FOUND) };
  const ticket = await getTicket(ticketId);
  if (!ticket) return { refusal: await refused(TICKET_NOT_FOUND, ticketId) };
  if (ticket.eventId !== ctx.eventId) return { refusal: await refused(DIFFERENT_EVENT, ticketId) };
  const holder = doorName(ticket.holderName);
  if (ticket.status === 'cancelled') return { refusal: await refused(TICKET_CANCELLED, ticketId, holder) };
  if (ticket.status === 'transferred') return { refusal: await refused(TICKET_TRANSFERRED, ticketId, holder) };
  return { ticket, holder };
}

/** Logs what became of one offline exit, applying it to the door count if no earlier sync did. */
export async function settleExit(scan: OfflineScan, ctx: SyncContext): Promise<DoorScanRecord> {
  const { scannedAt, log, refused } = syncedScanLog(scan, ctx);
  const checked = await syncedTicket(scan, ctx, refused);
  if ('refusal' in checked) return checked.refusal;
  const { ticket, holder } = checked;
  const crossing = await crossDoor({ event: ctx.event, ticket, door: await readDoorCount(ctx.eventId), direction: 'exit', scanId: scan.scanId, now: scannedAt });
  if (crossing.kind === 'exited') return log({ ticketId: ticket.id, holder, resolution: 'recorded', message: EXIT_RECORDED });
  // Out already by this very scan (a sync whose answer was lost before it was logged).
  if (crossing.kind === 'notInside' && crossing.ticket.doorScanId === scan.scanId && crossing.ticket.inside === false) {
    return log({ ticketId: ticket.id, holder, resolution: 'recorded', message: EXIT_RECORDED });
  }
  if (crossing.kind === 'notInside' || crossing.kind === 'alreadyUsed') return refused(NOT_INSIDE, ticket.id, holder);
  return refused(TICKET_NOT_FOUND, ticket.id, holder);
}

/** Wraps a task over scans so that scans of one ticket run one after another, in the order they are started. */
export function oneTicketAtATime<R>(task: (scan: OfflineScan) => Promise<R>): (scan: OfflineScan) => Promise<R> {
  const last = new Map<string, Promise<unknown>>();
  return (scan) => {
    const key = parseTicketCode(scan.qrCode)?.ticketId ?? scan.scanId;
    const run = (last.get(key) ?? Promise.resolve()).catch(() => undefined).then(() => task(scan));
    last.set(key, run);
    return run;
  };
}
