/**
 * An admission by name after an ID check made at a leader's door offline,
 * brought by the sync with the other offline scans: recorded as an ID check
 * at the instant the device admitted (who checked, by which scan), counted
 * at the door, once whatever the retries; admitted twice on two devices (or
 * by name on one and by its code on another), one admission stands and the
 * other is kept as a duplicate for the leader. A door pass admits nobody by
 * name, and a ticket cancelled since the device's roster is flagged.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorPassSyncResponse, DoorSyncResponse, EventAnalyticsResponse } from '../../../shared/api/types';
import type { OfflineScan } from '../../../shared/schemas/door';
import { idCheckEntry } from '../../../shared/door-id-check';
import { clock } from '../../../functions/lib/clock';
import { readDoorCount } from '../../../functions/domains/ticketing/door/headcount';
import { getTicket } from '../../../functions/domains/ticketing/tickets';
import { signTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { ALREADY_USED, DIFFERENT_EVENT, ENTRY_GRANTED, TICKET_CANCELLED, TICKET_NOT_FOUND } from '../../../functions/domains/ticketing/messages';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { passToken, storedDoorPass } from '../door-pass/fixtures';
import { doorSetup } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const NOW = new Date('2026-11-24T04:00:00.000Z');
beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
});

const byName = (ticketId: string, extra: Partial<OfflineScan> = {}): OfflineScan => ({
  scanId: randomUUID(),
  qrCode: idCheckEntry(ticketId),
  scannedAt: '2026-11-24T03:10:00.000Z',
  decision: 'admitted',
  ...extra,
});
const sync = (claims: Record<string, unknown>, eventId: string, deviceId: string, scans: OfflineScan[]) =>
  invoke<DoorSyncResponse>('syncDoorScans', { claims, body: { eventId, deviceId, scans } });

describe('an offline admission by name, synced', () => {
  it('is recorded as an ID check at the instant the device admitted, counted once, and a retried sync changes nothing', async () => {
    const { leader, event, tickets } = await doorSetup(['Ana Lopez'], { ticketCodes: 'live' });
    const device = randomUUID();
    const scans = [byName(tickets[0]!.id.toUpperCase())];
    const first = await sync(leader.claims, event.id, device, scans);
    expect(first.json).toMatchObject({
      results: [{ scanId: scans[0]!.scanId, outcome: 'recorded', message: ENTRY_GRANTED }],
      duplicates: [],
      flagged: [],
      headcount: expect.objectContaining({ insideNow: 1, entries: 1 }),
    });
    const ticket = await getTicket(tickets[0]!.id);
    expect(ticket).toMatchObject({ status: 'used', usedAt: scans[0]!.scannedAt, usedScanId: scans[0]!.scanId });
    expect(ticket?.idCheckedEntry).toEqual({ by: leader.sub, at: scans[0]!.scannedAt, scanId: scans[0]!.scanId });

    expect((await sync(leader.claims, event.id, device, scans)).json).toEqual(first.json);
    expect(await getTicket(tickets[0]!.id)).toEqual(ticket);
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 1, entries: 1 });
    const analytics = await invoke<EventAnalyticsResponse>('getEventAnalytics', { params: { id: event.id }, claims: leader.claims });
    expect(analytics.json).toMatchObject({ checkedIn: 1, admittedByIdCheck: 1 });
  });

  it('settles once when two devices admitted the same guest by name, and keeps the later one as a duplicate', async () => {
    const { leader, event, tickets } = await doorSetup(['Ana Lopez']);
    const [doorA, doorB] = [randomUUID(), randomUUID()];
    const atA = byName(tickets[0]!.id, { scannedAt: '2026-11-24T03:00:00.000Z' });
    const atB = byName(tickets[0]!.id, { scannedAt: '2026-11-24T03:05:00.000Z' });
    const [a, b] = await Promise.all([sync(leader.claims, event.id, doorA, [atA]), sync(leader.claims, event.id, doorB, [atB])]);
    // Whichever sync wrote first, one stands and the other is the duplicate.
    expect([a.json.results[0]!.outcome, b.json.results[0]!.outcome].sort()).toEqual(['duplicate', 'recorded']);
    const [kept, other] = a.json.results[0]!.outcome === 'recorded' ? [atA, atB] : [atB, atA];
    const duplicate = (a.json.results[0]!.outcome === 'duplicate' ? a : b).json;
    expect(duplicate.results[0]!.message).toBe(ALREADY_USED);
    const ticket = await getTicket(tickets[0]!.id);
    expect(ticket).toMatchObject({ usedScanId: kept.scanId, idCheckedEntry: { by: leader.sub, at: kept.scannedAt, scanId: kept.scanId } });
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 1, entries: 1 });
    expect(duplicate.duplicates).toEqual([expect.objectContaining({ ticketId: tickets[0]!.id, scanId: other.scanId, kept: expect.objectContaining({ scanId: kept.scanId }) })]);
  });

  it('is a duplicate, with no ID check recorded, when another device let the guest in by their code first', async () => {
    const { leader, event, tickets } = await doorSetup(['Ana Lopez']);
    const scanned = { scanId: randomUUID(), qrCode: signTicketCode(tickets[0]!.id, event.id), scannedAt: '2026-11-24T03:00:00.000Z', decision: 'admitted' as const };
    expect((await sync(leader.claims, event.id, randomUUID(), [scanned])).json.results[0]!.outcome).toBe('recorded');
    const named = byName(tickets[0]!.id);
    expect((await sync(leader.claims, event.id, randomUUID(), [named])).json.results[0]).toEqual({ scanId: named.scanId, outcome: 'duplicate', message: ALREADY_USED });
    expect((await getTicket(tickets[0]!.id))?.idCheckedEntry).toBeUndefined();
  });

  it("is refused for another event's ticket, and flagged for a ticket cancelled since the device's roster", async () => {
    const { leader, event, holders, tickets } = await doorSetup(['Ana Lopez', 'Sam Q. Student']);
    const elsewhere = await doorSetup(['Cal Other']);
    await invoke('cancelTicket', { params: { id: tickets[1]!.id }, claims: holders[1]!.claims });
    const scans = [byName(elsewhere.tickets[0]!.id), byName(tickets[1]!.id)];
    const res = await sync(leader.claims, event.id, randomUUID(), scans);
    expect(res.json.results).toEqual([
      { scanId: scans[0]!.scanId, outcome: 'refused', message: DIFFERENT_EVENT },
      { scanId: scans[1]!.scanId, outcome: 'refused', message: TICKET_CANCELLED, flag: 'cancelled' },
    ]);
    expect((await getTicket(elsewhere.tickets[0]!.id))?.status).toBe('valid');
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 0, entries: 0 });
  });

  it("is refused as an exit, and from a door pass's device (no names, no ID checks), changing nothing", async () => {
    const { leader, event, tickets } = await doorSetup(['Ana Lopez']);
    const exit = byName(tickets[0]!.id, { direction: 'exit' });
    expect((await sync(leader.claims, event.id, randomUUID(), [exit])).json.results).toEqual([{ scanId: exit.scanId, outcome: 'refused', message: TICKET_NOT_FOUND }]);
    const pass = await storedDoorPass(event, { validFrom: new Date(NOW.getTime() - 3_600_000), validUntil: new Date(NOW.getTime() + 3_600_000) });
    const fromPass = byName(tickets[0]!.id);
    const res = await invoke<DoorPassSyncResponse>('syncDoorPassScans', {
      params: { id: pass.id },
      body: { deviceId: randomUUID(), scans: [fromPass] },
      headers: { authorization: `Bearer ${passToken(pass, NOW)}` },
    });
    expect(res.json.results).toEqual([{ scanId: fromPass.scanId, outcome: 'refused', message: TICKET_NOT_FOUND }]);
    expect(await getTicket(tickets[0]!.id)).toMatchObject({ status: 'valid' });
    expect((await getTicket(tickets[0]!.id))?.idCheckedEntry).toBeUndefined();
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 0, entries: 0 });
  });
});
