/**
 * A sync of many offline admissions crosses the door in batches
 * (door-crossings.ts): every count moves exactly once per guest, online
 * scans racing the sync are counted too, and a side copy gone meanwhile
 * does not stop the batch.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoorSyncResponse } from '../../../shared/api/types';
import type { OfflineScan } from '../../../shared/schemas/door';
import { clock } from '../../../functions/lib/clock';
import { readDoorCount, readEventDoorHistory } from '../../../functions/domains/ticketing/door/headcount';
import { keys } from '../../../functions/domains/keys';
import { batchDelete } from '../../../functions/lib/db/table';
import { getTicket } from '../../../functions/domains/ticketing/tickets';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { eventCounters, pool, profileCounters } from '../tickets/fixtures';
import { doorSetup } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const NOW = new Date('2026-11-24T04:00:00.000Z');
const guests = (n: number) => Array.from({ length: n }, (_, i) => `Guest${i} Batch`);
const admission = (qrCode: string, scannedAt: string): OfflineScan => ({ scanId: randomUUID(), qrCode, scannedAt, decision: 'admitted' });
const sync = (claims: Record<string, unknown>, eventId: string, scans: OfflineScan[], deviceId = randomUUID()) =>
  invoke<DoorSyncResponse>('syncDoorScans', { claims, body: { eventId, deviceId, scans } });

describe('syncDoorScans in batches', () => {
  it('admits more scans than one transaction holds, moving each count once per guest, in the quarter hour each was decided', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, holders, tickets } = await doorSetup(guests(60));
    // Three quarter hours: 03:00, 03:15 and 03:30.
    const scans = tickets.map((t, i) => admission(t.qrCode, new Date(Date.parse('2026-11-24T03:00:00.000Z') + i * 40_000).toISOString()));

    const res = await sync(leader.claims, event.id, scans);
    expect(res.json.results.map((r) => r.outcome)).toEqual(scans.map(() => 'recorded'));
    expect((await eventCounters(event.id)).checkedIn).toBe(60);
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 60, entries: 60, exits: 0, peakInside: 60 });
    const attended = await Promise.all(holders.map(async (h) => (await profileCounters(h.sub))?.attendedCount));
    expect(attended).toEqual(holders.map(() => 1));
    const { quarters } = await readEventDoorHistory(event.id);
    expect(quarters).toEqual([
      { start: '2026-11-24T03:00:00.000Z', entries: 23 },
      { start: '2026-11-24T03:15:00.000Z', entries: 22 },
      { start: '2026-11-24T03:30:00.000Z', entries: 15 },
    ]);
    const used = await Promise.all(tickets.map((t) => getTicket(t.id)));
    expect(used.map((t) => t?.usedScanId)).toEqual(scans.map((s) => s.scanId));
  });

  it('keeps the counts exact while online scans race the sync for the same door', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup(guests(40), { maxAttendees: 40 });
    const offline = tickets.slice(0, 30).map((t) => admission(t.qrCode, '2026-11-24T03:10:00.000Z'));
    const online = tickets.slice(30);
    const [synced, ...scanned] = await Promise.all([
      sync(leader.claims, event.id, offline),
      ...online.map((t) => invoke('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: t.qrCode } })),
    ]);
    expect(synced.json.results.every((r) => r.outcome === 'recorded')).toBe(true);
    expect(scanned.map((r) => r.statusCode)).toEqual(online.map(() => 200));
    expect((await eventCounters(event.id)).checkedIn).toBe(40);
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 40, entries: 40, peakInside: 40 });
  });

  it("admits the others when a holder's account went away meanwhile, without their count", async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, holders, tickets } = await doorSetup(guests(5));
    await batchDelete([keys.profile.item(holders[2]!.sub)]);
    const res = await sync(leader.claims, event.id, tickets.map((t) => admission(t.qrCode, '2026-11-24T03:10:00.000Z')));
    expect(res.json.results.map((r) => r.outcome)).toEqual(tickets.map(() => 'recorded'));
    expect((await eventCounters(event.id)).checkedIn).toBe(5);
    expect(await profileCounters(holders[2]!.sub)).toBeUndefined();
    expect((await profileCounters(holders[3]!.sub))?.attendedCount).toBe(1);
  });

  it('answers a ticket admitted twice on one device with one admission and a duplicate naming that device', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup();
    const device = randomUUID();
    const [first, again] = [admission(tickets[0]!.qrCode, '2026-11-24T03:00:00.000Z'), admission(tickets[0]!.qrCode, '2026-11-24T03:01:00.000Z')];
    const res = await sync(leader.claims, event.id, [first, again], device);
    expect(res.json.results.map((r) => r.outcome)).toEqual(['recorded', 'duplicate']);
    expect(res.json.duplicates).toEqual([expect.objectContaining({ scanId: again.scanId, kept: { scanId: first.scanId, usedAt: first.scannedAt, deviceId: device } })]);
    expect((await eventCounters(event.id)).checkedIn).toBe(1);
  });

  it('gives every one of several syncs of the same many scans the same answers, and moves each count once', async () => {
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
    const { leader, event, tickets } = await doorSetup(guests(30));
    const scans = tickets.map((t) => admission(t.qrCode, '2026-11-24T03:10:00.000Z'));
    const device = randomUUID();
    const answers = await pool(4, 4, () => sync(leader.claims, event.id, scans, device));
    for (const answer of answers) expect(answer.json.results.map((r) => r.outcome)).toEqual(scans.map(() => 'recorded'));
    expect((await eventCounters(event.id)).checkedIn).toBe(30);
    expect(await readDoorCount(event.id)).toMatchObject({ insideNow: 30, entries: 30 });
  });
});
