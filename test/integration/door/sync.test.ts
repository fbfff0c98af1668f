/**
 * Syncing offline door scans: idempotent by scan id, one
 * admission per ticket under concurrency, every duplicate kept and shown.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoorRosterResponse, DoorSyncResponse } from '../../../shared/api/types';
import type { OfflineScan } from '../../../shared/schemas/door';
import { clock } from '../../../functions/lib/clock';
import { readDoorCount } from '../../../functions/domains/ticketing/door/headcount';
import { keys } from '../../../functions/domains/keys';
import { getTicket } from '../../../functions/domains/ticketing/tickets';
import { queryPrefix } from '../../../functions/lib/db/table';
import { signTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { eventCounters, newChapter, newEvent, newLeader, pool, profileCounters } from '../tickets/fixtures';
import { newAdmin } from '../party-events/fixtures';
import { doorSetup } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const NOW = new Date('2026-11-24T04:00:00.000Z');
const scan = (qrCode: string, extra: Partial<OfflineScan> = {}): OfflineScan => ({
  scanId: randomUUID(),
  qrCode,
  scannedAt: '2026-11-24T03:10:00.000Z',
  decision: 'admitted',
  ...extra,
});
const sync = (claims: Record<string, unknown>, eventId: string, deviceId: string, scans: OfflineScan[]) =>
  invoke<DoorSyncResponse>('syncDoorScans', { claims, body: { eventId, deviceId, scans } });
const scanLog = async (eventId: string) => queryPrefix(keys.doorScan.ofEvent(eventId), { consistent: true });

describe('syncDoorScans', () => {
  it('records an offline admission at the time the device decided; a retried sync changes nothing', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, holders, tickets } = await doorSetup(['Sam Q. Student']);
    const device = randomUUID();
    const scans = [scan(tickets[0]!.qrCode)];

    const first = await sync(leader.claims, event.id, device, scans);
    expect(first.statusCode).toBe(200);
    expect(first.json).toEqual({
      results: [{ scanId: scans[0]!.scanId, outcome: 'recorded', message: 'Ticket validated successfully! Entry granted.' }],
      duplicates: [],
      flagged: [],
      headcount: expect.objectContaining({ insideNow: 1, entries: 1, exits: 0, peakInside: 1 }),
    });
    const afterFirst = { ticket: await getTicket(tickets[0]!.id), counters: await eventCounters(event.id), attended: await profileCounters(holders[0]!.sub), log: await scanLog(event.id) };
    expect(afterFirst.ticket).toMatchObject({ status: 'used', usedAt: '2026-11-24T03:10:00.000Z', usedScanId: scans[0]!.scanId });
    expect(afterFirst.counters.checkedIn).toBe(1);
    // The live headcount counts the offline admission, in the quarter hour the device decided it.
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 1, entries: 1, peakInside: 1 });

    const retried = await Promise.all([sync(leader.claims, event.id, device, scans), sync(leader.claims, event.id, device, scans)]);
    expect(retried.map((r) => r.json)).toEqual([first.json, first.json]);
    expect({ ticket: await getTicket(tickets[0]!.id), counters: await eventCounters(event.id), attended: await profileCounters(holders[0]!.sub), log: await scanLog(event.id) }).toEqual(afterFirst);
  });

  it('keeps one admission when two devices admitted the same ticket, and shows the leader the duplicate', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup(['Ana Lopez']);
    const [doorA, doorB] = [randomUUID(), randomUUID()];
    const atA = scan(tickets[0]!.qrCode, { scannedAt: '2026-11-24T03:00:00.000Z' });
    const atB = scan(tickets[0]!.qrCode, { scannedAt: '2026-11-24T03:05:00.000Z' });

    expect((await sync(leader.claims, event.id, doorA, [atA])).json.results[0]!.outcome).toBe('recorded');
    const second = await sync(leader.claims, event.id, doorB, [atB]);
    const duplicate = {
      ticketId: tickets[0]!.id,
      holder: 'Ana L.',
      scanId: atB.scanId,
      deviceId: doorB,
      scannedAt: atB.scannedAt,
      kept: { scanId: atA.scanId, usedAt: atA.scannedAt, deviceId: doorA },
    };
    expect(second.json).toEqual({
      results: [{ scanId: atB.scanId, outcome: 'duplicate', message: 'This ticket has already been used' }],
      duplicates: [duplicate],
      flagged: [],
      headcount: expect.objectContaining({ insideNow: 1, entries: 1 }),
    });
    expect((await eventCounters(event.id)).checkedIn).toBe(1);

    await sync(leader.claims, event.id, doorB, [atB]);
    const roster = await invoke<DoorRosterResponse>('getDoorRoster', { claims: leader.claims, params: { id: event.id } });
    expect(roster.json.duplicates).toEqual([duplicate]);
    expect(roster.json.tickets).toEqual([{ id: tickets[0]!.id, holder: 'Ana L.', status: 'used' }]);
  });

  it('lets exactly one of many devices syncing the same ticket at once keep the admission; the rest are duplicates', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup();
    const devices = Array.from({ length: 12 }, () => ({ device: randomUUID(), scan: scan(tickets[0]!.qrCode) }));
    const results = await pool(devices.length, devices.length, (i) => sync(leader.claims, event.id, devices[i]!.device, [devices[i]!.scan]));
    const outcomes = results.map((r) => r.json.results[0]!.outcome);
    expect(outcomes.filter((o) => o === 'recorded')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(11);
    expect((await eventCounters(event.id)).checkedIn).toBe(1);
    expect(await scanLog(event.id)).toHaveLength(12);
    const winner = devices[outcomes.indexOf('recorded')]!;
    expect((await getTicket(tickets[0]!.id))?.usedScanId).toBe(winner.scan.scanId);
  });

  it('settles one scan id once however many syncs send it at the same time', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup();
    const device = randomUUID();
    const one = scan(tickets[0]!.qrCode);
    const results = await pool(10, 10, () => sync(leader.claims, event.id, device, [one]));
    expect(new Set(results.map((r) => r.json.results[0]!.outcome))).toEqual(new Set(['recorded']));
    expect((await eventCounters(event.id)).checkedIn).toBe(1);
    expect(await scanLog(event.id)).toHaveLength(1);
  });

  it('records a ticket scanned online first as a duplicate of that online admission', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup();
    await invoke('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: tickets[0]!.qrCode } });
    const offline = scan(tickets[0]!.qrCode);
    const res = await sync(leader.claims, event.id, randomUUID(), [offline]);
    expect(res.json.results[0]!.outcome).toBe('duplicate');
    expect(res.json.duplicates[0]!.kept).toMatchObject({ usedAt: NOW.toISOString(), deviceId: null });
  });

  it('checks every code again: forged and other-event admissions are refused and logged; device refusals change nothing', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, chapter, tickets } = await doorSetup();
    const otherEvent = await newEvent(chapter.id);
    const forged = signTicketCode(tickets[0]!.id, event.id, 'not-the-server-secret');
    const otherEventsCode = signTicketCode(tickets[0]!.id, otherEvent.id);
    const scans = [scan(forged), scan(otherEventsCode), scan(tickets[0]!.qrCode, { decision: 'refused' })];
    const res = await sync(leader.claims, event.id, randomUUID(), scans);
    expect(res.json.results.map((r) => r.outcome)).toEqual(['refused', 'refused', 'refused']);
    expect(res.json.results[0]!.message).toBe('Invalid QR code - ticket not found');
    expect((await getTicket(tickets[0]!.id))?.status).toBe('valid');
    expect((await eventCounters(event.id)).checkedIn).toBe(0);
    expect((await scanLog(event.id)).map((item) => item.resolution)).toEqual(['refused', 'refused']);
  });

  it('never dates an admission after the sync, whatever the device clock says', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup();
    await sync(leader.claims, event.id, randomUUID(), [scan(tickets[0]!.qrCode, { scannedAt: '2027-01-01T00:00:00.000Z' })]);
    expect((await getTicket(tickets[0]!.id))?.usedAt).toBe(NOW.toISOString());
  });

  it("refuses another chapter's leader, changing nothing", async () => {
    const { event, tickets } = await doorSetup();
    const otherLeader = await newLeader((await newChapter()).id);
    const res = await sync(otherLeader.claims, event.id, randomUUID(), [scan(tickets[0]!.qrCode)]);
    expect(res.statusCode).toBe(403);
    expect((await getTicket(tickets[0]!.id))?.status).toBe('valid');
    expect(await scanLog(event.id)).toEqual([]);
  });
});

describe('deleting the event', () => {
  it('removes its door scan log with it', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup();
    await sync(leader.claims, event.id, randomUUID(), [scan(tickets[0]!.qrCode), scan(tickets[0]!.qrCode)]);
    expect(await scanLog(event.id)).toHaveLength(2);
    const admin = await newAdmin();
    expect((await invoke('deletePartyEvent', { params: { id: event.id }, claims: admin.claims })).statusCode).toBe(200);
    expect(await scanLog(event.id)).toEqual([]);
  });
});

describe('offline exits', () => {
  it("applies a device's entry, exit and re-entry of one ticket in its order through the door count; a retried sync changes nothing", async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup(['Sam Q. Student', 'Ana Lopez']);
    const device = randomUUID();
    const scans = [
      scan(tickets[0]!.qrCode, { scannedAt: '2026-11-24T03:00:00.000Z' }),
      scan(tickets[0]!.qrCode, { scannedAt: '2026-11-24T03:20:00.000Z', direction: 'exit' }),
      scan(tickets[0]!.qrCode, { scannedAt: '2026-11-24T03:40:00.000Z', direction: 'entry' }),
      // Never admitted: nothing to let out.
      scan(tickets[1]!.qrCode, { direction: 'exit' }),
    ];
    const first = await sync(leader.claims, event.id, device, scans);
    expect(first.json.results.map((r) => [r.outcome, r.message])).toEqual([
      ['recorded', 'Ticket validated successfully! Entry granted.'],
      ['recorded', 'Exit recorded. This ticket may come back in.'],
      ['recorded', 'Welcome back! Re-entry granted.'],
      ['refused', 'This ticket is not inside: nothing to exit'],
    ]);
    const after = { door: await readDoorCount(event.id), ticket: await getTicket(tickets[0]!.id), log: await scanLog(event.id) };
    expect(after.door).toMatchObject({ insideNow: 1, entries: 2, exits: 1, peakInside: 1 });
    // The answer's headcount counts them: the device shows it as its queue empties.
    expect(first.json.headcount).toMatchObject({ insideNow: 1, entries: 2, exits: 1, peakInside: 1 });
    expect(after.ticket).toMatchObject({ status: 'used', usedScanId: scans[0]!.scanId, inside: true, doorScanId: scans[2]!.scanId });
    expect((await getTicket(tickets[1]!.id))?.status).toBe('valid');

    expect((await sync(leader.claims, event.id, device, scans)).json).toEqual(first.json);
    expect({ door: await readDoorCount(event.id), ticket: await getTicket(tickets[0]!.id), log: await scanLog(event.id) }).toEqual(after);
  });

  it('lets out offline a guest admitted online', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup();
    await invoke('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: tickets[0]!.qrCode } });
    const res = await sync(leader.claims, event.id, randomUUID(), [scan(tickets[0]!.qrCode, { direction: 'exit' })]);
    expect(res.json.results[0]).toMatchObject({ outcome: 'recorded', message: 'Exit recorded. This ticket may come back in.' });
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 0, entries: 1, exits: 1 });
    expect(res.json.headcount).toMatchObject({ insideNow: 0, entries: 1, exits: 1 });
    expect((await getTicket(tickets[0]!.id))?.inside).toBe(false);
  });
});
