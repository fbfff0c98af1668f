/**
 * A door pass offline: its roster carries no names, only what a
 * scan decides; roster and sync take the pass's token like its scan; the
 * sync is idempotent and every synced scan is logged and counted with the pass.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorPassRoster, DoorPassSyncResponse } from '../../../shared/api/types';
import type { OfflineScan } from '../../../shared/schemas/door';
import { clock } from '../../../functions/lib/clock';
import { getDoorPass } from '../../../functions/domains/ticketing/door/passes';
import { getDoorScans } from '../../../functions/domains/ticketing/door/scans';
import { getTicket } from '../../../functions/domains/ticketing/tickets';
import { eventDoorKey, signTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { PASS_EXPIRED, PASS_REVOKED, PASS_SIGN_IN } from '../../../functions/tickets/door-pass-scan';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { eventCounters, newEvent } from '../tickets/fixtures';
import { doorSetup } from '../door/fixtures';
import { passToken, storedDoorPass } from './fixtures';
import { withoutOpaqueRuns } from '../../support/private-text';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const NOW = new Date('2026-11-24T04:00:00.000Z');
const HOUR = 3_600_000;
const OPEN = { validFrom: new Date(NOW.getTime() - HOUR), validUntil: new Date(NOW.getTime() + 6 * HOUR) };
beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const roster = (passId: string, token: string) => invoke<DoorPassRoster>('getDoorPassRoster', { params: { id: passId }, headers: bearer(token) });
const sync = (passId: string, token: string, deviceId: string, scans: OfflineScan[]) =>
  invoke<DoorPassSyncResponse>('syncDoorPassScans', { params: { id: passId }, body: { deviceId, scans }, headers: bearer(token) });
const scan = (qrCode: string, extra: Partial<OfflineScan> = {}): OfflineScan => ({ scanId: randomUUID(), qrCode, scannedAt: '2026-11-24T03:10:00.000Z', decision: 'admitted', ...extra });

describe("a door pass's roster", () => {
  it('lists each ticket by id, status and nothing else, with the event key, and no name anywhere', async () => {
    const { event, tickets } = await doorSetup(['Sam Q. Student', 'Ana Lopez']);
    const pass = await storedDoorPass(event, OPEN);
    const res = await roster(pass.id, passToken(pass, NOW));
    expect(res.statusCode).toBe(200);
    expect(res.json).toEqual({
      eventId: event.id,
      title: event.title,
      publicKey: eventDoorKey(event.id),
      generatedAt: NOW.toISOString(),
      alcohol: false,
      ageLimit: 'none',
      tickets: expect.arrayContaining(tickets.map((t) => ({ id: t.id, status: 'valid' }))),
      headcount: expect.objectContaining({ insideNow: 0, capacity: event.maxAttendees, monitorRatio: null }),
      monitors: [],
    });
    expect(res.json.tickets).toHaveLength(2);
    expect(withoutOpaqueRuns(res.text)).not.toMatch(/Sam|Ana|Lopez|Student|holder|duplicates/);
  });

  it("refuses a revoked or expired pass, another pass's token and no token, on the roster and the sync, changing nothing", async () => {
    const { event, tickets } = await doorSetup();
    const revoked = await storedDoorPass(event, OPEN, { revokedAt: NOW.toISOString() });
    const expired = await storedDoorPass(event, { validFrom: new Date(NOW.getTime() - 2 * HOUR), validUntil: new Date(NOW.getTime() - 1) });
    const otherEventPass = await storedDoorPass(await newEvent(event.chapterId), OPEN);
    const open = await storedDoorPass(event, OPEN);
    const cases: [string, string, string][] = [
      [revoked.id, passToken(revoked, NOW), PASS_REVOKED],
      [expired.id, passToken(expired, NOW), PASS_EXPIRED],
      [open.id, passToken(otherEventPass, NOW), PASS_SIGN_IN],
      [open.id, 'not-a-token', PASS_SIGN_IN],
    ];
    for (const [passId, token, message] of cases) {
      for (const res of [await roster(passId, token), await sync(passId, token, randomUUID(), [scan(tickets[0]!.qrCode)])]) {
        expect([res.statusCode, res.json]).toEqual([401, { message }]);
      }
    }
    expect((await getTicket(tickets[0]!.id))?.status).toBe('valid');
    expect((await getDoorPass(open.id))?.scanCount).toBe(0);
  });
});

describe("a door pass's sync", () => {
  it('admits once, logs every scan with the pass and counts it once; a retried sync changes nothing', async () => {
    const { event, tickets } = await doorSetup(['Sam Q. Student']);
    const pass = await storedDoorPass(event, OPEN);
    const token = passToken(pass, NOW);
    const device = randomUUID();
    const scans = [scan(tickets[0]!.qrCode), scan(signTicketCode(randomUUID(), event.id, 'forged'), { decision: 'refused' })];

    const first = await sync(pass.id, token, device, scans);
    expect(first.json).toEqual({
      results: [
        { scanId: scans[0]!.scanId, outcome: 'recorded', message: 'Ticket validated successfully! Entry granted.' },
        { scanId: scans[1]!.scanId, outcome: 'refused', message: 'Refused at the door' },
      ],
      headcount: expect.objectContaining({ insideNow: 1, entries: 1 }),
    });
    const retried = await sync(pass.id, token, device, scans);
    expect(retried.json).toEqual(first.json);

    expect(await getTicket(tickets[0]!.id)).toMatchObject({ status: 'used', usedScanId: scans[0]!.scanId, usedAt: scans[0]!.scannedAt });
    expect((await eventCounters(event.id)).checkedIn).toBe(1);
    const logged = await getDoorScans(event.id, scans.map((s) => s.scanId));
    expect([...logged.values()].map((r) => [r.passId, r.deviceId, r.scannedBy, r.resolution]).sort()).toEqual(
      [
        [pass.id, device, `door-pass:${pass.id}`, 'recorded'],
        [pass.id, device, `door-pass:${pass.id}`, 'refused'],
      ].sort(),
    );
    expect((await getDoorPass(pass.id))?.scanCount).toBe(2);
  });
});
