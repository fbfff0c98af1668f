/**
 * The door's limits decided on the device, as online: capacity and, at an
 * event with alcohol, the sober monitors checked in (their codes checked
 * with the event's public key), from the count the device knows — the
 * server's last, plus its own entries, exits and monitor moves since.
 */
import { describe, expect, it } from 'vitest';
import type { DoorHeadcount, DoorRosterMonitor, DoorRosterResponse } from '../../../shared/api/types';
import { importDoorKey } from '../../../shared/door-code';
import { createDoorStore, type QueuedScan } from '../../../web/src/lib/offline-door/door-store';
import {
  decideOffline,
  ENTRY_GRANTED,
  EXIT_RECORDED,
  NEEDS_MONITOR,
  NOT_A_MONITOR,
  REENTRY_GRANTED,
  ROOM_FULL,
  type Direction,
} from '../../../web/src/lib/offline-door/decide-offline';
import { doorKeys } from '../support/door-keys';
import { doorCount, doorRoster } from '../support/tickets';

const EVENT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const OTHER_EVENT = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const T = ['11111111-2222-4333-8444-555555555551', '11111111-2222-4333-8444-555555555552', '11111111-2222-4333-8444-555555555553'] as const;
const ANN: DoorRosterMonitor = { sub: 'ann-sub', name: 'Ann M.', inside: false, named: true };
const BO: DoorRosterMonitor = { sub: 'bo-sub', name: 'Bo K.', inside: true, named: true };
/** Un-named while checked in: may check out, not in. */
const CY: DoorRosterMonitor = { sub: 'cy-sub', name: 'Cy P.', inside: true, named: false };

/** A party with alcohol under office rules: 2 guests per monitor, capacity 5. */
const RULE = { capacity: 5, monitorRatio: { baseMonitors: 1, baseGuests: 2, guestsPerExtraMonitor: 2 } };

async function door(monitors: DoorRosterMonitor[] = [ANN, BO, CY]) {
  const keys = await doorKeys();
  const key = await importDoorKey(keys.publicKey);
  const roster = (headcount: DoorHeadcount): DoorRosterResponse =>
    doorRoster(keys.publicKey, {
      eventId: EVENT,
      alcohol: true,
      tickets: [
      { id: T[0], holder: 'Ana L.', status: 'valid', ageBand: '21+' },
      { id: T[1], holder: 'Sam S.', status: 'valid', ageBand: '21+' },
      { id: T[2], holder: 'Cher', status: 'used', ageBand: '21+', outside: true },
    ],
      headcount,
      monitors,
    });
  const decide = async (code: string, headcount: DoorHeadcount, direction: Direction = 'entry') =>
    decideOffline(code, roster(headcount), key, { admitted: new Set(), out: new Set(), headcount }, direction);
  return { ...keys, key, roster, decide };
}

describe('the limit on the device', () => {
  it('refuses every guest at an event with alcohol while no sober monitor is in, as online; exits still go out', async () => {
    const d = await door();
    const none = doorCount(RULE, { monitorsIn: 0 });
    expect(none).toMatchObject({ limit: 0, needsMonitor: true });
    expect(await d.decide(await d.sign(T[0], EVENT), none)).toMatchObject({ decision: 'refused', message: NEEDS_MONITOR, ticketId: T[0] });
    // A guest let out earlier does not come back in either.
    expect(await d.decide(await d.sign(T[2], EVENT), none)).toMatchObject({ decision: 'refused', message: NEEDS_MONITOR });
    const inside = doorCount(RULE, { insideNow: 3, monitorsIn: 0 });
    const d2 = await door();
    const used = d2.roster(inside);
    used.tickets[1] = { ...used.tickets[1]!, status: 'used' };
    expect(await decideOffline(await d2.sign(T[1], EVENT), used, d2.key, { admitted: new Set(), out: new Set(), headcount: inside }, 'exit')).toMatchObject({
      decision: 'admitted',
      message: EXIT_RECORDED,
    });
  });

  it('admits up to the ratio of the monitors in, then asks for another monitor; a full room says so', async () => {
    const d = await door();
    const code = await d.sign(T[0], EVENT);
    expect(await d.decide(code, doorCount(RULE, { monitorsIn: 1, insideNow: 1 }))).toMatchObject({ decision: 'admitted', message: ENTRY_GRANTED, wristband: '21+' });
    expect(await d.decide(code, doorCount(RULE, { monitorsIn: 1, insideNow: 2 }))).toMatchObject({ decision: 'refused', message: NEEDS_MONITOR });
    expect(await d.decide(await d.sign(T[2], EVENT), doorCount(RULE, { monitorsIn: 2, insideNow: 3 }))).toMatchObject({ decision: 'admitted', message: REENTRY_GRANTED });
    // Three monitors cover 6, but the room holds 5.
    expect(await d.decide(code, doorCount(RULE, { monitorsIn: 3, insideNow: 5 }))).toMatchObject({ decision: 'refused', message: ROOM_FULL });
    // Without alcohol only the capacity counts.
    expect(await d.decide(code, doorCount({ capacity: 2, monitorRatio: null }, { insideNow: 1 }))).toMatchObject({ decision: 'admitted' });
    expect(await d.decide(code, doorCount({ capacity: 2, monitorRatio: null }, { insideNow: 2 }))).toMatchObject({ decision: 'refused', message: ROOM_FULL });
  });
});

describe('sober monitors on the device', () => {
  it('checks a named monitor in and out with their own code, as online', async () => {
    const d = await door();
    const count = doorCount(RULE);
    const ann = await d.signMonitor(ANN.sub, EVENT);
    expect(await d.decide(ann, count)).toEqual({ decision: 'admitted', message: 'Sober monitor checked in: Ann M.', ticketId: null, holderName: null, monitor: { sub: ANN.sub, name: 'Ann M.', inside: true } });
    expect(await d.decide(ann, count, 'exit')).toMatchObject({ decision: 'refused', message: 'Sober monitor is not checked in: Ann M.' });
    const bo = await d.signMonitor(BO.sub, EVENT);
    expect(await d.decide(bo, count)).toMatchObject({ decision: 'refused', message: 'Sober monitor already checked in: Bo K.' });
    expect(await d.decide(bo, count, 'exit')).toMatchObject({ decision: 'admitted', message: 'Sober monitor checked out: Bo K.', exit: true, monitor: { sub: BO.sub, inside: false } });
    const cy = await d.signMonitor(CY.sub, EVENT);
    expect(await d.decide(cy, count, 'exit')).toMatchObject({ decision: 'admitted', message: 'Sober monitor checked out: Cy P.' });
  });

  it('refuses a monitor code of another event, of someone not named, altered, or signed without the event’s key', async () => {
    const d = await door();
    const count = doorCount(RULE);
    const stranger = await doorKeys();
    const ann = await d.signMonitor(ANN.sub, EVENT);
    for (const code of [
      await d.signMonitor(ANN.sub, OTHER_EVENT),
      await d.signMonitor('someone-else', EVENT),
      await d.signMonitor(CY.sub, EVENT),
      ann.replace(ANN.sub, BO.sub),
      await stranger.signMonitor(ANN.sub, EVENT),
      'SM.ann-sub.not-a-signature',
    ]) {
      expect(await d.decide(code, count), code).toMatchObject({ decision: 'refused', message: NOT_A_MONITOR });
    }
  });
});

describe('the count a device decides by', () => {
  const scan = (qrCode: string, direction: Direction = 'entry', decision: QueuedScan['decision'] = 'admitted'): QueuedScan => ({
    eventId: EVENT,
    scanId: crypto.randomUUID(),
    qrCode,
    scannedAt: '2026-11-24T02:10:00.000Z',
    decision,
    direction,
  });

  it('is the server’s last count plus the device’s entries, exits and monitor moves waiting to sync; a sync’s count takes them over', async () => {
    const d = await door();
    const store = createDoorStore(localStorage, undefined, `limits-${crypto.randomUUID()}:`);
    store.saveRoster(d.roster(doorCount(RULE, { insideNow: 1, entries: 1, monitorsIn: 1, peakInside: 1 })), '2026-11-24T02:00:00.000Z');
    const ann = await d.signMonitor(ANN.sub, EVENT);
    const [a, b, c] = await Promise.all(T.map((id) => d.sign(id, EVENT)));
    store.enqueue(scan(a!));
    expect(store.headcount(EVENT)).toMatchObject({ insideNow: 2, limit: 2, needsMonitor: true });
    store.enqueue(scan(ann));
    store.markMonitor(EVENT, ANN.sub, true);
    store.enqueue(scan(b!));
    store.enqueue(scan(c!, 'entry', 'refused'));
    store.enqueue(scan(a!, 'exit'));
    expect(store.headcount(EVENT)).toMatchObject({ insideNow: 2, entries: 3, exits: 1, monitorsIn: 2, limit: 4, needsMonitor: false });

    // A fresh roster from before the monitor's check-in synced keeps the device's own move.
    store.saveRoster(d.roster(doorCount(RULE, { insideNow: 1, entries: 1, monitorsIn: 1 })), '2026-11-24T02:00:30.000Z');
    expect(store.roster(EVENT)!.roster.monitors.find((m) => m.sub === ANN.sub)!.inside).toBe(true);

    // Synced: the queue empties as the server's count (which now holds them) is kept.
    store.dequeue(store.queue(EVENT).map((s) => s.scanId));
    store.saveCount(EVENT, doorCount(RULE, { insideNow: 2, entries: 3, exits: 1, monitorsIn: 2, peakInside: 3 }));
    expect(store.headcount(EVENT)).toMatchObject({ insideNow: 2, monitorsIn: 2, limit: 4 });
  });

  it('holds no roster from before rosters carried the count: the device asks for a fresh one', () => {
    const store = createDoorStore(localStorage, undefined, `old-${crypto.randomUUID()}:`);
    const old = { eventId: EVENT, title: 'x', publicKey: 'k', generatedAt: '2026-11-24T02:00:00.000Z', alcohol: true, ageLimit: 'none', tickets: [], duplicates: [] };
    store.saveRoster(old as unknown as DoorRosterResponse, '2026-11-24T02:00:00.000Z');
    expect(store.roster(EVENT)).toBeNull();
  });
});
