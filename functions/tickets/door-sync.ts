/**
 * POST /tickets/door-sync (offline door mode): a door device's
 * offline decisions, sent when the network returns. Each scan is checked
 * again (the code, the event, the ticket) and crosses the door count as an
 * online scan would — an entry, an exit, a re-entry after an exit — with
 * the device's scan id and time, in the device's order, hundreds in a few
 * transactions (door-crossings.ts). The scan log (`door-scans.ts`) makes the
 * sync idempotent scan by scan. A ticket another scan admitted first stays
 * admitted once (the conditional writes decide), and the later admission is
 * kept in the log as a duplicate, answered and listed for the leader: never
 * lost. A leader's admission by name after an ID check (no code) is
 * recorded on the ticket as an ID check, as online, and settles the same way
 * against a scan or another device's admission. A sober monitor's code checks the monitor in or out, in its place
 * among the guests (monitor-scan.ts). An entry the device made stands even
 * past the door's limit (the guest is in, and the count says so); when
 * devices offline together passed capacity or what the monitors cover, or
 * the ticket was cancelled or transferred after the device's roster, the
 * scan is flagged and listed for the leader. The device's refusals change
 * nothing and are only acknowledged. The answer carries the headcount after
 * the sync, which the device shows and counts on from as its own scans
 * leave its queue.
 */
import type { DoorFlag, DoorSyncResponse, DoorSyncResult } from '../../shared/api/types';
import { isMonitorCode } from '../../shared/door-code';
import type { Standing } from '../../shared/authz';
import type { DoorSyncInput, OfflineScan } from '../../shared/schemas/door';
import { requireChapterAccess } from '../lib/access';
import { clock } from '../lib/clock';
import { crossDoorMany } from '../domains/ticketing/door/crossings';
import { LEADERS_POINT, type ScanPoint } from '../domains/ticketing/door/points';
import { headcountOf, readDoorCount, type CrossingOutcome, type DoorCount } from '../domains/ticketing/door/headcount';
import { getDoorScans, listDoorNotices, type DoorScanRecord } from '../domains/ticketing/door/scans';
import { getPartyEvent, type PartyEvent } from '../domains/catalog/party-events/party-events';
import { getTickets, type TicketRecord } from '../domains/ticketing/tickets';
import { notFound } from '../lib/errors';
import { verifyTicketCode } from '../domains/ticketing/door/qr';
import {
  ALREADY_USED,
  DIFFERENT_EVENT,
  ENTRY_GRANTED,
  EVENT_NOT_FOUND,
  EXIT_RECORDED,
  NOT_INSIDE,
  REENTRY_GRANTED,
  TICKET_CANCELLED,
  TICKET_NOT_FOUND,
  TICKET_TRANSFERRED,
} from '../domains/ticketing/messages';
import { logScansOf, type DoorScanner, type UnsignedScan } from './door-scanner';
import { doorName } from '../domains/ticketing/door/door-name';
import { noticesOf } from './door-views';
import { crossAsMonitor } from './monitor-scan';
import { isLiveCode, liveCodeTicketId, LIVE_TICKET_FIXED_CODE } from '../../shared/live-code';
import { liveCodeRefusal } from './live-door';
import { idCheckTicketId } from '../../shared/door-id-check';

export const REFUSED_ON_DEVICE = 'Refused at the door';

/** When the device made a scan, by its own clock, but never later than the sync that brings it. */
export const scannedAtOf = (scan: Pick<OfflineScan, 'scannedAt'>, now: Date): string => new Date(Math.min(Date.parse(scan.scannedAt), now.getTime())).toISOString();

interface Context {
  event: PartyEvent;
  /** Where the device scanned: its crossings count on this door. */
  point: ScanPoint;
  deviceId: string;
  now: Date;
  /** The leader whose device admits by name after an ID check; null for a door pass (no names, no ID checks). */
  idCheckedBy: string | null;
}

/** An offline scan with its code checked and its ticket read. */
interface Checked {
  scan: OfflineScan;
  direction: 'entry' | 'exit';
  scannedAt: string;
  ticketId: string | null;
  ticket: TicketRecord | undefined;
  /** Live tickets: why its code does not stand (checked once the ticket, and so its phone's key, is read). */
  codeRefusal?: string | null;
  /** An admission by name after an ID check: no code, recorded on the ticket as an ID check. */
  idCheck: boolean;
}

/** Why the server refuses a scan the device made, from the ticket as it stands; null when it stands. */
function refusal(ticketId: string | null, ticket: TicketRecord | undefined, eventId: string, codeRefusal?: string | null): string | null {
  if (codeRefusal) return codeRefusal;
  if (!ticketId || !ticket) return TICKET_NOT_FOUND;
  if (ticket.eventId !== eventId) return DIFFERENT_EVENT;
  if (ticket.status === 'cancelled') return TICKET_CANCELLED;
  if (ticket.status === 'transferred') return TICKET_TRANSFERRED;
  return null;
}

/** A crossing's outcome, and the ticket as it left it. */
interface Decided {
  outcome: CrossingOutcome;
  after: TicketRecord | undefined;
}

type Resolution = Pick<DoorScanRecord, 'resolution' | 'message' | 'flag'> & { kept?: { scanId: string | null; usedAt: string | null } };

const PAST_LIMIT: Record<'full' | 'needsMonitor', DoorFlag> = { full: 'pastCapacity', needsMonitor: 'pastMonitorLimit' };

/** What a crossing's outcome means for the scan that asked for it (the ticket as the crossing left it). */
function resolve(c: Checked, { outcome, after }: Decided & { after: TicketRecord }): Resolution {
  const scanId = c.scan.scanId;
  if (c.direction === 'exit') {
    // Out by this very scan (now, or in a sync whose answer was lost before it was logged).
    if (outcome.kind === 'exited' || (after.doorScanId === scanId && after.inside === false)) return { resolution: 'recorded', message: EXIT_RECORDED };
    return { resolution: 'refused', message: NOT_INSIDE };
  }
  const flag = outcome.kind === 'entered' && outcome.pastLimit ? { flag: PAST_LIMIT[outcome.pastLimit] } : {};
  if (after.usedScanId === scanId) return { resolution: 'recorded', message: ENTRY_GRANTED, ...flag };
  // Back in after an exit.
  if (after.doorScanId === scanId) return { resolution: 'recorded', message: REENTRY_GRANTED, ...flag };
  return { resolution: 'duplicate', message: ALREADY_USED, kept: { scanId: after.usedScanId, usedAt: after.usedAt } };
}

/** An admission of a ticket cancelled or transferred after the device's roster: the leader is told (the device let the guest in). */
const staleTicketFlag = (c: Checked, message: string): Pick<Resolution, 'flag'> =>
  c.direction === 'entry' && message === TICKET_CANCELLED ? { flag: 'cancelled' } : c.direction === 'entry' && message === TICKET_TRANSFERRED ? { flag: 'transferred' } : {};

/**
 * Decides what became of scans no earlier sync logged: the codes checked
 * again, the tickets read at once, every standing scan through the door
 * count in the device's order — guests in batches, each sober monitor's
 * check-in or out in its place between them. The records to log.
 */
async function settleScans(scans: OfflineScan[], ctx: Context): Promise<{ records: UnsignedScan[]; door: DoorCount | null }> {
  const eventId = ctx.event.id;
  const checked: Checked[] = scans.map((scan) => {
    const byName = idCheckTicketId(scan.qrCode);
    return {
      scan,
      direction: scan.direction === 'exit' ? 'exit' : 'entry',
      scannedAt: scannedAtOf(scan, ctx.now),
      // The code's kind: a monitor's names no ticket; a live code's signature is checked with its ticket's phone key, once
      // the ticket is read; an admission by name names its ticket, and only a leader's entry stands.
      ticketId: byName ?? (isMonitorCode(scan.qrCode) ? null : isLiveCode(scan.qrCode) ? liveCodeTicketId(scan.qrCode) : verifyTicketCode(scan.qrCode, eventId)),
      ticket: undefined,
      idCheck: byName !== null,
    };
  });
  const tickets = await getTickets([...new Set(checked.flatMap((c) => (c.ticketId ? [c.ticketId] : [])))]);
  for (const c of checked) {
    c.ticket = c.ticketId ? tickets.get(c.ticketId) : undefined;
    c.codeRefusal = c.idCheck
      ? ctx.idCheckedBy && c.direction === 'entry'
        ? null
        : TICKET_NOT_FOUND
      : await syncedCodeRefusal(c.scan.qrCode, eventId, c.ticket, c.scannedAt);
  }

  const decided = new Map<Checked, Decided>();
  const monitors = new Map<Checked, UnsignedScan>();
  let door: DoorCount | null = null;
  let guests: Checked[] = [];
  const crossGuests = async () => {
    if (!guests.length) return;
    // Each scan is one the device already made: an entry crosses even past the limit (the guest is in).
    const crossed = await crossDoorMany(
      ctx.event,
      ctx.point,
      guests.map((c) => ({
        ticket: c.ticket!,
        direction: c.direction,
        scanId: c.scan.scanId,
        now: c.scannedAt,
        alreadyIn: c.direction === 'entry',
        // Recorded as online: who checked the ID, when the device admitted, by which scan.
        ...(c.idCheck ? { ticketFields: { idCheckedEntry: { by: ctx.idCheckedBy, at: c.scannedAt, scanId: c.scan.scanId } } } : {}),
      })),
    );
    guests.forEach((c, i) => {
      const outcome = crossed.outcomes[i]!;
      decided.set(c, { outcome, after: 'ticket' in outcome ? outcome.ticket : undefined });
    });
    door = crossed.door ?? door;
    guests = [];
  };
  const base = (c: Checked) => ({ eventId, scanId: c.scan.scanId, deviceId: ctx.deviceId, scannedAt: c.scannedAt, syncedAt: ctx.now.toISOString(), kept: null });
  for (const c of checked) {
    if (!isMonitorCode(c.scan.qrCode)) {
      if (!refusal(c.ticketId, c.ticket, eventId, c.codeRefusal)) guests.push(c);
      continue;
    }
    // A monitor's move changes what the guests after it may do: the guests before it cross first.
    await crossGuests();
    const moved = await crossAsMonitor(ctx.event, { qrCode: c.scan.qrCode, scanId: c.scan.scanId, direction: c.direction, now: c.scannedAt });
    door = moved.monitor?.door ?? door;
    monitors.set(c, { ...base(c), ticketId: null, holder: moved.monitor?.name ?? null, resolution: moved.moved ? 'recorded' : 'refused', message: moved.message });
  }
  await crossGuests();

  const records = checked.map((c): UnsignedScan => {
    const monitor = monitors.get(c);
    if (monitor) return monitor;
    const holder = c.ticket && c.ticket.eventId === eventId ? doorName(c.ticket.holderName) : null;
    const result = decided.get(c);
    const after = result ? result.after : c.ticket;
    const refused = refusal(c.ticketId, after, eventId, c.codeRefusal);
    if (refused || !result || !after) {
      const message = refused ?? TICKET_NOT_FOUND;
      return { ...base(c), ticketId: c.ticketId, holder, resolution: 'refused', message, ...staleTicketFlag(c, message) };
    }
    const { kept, ...resolution } = resolve(c, { ...result, after });
    return { ...base(c), ticketId: c.ticketId, holder, ...resolution, kept: kept ? { ...kept, deviceId: null } : null };
  });
  // A duplicate names the device of the admission kept: one of this sync's, or an earlier one's.
  const ours = new Map(records.filter((r) => r.resolution === 'recorded').map((r) => [r.scanId, r]));
  const keptIds = records.flatMap((r) => (r.kept?.scanId && !ours.has(r.kept.scanId) ? [r.kept.scanId] : []));
  const earlier = keptIds.length ? await getDoorScans(eventId, [...new Set(keptIds)]) : new Map<string, DoorScanRecord>();
  for (const r of records) if (r.kept?.scanId) r.kept.deviceId = (ours.get(r.kept.scanId) ?? earlier.get(r.kept.scanId))?.deviceId ?? null;
  return { records, door };
}

/** Live tickets: why a synced code does not stand, by its kind (a fixed code of a live ticket never does); null when it does. */
async function syncedCodeRefusal(code: string, eventId: string, ticket: TicketRecord | undefined, scannedAt: string): Promise<string | null> {
  if (isLiveCode(code)) return liveCodeRefusal(code, eventId, ticket, new Date(scannedAt), true);
  return ticket?.liveCodes && ticket.eventId === eventId ? LIVE_TICKET_FIXED_CODE : null;
}

export async function syncDoorScans(scannedBy: string, standing: Standing, input: DoorSyncInput): Promise<DoorSyncResponse> {
  const eventId = input.eventId.toLowerCase();
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, event.chapterId);
  const { results, door } = await settleOfflineScans(event, { leaderSub: scannedBy }, LEADERS_POINT, input);
  // The count as the crossings left it; read when the sync crossed nothing (a retried sync, refusals only).
  const [notices, count] = await Promise.all([listDoorNotices(eventId), door ?? readDoorCount(eventId)]);
  return { results, ...noticesOf(notices), headcount: headcountOf(event, count) };
}

/**
 * The sync's core, for every scanner (a leader above, a door pass in
 * door-pass-offline.ts): each scan's outcome, in order, and the door count
 * as this sync's crossings left it (null when it crossed none).
 */
export async function settleOfflineScans(
  event: PartyEvent,
  scanner: DoorScanner,
  point: ScanPoint,
  input: Pick<DoorSyncInput, 'deviceId' | 'scans'>,
): Promise<{ results: DoorSyncResult[]; door: DoorCount | null }> {
  const ctx: Context = { event, point, deviceId: input.deviceId.toLowerCase(), now: clock.now(), idCheckedBy: 'leaderSub' in scanner ? scanner.leaderSub : null };
  // Each scan id once, as first sent: a device may send a scan again within one sync.
  const admitted = [...new Map(input.scans.filter((scan) => scan.decision === 'admitted').map((scan) => [scan.scanId, scan])).values()];
  const earlier = await getDoorScans(event.id, admitted.map((scan) => scan.scanId));
  const { records, door } = await settleScans(admitted.filter((scan) => !earlier.has(scan.scanId)), ctx);
  // What a concurrent sync of the same scans logged first stands.
  const logged = new Map([...earlier, ...(await logScansOf(scanner, records))]);
  const results = input.scans.map((scan): DoorSyncResult => {
    if (scan.decision === 'refused') return { scanId: scan.scanId, outcome: 'refused', message: REFUSED_ON_DEVICE };
    const record = logged.get(scan.scanId)!;
    return { scanId: scan.scanId, outcome: record.resolution, message: record.message, ...(record.flag ? { flag: record.flag } : {}) };
  });
  return { results, door };
}
