/**
 * The sync keeps the door's rules for scans made offline: an entry a device
 * made stands even past a limit (the guest is in, and the count says so),
 * and the leader is told when devices offline together passed capacity or
 * what the sober monitors cover, or when a ticket was cancelled after the
 * device's roster; a monitor's code checks the monitor in or out in its
 * place among the guests.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoorPassSyncResponse, DoorRosterResponse, DoorSyncResponse } from '../../../shared/api/types';
import type { OfflineScan } from '../../../shared/schemas/door';
import { DEFAULT_SCHOOL_RULES } from '../../../shared/school-rules';
import { clock } from '../../../functions/lib/clock';
import { readDoorCount } from '../../../functions/domains/ticketing/door/headcount';
import { keys } from '../../../functions/domains/keys';
import { updateItem } from '../../../functions/lib/db/table';
import { signMonitorCode } from '../../../functions/domains/ticketing/door/monitor-code';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newUser } from '../tickets/fixtures';
import { passToken, storedDoorPass } from '../door-pass/fixtures';
import { doorSetup } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const NOW = new Date('2026-11-24T04:00:00.000Z');
let minute = 0;
/** An admission the device made, each a minute after the one before (the device's order). */
const scan = (qrCode: string, extra: Partial<OfflineScan> = {}): OfflineScan => ({
  scanId: randomUUID(),
  qrCode,
  scannedAt: new Date(Date.parse('2026-11-24T03:00:00.000Z') + ++minute * 60_000).toISOString(),
  decision: 'admitted',
  ...extra,
});
const sync = (claims: Record<string, unknown>, eventId: string, deviceId: string, scans: OfflineScan[]) =>
  invoke<DoorSyncResponse>('syncDoorScans', { claims, body: { eventId, deviceId, scans } });
const roster = (claims: Record<string, unknown>, eventId: string) => invoke<DoorRosterResponse>('getDoorRoster', { claims, params: { id: eventId } });
/** The room made smaller once every ticket is sold (a venue's limit lowered): the door must hold to it. */
const capacity = (eventId: string, maxAttendees: number) =>
  updateItem({ Key: keys.partyEvent.item(eventId), UpdateExpression: 'SET maxAttendees = :max', ExpressionAttributeValues: { ':max': maxAttendees } });
const names = (n: number) => Array.from({ length: n }, (_, i) => `Guest${String.fromCharCode(65 + i)} Person`);

describe('a sync past a limit', () => {
  it('records the admission two devices together took past capacity, counts the guest in, and tells the leader', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup(names(3));
    await capacity(event.id, 2);
    const [doorA, doorB] = [randomUUID(), randomUUID()];
    // Each device saw one place left of two, or two: each stayed within what it could see.
    const a = await sync(leader.claims, event.id, doorA, [scan(tickets[0]!.qrCode), scan(tickets[1]!.qrCode)]);
    expect(a.json.results.map((r) => [r.outcome, r.flag])).toEqual([
      ['recorded', undefined],
      ['recorded', undefined],
    ]);
    const late = scan(tickets[2]!.qrCode);
    const b = await sync(leader.claims, event.id, doorB, [late]);
    expect(b.json.results).toEqual([{ scanId: late.scanId, outcome: 'recorded', message: 'Ticket validated successfully! Entry granted.', flag: 'pastCapacity' }]);
    const flagged = { flag: 'pastCapacity', ticketId: tickets[2]!.id, holder: 'GuestC P.', scanId: late.scanId, deviceId: doorB, scannedAt: late.scannedAt };
    expect(b.json.flagged).toEqual([flagged]);
    // The count is the truth: three inside of two places, the room full for the online doors.
    expect(b.json.headcount).toMatchObject({ insideNow: 3, entries: 3, peakInside: 3, full: true });
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 3, entries: 3 });
    // The leader's screen is told on its next roster.
    expect((await roster(leader.claims, event.id)).json.flagged).toEqual([flagged]);
    // A retried sync flags nothing twice.
    expect((await sync(leader.claims, event.id, doorB, [late])).json.flagged).toEqual([flagged]);
  });

  it('checks a monitor in offline in its place, admits up to the ratio, and flags what another device took past it', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const monitor = await newUser({ fullName: 'Ann Q. Monitor' });
    const { leader, event, tickets } = await doorSetup(names(4), {
      alcoholAllowed: true,
      officeRules: { ...DEFAULT_SCHOOL_RULES, baseMonitors: 1, baseGuests: 2, guestsPerExtraMonitor: 2 },
      soberMonitors: [{ sub: monitor.sub, fullName: 'Ann Q. Monitor' }],
      maxAttendees: 10,
    });
    const before = await roster(leader.claims, event.id);
    expect(before.json.headcount).toMatchObject({ limit: 0, needsMonitor: true, monitorRatio: { baseMonitors: 1, baseGuests: 2, guestsPerExtraMonitor: 2 }, monitorsIn: 0 });
    expect(before.json.monitors).toEqual([{ sub: monitor.sub, name: 'Ann M.', inside: false, named: true }]);

    const [doorA, doorB] = [randomUUID(), randomUUID()];
    const checkIn = scan(signMonitorCode(monitor.sub, event.id));
    const a = await sync(leader.claims, event.id, doorA, [checkIn, scan(tickets[0]!.qrCode), scan(tickets[1]!.qrCode)]);
    // The monitor checks in before the guests after them cross: none of them is past the limit.
    expect(a.json.results.map((r) => [r.outcome, r.message, r.flag])).toEqual([
      ['recorded', 'Sober monitor checked in: Ann M.', undefined],
      ['recorded', 'Ticket validated successfully! Entry granted.', undefined],
      ['recorded', 'Ticket validated successfully! Entry granted.', undefined],
    ]);
    expect(a.json.headcount).toMatchObject({ insideNow: 2, monitorsIn: 1, limit: 2, needsMonitor: true });
    expect((await roster(leader.claims, event.id)).json.monitors).toEqual([{ sub: monitor.sub, name: 'Ann M.', inside: true, named: true }]);

    // Another device that had not seen the check-in... and one that had: past the ratio either way, flagged.
    const b = await sync(leader.claims, event.id, doorB, [scan(tickets[2]!.qrCode)]);
    expect(b.json.results[0]).toMatchObject({ outcome: 'recorded', flag: 'pastMonitorLimit' });
    expect(b.json.headcount).toMatchObject({ insideNow: 3, monitorsIn: 1 });
    expect(a.json.flagged).toEqual([]);
  });

  it('refuses and flags an admission of a ticket cancelled after the device’s roster; exits and refusals are not flagged', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, holders, tickets } = await doorSetup(names(2));
    expect((await invoke('cancelTicket', { params: { id: tickets[0]!.id }, claims: holders[0]!.claims })).statusCode).toBe(200);
    const device = randomUUID();
    const admitted = scan(tickets[0]!.qrCode);
    const res = await sync(leader.claims, event.id, device, [admitted, scan(tickets[1]!.qrCode, { decision: 'refused' }), scan(tickets[0]!.qrCode, { direction: 'exit' })]);
    expect(res.json.results.map((r) => [r.outcome, r.message, r.flag])).toEqual([
      ['refused', 'This ticket was cancelled', 'cancelled'],
      ['refused', 'Refused at the door', undefined],
      ['refused', 'This ticket was cancelled', undefined],
    ]);
    const flagged = { flag: 'cancelled', ticketId: tickets[0]!.id, holder: 'GuestA P.', scanId: admitted.scanId, deviceId: device, scannedAt: admitted.scannedAt };
    expect(res.json.flagged).toEqual([flagged]);
    expect((await roster(leader.claims, event.id)).json.flagged).toEqual([flagged]);
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 0, entries: 0 });
  });

  it('a door pass’s sync flags as a leader’s, and its answer names no one', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup(names(2));
    await capacity(event.id, 1);
    const pass = await storedDoorPass(event, { validFrom: new Date(NOW.getTime() - 3_600_000), validUntil: new Date(NOW.getTime() + 3_600_000) });
    await sync(leader.claims, event.id, randomUUID(), [scan(tickets[0]!.qrCode)]);
    const late = scan(tickets[1]!.qrCode);
    const res = await invoke<DoorPassSyncResponse>('syncDoorPassScans', {
      params: { id: pass.id },
      body: { deviceId: randomUUID(), scans: [late] },
      headers: { authorization: `Bearer ${passToken(pass, NOW)}` },
    });
    expect(res.json).toEqual({ results: [{ scanId: late.scanId, outcome: 'recorded', message: 'Ticket validated successfully! Entry granted.', flag: 'pastCapacity' }], headcount: expect.objectContaining({ insideNow: 2 }) });
    expect((await roster(leader.claims, event.id)).json.flagged).toMatchObject([{ flag: 'pastCapacity', scanId: late.scanId, holder: 'GuestB P.' }]);
  });
});
