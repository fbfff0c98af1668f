/**
 * Per-door counts: several devices scan one event (two door passes, a
 * leader's phone); each crossing also counts on the door it went through, by
 * the pass's label, online and synced alike, once per scan however often it
 * is retried or synced; the headcount's poll and analytics show them.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorHeadcountByDoor, DoorPassScanResponse, EventAnalyticsResponse } from '../../../shared/api/types';
import type { OfflineScan } from '../../../shared/schemas/door';
import { clock } from '../../../functions/lib/clock';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { openAround, passToken, storedDoorPass } from '../door-pass/fixtures';
import { doorSetup } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const NOW = new Date('2026-11-24T04:00:00.000Z');
const OPEN = openAround(NOW);
beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
});

describe('per-door counts', () => {
  it('counts each crossing on its door, by pass label, online and synced, once per scan', async () => {
    const { leader, event, tickets } = await doorSetup(['Ana Lopez', 'Ben Ross', 'Cher', 'Dee Park', 'Eli Moss']);
    const front = await storedDoorPass(event, OPEN, { label: 'Front door' });
    const back = await storedDoorPass(event, OPEN, { label: 'Back door' });
    // A second device at the front door: the same label, one door on the screen.
    const frontToo = await storedDoorPass(event, OPEN, { label: 'Front door' });
    const passScan = (pass: typeof front, qrCode: string, extra: { scanId?: string; direction?: 'exit' } = {}) =>
      invoke<DoorPassScanResponse>('scanWithDoorPass', {
        params: { id: pass.id },
        body: { qrCode, scanId: extra.scanId ?? randomUUID(), ...(extra.direction ? { direction: extra.direction } : {}) },
        headers: { authorization: `Bearer ${passToken(pass, NOW)}` },
      });

    const retried = randomUUID();
    expect((await passScan(front, tickets[0]!.qrCode, { scanId: retried })).json.valid).toBe(true);
    // A retried request of the same scan: answered again, counted once.
    expect((await passScan(front, tickets[0]!.qrCode, { scanId: retried })).json.valid).toBe(true);
    expect((await passScan(frontToo, tickets[1]!.qrCode)).json.valid).toBe(true);
    expect((await passScan(back, tickets[0]!.qrCode, { direction: 'exit' })).json.valid).toBe(true);
    // Refused scans move no count.
    expect((await passScan(back, tickets[1]!.qrCode)).json.valid).toBe(false);
    expect((await invoke('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: tickets[2]!.qrCode } })).statusCode).toBe(200);

    // The back door's device was offline for two guests: synced twice, counted once.
    const offline: OfflineScan[] = [3, 4].map((i) => ({ scanId: randomUUID(), qrCode: tickets[i]!.qrCode, scannedAt: '2026-11-24T03:50:00.000Z', decision: 'admitted' }));
    for (let i = 0; i < 2; i++) {
      const synced = await invoke('syncDoorPassScans', { params: { id: back.id }, body: { deviceId: randomUUID(), scans: offline }, headers: { authorization: `Bearer ${passToken(back, NOW)}` } });
      expect(synced.statusCode).toBe(200);
    }

    const byDoor = [
      { label: 'Back door', entries: 2, exits: 1 },
      { label: 'Front door', entries: 2, exits: 0 },
      { label: 'Leaders', entries: 1, exits: 0 },
    ];
    const headcount = (await invoke<DoorHeadcountByDoor>('getDoorHeadcount', { claims: leader.claims, params: { id: event.id } })).json;
    expect(headcount).toMatchObject({ entries: 5, exits: 1, insideNow: 4, byDoor });
    const analytics = (await invoke<EventAnalyticsResponse>('getEventAnalytics', { claims: leader.claims, params: { id: event.id } })).json;
    expect(analytics.door.byDoor).toEqual(byDoor);
  });

  it('shows no door before any crossing', async () => {
    const { leader, event } = await doorSetup([]);
    const headcount = (await invoke<DoorHeadcountByDoor>('getDoorHeadcount', { claims: leader.claims, params: { id: event.id } })).json;
    expect(headcount.byDoor).toEqual([]);
  });
});
