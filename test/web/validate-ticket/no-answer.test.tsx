/**
 * A flaky basement: the browser stays "online" but the server gives no
 * answer. A scan waits 2 s at most, then is decided on the device under the
 * scan id its request carried, and the door says it switched; it asks again
 * on its own timer and switches back, syncing, once answers return.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OfflineScan } from '../../../shared/schemas/door';
import { useDoorScan } from '../../../web/src/components/door/use-door-scan';
import { createDoorStore } from '../../../web/src/lib/offline-door/door-store';
import { NO_ANSWER_MS, withDeadline, NoAnswer } from '../../../web/src/lib/offline-door/deadline';
import { PROBE_MS, ROSTER_REFRESH_MS, useOfflineDoor, type DoorSource } from '../../../web/src/lib/offline-door/use-offline-door';
import { doorKeys } from '../support/door-keys';
import { manualTimer } from '../support/manual-timer';
import { doorCount, doorRoster } from '../support/tickets';

const EVENT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const TICKET = '11111111-2222-4333-8444-555555555555';

describe('withDeadline', () => {
  it('answers what the request answers in time, and gives up (aborting it) once the deadline passes', async () => {
    vi.useFakeTimers();
    try {
      await expect(withDeadline(async () => 'answer', NO_ANSWER_MS)).resolves.toBe('answer');
      let aborted = false;
      const hanging = withDeadline(
        (signal) =>
          new Promise<never>(() => {
            signal.addEventListener('abort', () => (aborted = true));
          }),
        NO_ANSWER_MS,
      );
      const settled = expect(hanging).rejects.toBeInstanceOf(NoAnswer);
      await vi.advanceTimersByTimeAsync(NO_ANSWER_MS - 1);
      expect(aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await settled;
      expect(aborted).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('a door whose server stops answering', () => {
  it('decides a hanging scan on the device within 2 s, stays on the device, then switches back and syncs by itself', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { publicKey, sign } = await doorKeys();
    const roster = doorRoster(publicKey, { eventId: EVENT, tickets: [{ id: TICKET, holder: 'Sam S.', status: 'valid' }] });
    let answering = true;
    const hang = () => new Promise<never>(() => undefined);
    const synced: OfflineScan[][] = [];
    const source: DoorSource = {
      fetchRoster: async () => (answering ? roster : hang()),
      sendScans: async (_event, _device, scans) => {
        if (!answering) return hang();
        synced.push(scans);
        return { results: scans.map((s) => ({ scanId: s.scanId, outcome: 'recorded' as const, message: 'ok' })), headcount: doorCount({}, { insideNow: 1, entries: 1 }) };
      },
    };
    const sent: string[] = [];
    const timer = manualTimer();
    const store = createDoorStore(localStorage, undefined, `no-answer-${crypto.randomUUID()}:`);
    const { result } = renderHook(() => {
      const door = useOfflineDoor(EVENT, source, { store, every: timer.every });
      const scanner = useDoorScan(door, {
        send: (_code, _direction, { scanId }) => {
          sent.push(scanId);
          return hang();
        },
        onFailure: () => undefined,
      });
      return { door, scanner };
    });
    await waitFor(() => expect(result.current.door.ready).toBe(true));
    expect(result.current.door.online).toBe(true);

    answering = false;
    const code = await sign(TICKET, EVENT);
    // The request hangs: past the deadline, the device decides.
    await act(() => result.current.scanner.scan(code));
    expect(result.current.scanner.outcome).toMatchObject({ valid: true, message: 'Ticket validated successfully! Entry granted.', holderName: 'Sam S.' });
    expect(result.current.door).toMatchObject({ online: false, noAnswer: true, pending: 1 });
    // Queued under the id its unanswered request carried: if that request lands late, the sync changes nothing more.
    expect(store.queue(EVENT).map((s) => s.scanId)).toEqual(sent);
    // The next scan does not wait for the network.
    await act(() => result.current.scanner.scan(code));
    expect(result.current.scanner.outcome).toMatchObject({ valid: false, message: 'This ticket has already been used' });
    expect(sent).toHaveLength(1);
    expect(timer.intervals()).toEqual([PROBE_MS]);

    // Still no answer: the probe changes nothing. Then answers return: the next probe switches back and syncs.
    act(() => timer.fire());
    expect(result.current.door.noAnswer).toBe(true);
    answering = true;
    act(() => timer.fire());
    await waitFor(() => expect(result.current.door.online).toBe(true));
    await waitFor(() => expect(result.current.door.pending).toBe(0));
    expect(synced.flat().map((s) => s.scanId)).toEqual(expect.arrayContaining(sent));
    expect(timer.intervals()).toEqual([ROSTER_REFRESH_MS]);
  });
});
