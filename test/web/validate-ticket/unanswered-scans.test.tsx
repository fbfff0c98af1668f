/**
 * A sync whose answer leaves out some queued scans: those scans stay queued
 * (never dropped), are not sent again in a loop but after a backoff, and the
 * door says how many the server has not confirmed yet.
 */
import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DoorRosterResponse } from '../../../shared/api/types';
import type { OfflineScan } from '../../../shared/schemas/door';
import { DoorStatus } from '../../../web/src/components/door/door-status';
import { createDoorStore, unansweredBackoffMs } from '../../../web/src/lib/offline-door/door-store';
import { useOfflineDoor, type DoorSource } from '../../../web/src/lib/offline-door/use-offline-door';
import { doorKeys } from '../support/door-keys';
import { manualTimer } from '../support/manual-timer';
import { doorRoster } from '../support/tickets';

const EVENT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const SCANS = ['a1000000-0000-4000-8000-000000000000', 'a2000000-0000-4000-8000-000000000000', 'a3000000-0000-4000-8000-000000000000'];
const LEFT_OUT = SCANS[1]!;

describe('a sync that leaves scans unanswered', () => {
  it('keeps them queued with a backoff, shows them unconfirmed, sends them again once it is over, and lets them go once answered', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const { publicKey } = await doorKeys();
    const roster: DoorRosterResponse = doorRoster(publicKey, { tickets: [] });
    const sent: string[][] = [];
    // As a server that skips one scan until told to answer it.
    let answerAll = false;
    const source: DoorSource = {
      fetchRoster: async () => roster,
      sendScans: async (_event, _device, scans: OfflineScan[]) => {
        // A device resending in a loop would never stop: this server stops answering it, and the test fails on what was sent.
        if (sent.length >= 10) throw new Error('Sent again and again');
        sent.push(scans.map((s) => s.scanId));
        return { results: scans.filter((s) => answerAll || s.scanId !== LEFT_OUT).map((s) => ({ scanId: s.scanId, outcome: 'recorded' as const, message: 'ok' })) };
      },
    };
    const store = createDoorStore(localStorage, undefined, 'unanswered-test:');
    for (const scanId of SCANS) store.enqueue({ eventId: EVENT, scanId, qrCode: 'made-up', scannedAt: '2026-11-24T01:00:00.000Z', decision: 'refused', direction: 'entry' });
    const start = new Date('2026-11-24T02:00:00.000Z');
    let now = start;
    const timer = manualTimer();
    const { result } = renderHook(() => useOfflineDoor(EVENT, source, { store, every: timer.every, now: () => now }));

    await waitFor(() => expect(result.current.unconfirmed).toBe(1));
    // Sent once, not again and again: the answer left it out.
    expect(sent).toEqual([SCANS]);
    expect(store.queue(EVENT).map((s) => [s.scanId, s.unanswered])).toEqual([[LEFT_OUT, 1]]);
    expect(result.current.pending).toBe(1);
    render(<DoorStatus door={result.current} now={() => now} />);
    expect(screen.getByTestId('door-unconfirmed').textContent).toMatch(/^1 scan not yet confirmed/);

    // The next refresh comes before its backoff is over: it is not sent.
    now = new Date(start.getTime() + unansweredBackoffMs(1) - 1);
    await act(async () => timer.fire());
    expect(sent).toHaveLength(1);

    // Over, and still unanswered: sent once more, and it waits twice as long.
    now = new Date(start.getTime() + unansweredBackoffMs(1));
    await act(async () => timer.fire());
    await waitFor(() => expect(store.queue(EVENT)[0]?.unanswered).toBe(2));
    expect(sent).toEqual([SCANS, [LEFT_OUT]]);
    expect(store.queue(EVENT)[0]?.retryAt).toBe(new Date(now.getTime() + unansweredBackoffMs(2)).toISOString());

    // Answered at last: it leaves the queue, and nothing is unconfirmed.
    answerAll = true;
    now = new Date(now.getTime() + unansweredBackoffMs(2));
    await act(async () => timer.fire());
    await waitFor(() => expect(result.current.pending).toBe(0));
    expect(result.current.unconfirmed).toBe(0);
    expect(sent).toEqual([SCANS, [LEFT_OUT], [LEFT_OUT]]);
  });
});
