/**
 * POST /tickets/door-sync (issue 12, offline door mode): a door device's
 * offline decisions, sent when the network returns. Each admission is
 * checked again (the code, the event) and redeemed with the device's scan id
 * and time, hundreds in a few transactions (door-crossings.ts); the scan log
 * (`door-scans.ts`) makes the sync idempotent scan by scan. A ticket another scan admitted first stays admitted once (the
 * redemption's conditional write decides), and the later admission is kept
 * in the log as a duplicate, answered and listed for the leader: never lost.
 * The device's refusals change nothing and are only acknowledged.
 */
import type { DoorSyncResponse, DoorSyncResult } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import type { DoorSyncInput, OfflineScan } from '../../shared/schemas/door';
import { requireChapterAccess } from '../lib/access';
import { clock } from '../lib/clock';
import { crossDoorMany } from '../lib/db/door-crossings';
import { getDoorScans, listDoorDuplicates, logDoorScans, type DoorScanRecord } from '../lib/db/door-scans';
import { getPartyEvent, type PartyEvent } from '../lib/db/party-events';
import { redeemTicket } from '../lib/db/ticket-redemption';
import { getTickets, type TicketRecord } from '../lib/db/tickets';
import { notFound } from '../lib/errors';
import { verifyTicketCode } from '../lib/qr';
import { ALREADY_USED, DIFFERENT_EVENT, ENTRY_GRANTED, EVENT_NOT_FOUND, TICKET_CANCELLED, TICKET_NOT_FOUND, TICKET_TRANSFERRED } from '../lib/ticketing/messages';
import { doorName, toDuplicate } from './door-views';

export const REFUSED_ON_DEVICE = 'Refused at the door';

interface Context {
  event: PartyEvent;
  eventId: string;
  deviceId: string;
  scannedBy: string;
  now: Date;
}

/** An offline admission with its code checked and its ticket read. */
interface Checked {
  scan: OfflineScan;
  scannedAt: string;
  ticketId: string | null;
  ticket: TicketRecord | undefined;
}

/** Why the server refuses an admission the device made, from the ticket as read; null when it stands. */
function refusal({ ticketId, ticket }: Checked, eventId: string): string | null {
  if (!ticketId || !ticket) return TICKET_NOT_FOUND;
  if (ticket.eventId !== eventId) return DIFFERENT_EVENT;
  if (ticket.status === 'cancelled') return TICKET_CANCELLED;
  if (ticket.status === 'transferred') return TICKET_TRANSFERRED;
  return null;
}

/**
 * Decides what became of offline admissions no earlier sync logged: each
 * code checked again, the tickets read at once, the valid ones admitted
 * through the door count in batches (door-crossings.ts), in the order the
 * device scanned. The records to log, by scan id.
 */
async function settleAdmissions(scans: OfflineScan[], ctx: Context): Promise<DoorScanRecord[]> {
  const checked: Checked[] = scans.map((scan) => ({
    scan,
    scannedAt: new Date(Math.min(Date.parse(scan.scannedAt), ctx.now.getTime())).toISOString(),
    ticketId: verifyTicketCode(scan.qrCode, ctx.eventId),
    ticket: undefined,
  }));
  const tickets = await getTickets([...new Set(checked.flatMap((c) => (c.ticketId ? [c.ticketId] : [])))]);
  for (const c of checked) c.ticket = c.ticketId ? tickets.get(c.ticketId) : undefined;

  // Through the door count, as online entries: the live headcount includes offline admissions.
  const entering = checked.filter((c) => !refusal(c, ctx.eventId) && c.ticket!.status === 'valid');
  const outcomes = await crossDoorMany(
    ctx.event,
    entering.map((c) => ({ ticket: c.ticket!, direction: 'entry' as const, scanId: c.scan.scanId, now: c.scannedAt })),
  );
  const after = new Map<Checked, TicketRecord | undefined>();
  for (const [i, c] of entering.entries()) {
    const outcome = outcomes[i]!;
    if (outcome.kind === 'full') {
      // The guest is already in (admitted offline): recorded as used, though the count was at capacity.
      const redeemed = await redeemTicket(c.ticket!, c.scan.scanId, c.scannedAt);
      after.set(c, redeemed.kind === 'missing' ? undefined : redeemed.ticket);
    } else after.set(c, 'ticket' in outcome ? outcome.ticket : undefined);
  }

  const records = checked.map((c): DoorScanRecord => {
    const current = after.has(c) ? after.get(c) : c.ticket;
    const base = { eventId: ctx.eventId, scanId: c.scan.scanId, deviceId: ctx.deviceId, scannedBy: ctx.scannedBy, scannedAt: c.scannedAt, syncedAt: ctx.now.toISOString(), kept: null };
    const holder = c.ticket && c.ticket.eventId === ctx.eventId ? doorName(c.ticket.holderName) : null;
    const refused = refusal({ ...c, ticket: current }, ctx.eventId);
    if (refused) return { ...base, ticketId: c.ticketId, holder, resolution: 'refused', message: refused };
    // This very scan redeemed it (now, or in a sync whose answer was lost before it was logged).
    if (current!.usedScanId === c.scan.scanId) return { ...base, ticketId: c.ticketId, holder, resolution: 'recorded', message: ENTRY_GRANTED };
    return { ...base, ticketId: c.ticketId, holder, resolution: 'duplicate', message: ALREADY_USED, kept: { scanId: current!.usedScanId, usedAt: current!.usedAt, deviceId: null } };
  });
  // A duplicate names the device of the admission kept: one of this sync's, or an earlier one's.
  const ours = new Map(records.filter((r) => r.resolution === 'recorded').map((r) => [r.scanId, r]));
  const keptIds = records.flatMap((r) => (r.kept?.scanId && !ours.has(r.kept.scanId) ? [r.kept.scanId] : []));
  const earlier = keptIds.length ? await getDoorScans(ctx.eventId, [...new Set(keptIds)]) : new Map<string, DoorScanRecord>();
  for (const r of records) if (r.kept?.scanId) r.kept.deviceId = (ours.get(r.kept.scanId) ?? earlier.get(r.kept.scanId))?.deviceId ?? null;
  return records;
}

export async function syncDoorScans(scannedBy: string, standing: Standing, input: DoorSyncInput): Promise<DoorSyncResponse> {
  const eventId = input.eventId.toLowerCase();
  const event = await getPartyEvent(eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  requireChapterAccess('validateTickets', standing, event.chapterId);

  const ctx: Context = { event, eventId, deviceId: input.deviceId.toLowerCase(), scannedBy, now: clock.now() };
  // Each scan id once, as first sent: a device may send a scan again within one sync.
  const admitted = [...new Map(input.scans.filter((scan) => scan.decision === 'admitted').map((scan) => [scan.scanId, scan])).values()];
  const earlier = await getDoorScans(eventId, admitted.map((scan) => scan.scanId));
  const settled = await settleAdmissions(admitted.filter((scan) => !earlier.has(scan.scanId)), ctx);
  // What a concurrent sync of the same scans logged first stands.
  const logged = new Map([...earlier, ...(await logDoorScans(settled))]);
  const results = input.scans.map((scan): DoorSyncResult => {
    if (scan.decision === 'refused') return { scanId: scan.scanId, outcome: 'refused', message: REFUSED_ON_DEVICE };
    const record = logged.get(scan.scanId)!;
    return { scanId: scan.scanId, outcome: record.resolution, message: record.message };
  });
  return { results, duplicates: (await listDoorDuplicates(eventId)).map(toDuplicate) };
}
