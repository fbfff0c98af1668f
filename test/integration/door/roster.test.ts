/** The door roster (offline door mode): only what the door needs, for the event's leaders only. */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoorRosterResponse } from '../../../shared/api/types';
import { importDoorKey, verifyDoorCode } from '../../../shared/door-code';
import { clock } from '../../../functions/lib/clock';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader } from '../tickets/fixtures';
import { doorSetup } from './fixtures';
import { withoutOpaqueRuns } from '../../support/private-text';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const roster = (claims: Record<string, unknown>, eventId: string) => invoke<DoorRosterResponse>('getDoorRoster', { claims, params: { id: eventId } });

describe('getDoorRoster', () => {
  it('lists each ticket with its id, first name and last initial, and status (and a used one\'s holder gone out): nothing more', async () => {
    const { leader, event, tickets } = await doorSetup(['Sam Q. Student', 'Ana Lopez', 'Cher']);
    await invoke('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: tickets[1]!.qrCode } });
    await invoke('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: tickets[2]!.qrCode } });
    const exit = await invoke('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: tickets[2]!.qrCode, direction: 'exit' } });
    expect(exit.statusCode).toBe(200);
    vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-24T02:00:00.000Z'));

    const res = await roster(leader.claims, event.id);

    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(['ageLimit', 'alcohol', 'duplicates', 'eventId', 'flagged', 'generatedAt', 'headcount', 'monitors', 'publicKey', 'tickets', 'title']);
    expect(res.json).toMatchObject({ eventId: event.id, title: event.title, generatedAt: '2026-11-24T02:00:00.000Z', duplicates: [] });
    const byId = Object.fromEntries(res.json.tickets.map((t) => [t.id, t]));
    expect(byId).toEqual({
      [tickets[0]!.id]: { id: tickets[0]!.id, holder: 'Sam S.', status: 'valid' },
      [tickets[1]!.id]: { id: tickets[1]!.id, holder: 'Ana L.', status: 'used' },
      [tickets[2]!.id]: { id: tickets[2]!.id, holder: 'Cher', status: 'used', outside: true },
    });
    expect(withoutOpaqueRuns(res.text)).not.toMatch(/@|Student|Lopez|qrCode|sub/);
  });

  it("hands out the event's public key, which checks this event's codes and no other's", async () => {
    const { leader, event, chapter, tickets } = await doorSetup();
    const other = await newEvent(chapter.id);
    const key = await importDoorKey((await roster(leader.claims, event.id)).json.publicKey);
    expect(await verifyDoorCode(tickets[0]!.qrCode, event.id, key)).toBe(tickets[0]!.id);
    expect(await verifyDoorCode(tickets[0]!.qrCode, other.id, key)).toBeNull();
    expect((await roster(leader.claims, other.id)).json.publicKey).not.toBe((await roster(leader.claims, event.id)).json.publicKey);
  });

  it("refuses another chapter's leader and an unknown event, telling nothing", async () => {
    const { event } = await doorSetup();
    const otherLeader = await newLeader((await newChapter()).id);
    const refused = await roster(otherLeader.claims, event.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.text).not.toContain('Sam');
    expect((await roster(otherLeader.claims, crypto.randomUUID())).statusCode).toBe(404);
  });
});
