/**
 * The door screen in one request: GET /party-events/{id}/door-screen
 * answers the headcount, the door passes and the offline roster exactly as
 * their own routes do, for the event's leaders only.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, DoorHeadcountByDoor, DoorPassList, DoorRosterResponse, DoorScreenResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newLeader, newUser } from '../tickets/fixtures';
import { doorSetup } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const READ_AT = new Date('2026-11-24T04:00:00.000Z');
const screenOf = (claims: Record<string, unknown>, eventId: string) => invoke<DoorScreenResponse & ApiErrorBody>('getDoorScreen', { claims, params: { id: eventId } });

describe('getDoorScreen', () => {
  it('answers the headcount, the passes and the roster (with its duplicates) as their own routes answer them', async () => {
    const { leader, event, tickets } = await doorSetup(['Sam Q. Student', 'Ana Lopez', 'Cher']);
    await invoke('createDoorPass', { claims: leader.claims, params: { id: event.id }, body: { label: 'Side door' } });
    // Ticket 0 in online, then a device that was offline syncs its own admission of it: a duplicate. Ticket 2 in and out.
    await invoke('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: tickets[0]!.qrCode } });
    const offline = { scanId: randomUUID(), qrCode: tickets[0]!.qrCode, scannedAt: new Date().toISOString(), decision: 'admitted' };
    await invoke('syncDoorScans', { claims: leader.claims, body: { eventId: event.id, deviceId: randomUUID(), scans: [offline] } });
    await invoke('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: tickets[2]!.qrCode } });
    await invoke('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: tickets[2]!.qrCode, direction: 'exit' } });
    vi.spyOn(clock, 'now').mockReturnValue(READ_AT);

    const screen = await screenOf(leader.claims, event.id);

    expect(screen.statusCode).toBe(200);
    expect(screen.headers['cache-control']).toBe('no-store');
    expect(screen.json.headcount).toMatchObject({ insideNow: 1, entries: 2, exits: 1, peakInside: 2, capacity: 100, full: false });
    expect(screen.json.passes.map((p) => p.label)).toEqual(['Side door']);
    expect(screen.json.roster.duplicates.map((d) => d.scanId)).toEqual([offline.scanId]);
    expect(Object.fromEntries(screen.json.roster.tickets.map((t) => [t.holder, t.status]))).toEqual({ 'Sam S.': 'used', 'Ana L.': 'valid', Cher: 'used' });
    // The per-door counts come with the headcount's poll only.
    const { byDoor: _byDoor, ...headcount } = (await invoke<DoorHeadcountByDoor>('getDoorHeadcount', { claims: leader.claims, params: { id: event.id } })).json;
    const own = {
      headcount,
      passes: (await invoke<DoorPassList>('listDoorPasses', { claims: leader.claims, params: { id: event.id } })).json.passes,
      roster: (await invoke<DoorRosterResponse>('getDoorRoster', { claims: leader.claims, params: { id: event.id } })).json,
    };
    expect(screen.json).toEqual(own);
  });

  it('opens on an event no one has crossed the door of yet: a zero count, no passes, every ticket valid', async () => {
    const { leader, event } = await doorSetup(['Sam Q. Student']);
    const screen = await screenOf(leader.claims, event.id);
    expect(screen.statusCode).toBe(200);
    expect(screen.json.headcount).toMatchObject({ insideNow: 0, entries: 0, exits: 0, peakInside: 0, monitorsIn: 0, limit: 100 });
    expect(screen.json.passes).toEqual([]);
    expect(screen.json.roster).toMatchObject({ eventId: event.id, title: event.title, duplicates: [], tickets: [{ holder: 'Sam S.', status: 'valid' }] });
  });

  it("refuses another chapter's leader (nothing of the event told), a student, and an unknown event", async () => {
    const { event } = await doorSetup(['Sam Q. Student']);
    const otherLeader = await newLeader((await newChapter()).id);
    const refused = await screenOf(otherLeader.claims, event.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.text).not.toMatch(/Sam|Spring Formal|publicKey|insideNow/);
    expect((await screenOf((await newUser()).claims, event.id)).statusCode).toBe(403);
    expect((await screenOf(otherLeader.claims, randomUUID())).statusCode).toBe(404);
  });
});
