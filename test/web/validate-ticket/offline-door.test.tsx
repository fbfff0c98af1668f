/**
 * Offline door mode on the device: the roster kept and refreshed on
 * the injected timer, scans decided with the event's public key when the
 * network is off, every decision queued and synced once it is back.
 */
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorHeadcount, DoorRosterResponse } from '../../../shared/api/types';
import { createDoorStore } from '../../../web/src/lib/offline-door/door-store';
import { ApiError } from '../../../web/src/lib/api';
import { ROSTER_REFRESH_MS, useOfflineDoor } from '../../../web/src/lib/offline-door/use-offline-door';
import { studentSub } from '../support/accounts';
import { presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { doorKeys } from '../support/door-keys';
import { manualTimer } from '../support/manual-timer';
import { leaderDoor } from '../../../web/src/features/validate-ticket/offline/door-api';
import { resetSession, signIn } from '../support/session-mock';
import { doorRoster, doorScreen } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const EVENT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const OTHER_EVENT = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const TICKET = '11111111-2222-4333-8444-555555555555';
const SOLD_LATER = '99999999-2222-4333-8444-555555555555';

const eventKeys = doorKeys;

const rosterOf = (publicKey: string, status: 'valid' | 'used' = 'valid'): DoorRosterResponse => doorRoster(publicKey, { tickets: [{ id: TICKET, holder: 'Sam S.', status }] });

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('offline door mode', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('keeps the roster and refreshes it on its timer while online; offline, the timer stops', async () => {
    const { publicKey } = await eventKeys();
    let n = 0;
    const calls = mockApi({ [`GET /api/party-events/${EVENT}/door-roster`]: () => ok(rosterOf(publicKey, n++ === 0 ? 'valid' : 'used')) });
    const timer = manualTimer();
    const store = createDoorStore(localStorage);
    const times = ['2026-11-24T02:00:00.000Z', '2026-11-24T02:00:30.000Z'];
    let t = 0;
    const now = () => new Date(times[Math.min(t++, times.length - 1)]!);
    const { result } = renderHook(() => useOfflineDoor(EVENT, leaderDoor, { store, every: timer.every, now }));

    await waitFor(() => expect(result.current.refreshedAt).toBe(times[0]));
    expect(timer.intervals()).toEqual([ROSTER_REFRESH_MS]);
    expect(store.roster(EVENT)?.roster.tickets[0]!.status).toBe('valid');
    await act(async () => timer.fire());
    await waitFor(() => expect(result.current.refreshedAt).toBe(times[1]));
    expect(store.roster(EVENT)?.roster.tickets[0]!.status).toBe('used');

    setOnline(false);
    expect(timer.intervals()).toEqual([]);
    expect(result.current.online).toBe(false);
    expect(calls.filter((c) => c.path.endsWith('/door-roster'))).toHaveLength(2);
  });

  it('says why the roster was refused (a pass not open yet), and stops saying it once a refresh works', async () => {
    setOnline(true);
    const timer = manualTimer();
    const keys = await eventKeys();
    let refusal: ApiError | null = new ApiError(403, 'This door pass opens on March 20, 2030 at 1:00 PM');
    const source = {
      fetchRoster: async () => {
        if (refusal) throw refusal;
        return rosterOf(keys.publicKey);
      },
      sendScans: async () => ({ results: [] }),
    };
    const { result } = renderHook(() => useOfflineDoor(EVENT, source, { store: createDoorStore(localStorage, undefined, 'refusal-test:'), every: timer.every }));
    await waitFor(() => expect(result.current.refusal).toBe('This door pass opens on March 20, 2030 at 1:00 PM'));
    expect(result.current.ready).toBe(false);
    refusal = null;
    act(() => timer.fire());
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(result.current.refusal).toBeNull();
  });

  it('decides offline: valid admitted, then already used; forged and other-event refused; a new sale admitted', async () => {
    const { publicKey, sign } = await eventKeys();
    const stranger = await eventKeys();
    mockApi({ [`GET /api/party-events/${EVENT}/door-roster`]: ok(rosterOf(publicKey)) });
    const timer = manualTimer();
    const { result } = renderHook(() => useOfflineDoor(EVENT, leaderDoor, { every: timer.every }));
    await waitFor(() => expect(result.current.ready).toBe(true));
    setOnline(false);

    const code = await sign(TICKET, EVENT);
    const decide = async (c: string) => act(() => result.current.decide(c));
    expect(await decide(code)).toMatchObject({ decision: 'admitted', message: 'Ticket validated successfully! Entry granted.', holderName: 'Sam S.' });
    expect(await decide(code)).toMatchObject({ decision: 'refused', message: 'This ticket has already been used' });
    // One character of the signature changed.
    const forged = code.slice(0, -1) + (code.at(-1) === 'A' ? 'B' : 'A');
    expect(await decide(forged)).toMatchObject({ decision: 'refused', message: 'Invalid QR code - ticket not found' });
    expect(await decide(await sign(TICKET, OTHER_EVENT))).toMatchObject({ decision: 'refused', message: 'This ticket is for a different event' });
    expect(await decide(await stranger.sign(TICKET, EVENT))).toMatchObject({ decision: 'refused' });
    expect(await decide(await sign(SOLD_LATER, EVENT))).toMatchObject({ decision: 'admitted', holderName: 'Bought after the roster was refreshed' });
    expect(result.current.pending).toBe(6);
  });

  it('syncs every queued decision with its scan id when the network returns, and shows duplicates', async () => {
    const { publicKey, sign } = await eventKeys();
    const duplicate = {
      ticketId: TICKET,
      holder: 'Sam S.',
      scanId: 'b0000000-0000-4000-8000-000000000000',
      deviceId: 'dddd0000-0000-4000-8000-000000000000',
      scannedAt: '2026-11-24T03:05:00.000Z',
      kept: { scanId: 'a0000000-0000-4000-8000-000000000000', usedAt: '2026-11-24T03:00:00.000Z', deviceId: 'eeee0000-0000-4000-8000-000000000000' },
    };
    // As the server: once the sync found the duplicate, the roster lists it too.
    let syncedYet = false;
    const calls = mockApi({
      [`GET /api/party-events/${EVENT}/door-roster`]: () => ok({ ...rosterOf(publicKey), duplicates: syncedYet ? [duplicate] : [] }),
      'POST /api/tickets/door-sync': ({ body }) => {
        syncedYet = true;
        return ok({ results: (body as { scans: { scanId: string }[] }).scans.map((s) => ({ scanId: s.scanId, outcome: 'recorded', message: 'ok' })), duplicates: [duplicate] });
      },
    });
    const timer = manualTimer();
    const { result } = renderHook(() => useOfflineDoor(EVENT, leaderDoor, { every: timer.every }));
    await waitFor(() => expect(result.current.ready).toBe(true));
    setOnline(false);
    await act(async () => result.current.decide(await sign(TICKET, EVENT)));
    await act(async () => result.current.decide('made-up'));
    expect(result.current.pending).toBe(2);

    setOnline(true);
    await waitFor(() => expect(result.current.pending).toBe(0));
    const synced = calls.filter((c) => c.path === '/api/tickets/door-sync');
    expect(synced).toHaveLength(1);
    const body = synced[0]!.body as { eventId: string; deviceId: string; scans: { scanId: string; decision: string }[] };
    expect(body.eventId).toBe(EVENT);
    expect(body.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.scans.map((s) => s.decision)).toEqual(['admitted', 'refused']);
    expect(new Set(body.scans.map((s) => s.scanId)).size).toBe(2);
    await waitFor(() => expect(result.current.duplicates).toEqual([duplicate]));
  });

  it('keeps a roster the screen brought without asking for it (once), still syncs what waits at once, and refreshes on its timer', async () => {
    const { publicKey } = await eventKeys();
    const calls = mockApi({
      [`GET /api/party-events/${EVENT}/door-roster`]: ok(rosterOf(publicKey, 'used')),
      'POST /api/tickets/door-sync': ({ body }) => ok({ results: (body as { scans: { scanId: string }[] }).scans.map((s) => ({ scanId: s.scanId, outcome: 'refused', message: 'no' })) }),
    });
    const asked = () => calls.filter((c) => c.path.endsWith('/door-roster')).length;
    const timer = manualTimer();

    // Nothing queued: the seed is kept, nothing asked until the timer.
    const store = createDoorStore(localStorage, undefined, 'seed-test:');
    const seed = rosterOf(publicKey, 'valid');
    const { result, rerender, unmount } = renderHook(({ enabled }) => useOfflineDoor(EVENT, leaderDoor, { store, every: timer.every, enabled, seed }), { initialProps: { enabled: true } });
    await waitFor(() => expect(result.current.ready).toBe(true));
    expect(store.roster(EVENT)?.roster.tickets[0]!.status).toBe('valid');
    expect(asked()).toBe(0);
    await act(async () => timer.fire());
    await waitFor(() => expect(store.roster(EVENT)?.roster.tickets[0]!.status).toBe('used'));
    expect(asked()).toBe(1);
    // Enabled again with the same seed: not kept twice (it is older than what the device has), a refresh instead.
    rerender({ enabled: false });
    rerender({ enabled: true });
    await waitFor(() => expect(asked()).toBe(2));
    expect(store.roster(EVENT)?.roster.tickets[0]!.status).toBe('used');
    unmount();

    // Scans waiting: a seed does not hold them back, they sync at once.
    const queued = createDoorStore(localStorage, undefined, 'seed-queue-test:');
    queued.enqueue({ eventId: EVENT, scanId: 'c0000000-0000-4000-8000-000000000000', qrCode: 'made-up', scannedAt: '2026-11-24T01:00:00.000Z', decision: 'refused', direction: 'entry' });
    const second = renderHook(() => useOfflineDoor(EVENT, leaderDoor, { store: queued, every: timer.every, seed: rosterOf(publicKey, 'valid') }));
    await waitFor(() => expect(second.result.current.pending).toBe(0));
    expect(calls.filter((c) => c.path === '/api/tickets/door-sync')).toHaveLength(1);
  });

  it("on the door screen, offline: the headcount is the device's own (the last count plus its exits and entries since), then the sync's", async () => {
    const { publicKey, sign } = await eventKeys();
    // The server's count: one guest inside of two places; another door lets someone in while this device is offline.
    let server: Partial<DoorHeadcount> = { insideNow: 1, capacity: 2, limit: 2, entries: 1, exits: 0, peakInside: 1 };
    const counted = () => doorScreen(EVENT, { headcount: server }).headcount;
    const syncs: unknown[] = [];
    let polledYet = false;
    const never = () => new Promise<never>(() => undefined);
    mockApi({
      'GET /api/me': ok(presidentMe()),
      // Once the device went offline, the counts read anew do not answer again in this test: only the sync's can move the card.
      [`GET /api/party-events/${EVENT}/door-screen`]: () => (polledYet ? never() : ok(doorScreen(EVENT, { headcount: server, roster: { ...rosterOf(publicKey, 'used'), headcount: counted() } }))),
      [`GET /api/party-events/${EVENT}/door`]: () => (polledYet ? never() : ok(counted())),
      [`GET /api/party-events/${EVENT}/door-roster`]: () => ok({ ...rosterOf(publicKey, 'used'), headcount: counted() }),
      'POST /api/tickets/door-sync': ({ body }) => {
        syncs.push(body);
        // This device's exit and re-entry, and the other door's entry: two inside, three entries, one exit.
        server = { ...server, insideNow: 2, entries: 3, exits: 1, peakInside: 2, full: true };
        const results = (body as { scans: { scanId: string }[] }).scans.map((scan) => ({ scanId: scan.scanId, outcome: 'recorded', message: 'ok' }));
        return ok({ results, duplicates: [], headcount: counted() });
      },
    });
    const { user } = renderApp(`/validate-ticket?event=${EVENT}`);
    const headcount = within(await screen.findByRole('status', { name: 'Headcount' }));
    await headcount.findByText('1 / 2 inside now');
    const status = within(screen.getByTestId('door-status'));
    await status.findByText(/Roster refreshed at/);
    setOnline(false);
    polledYet = true;

    const code = await sign(TICKET, EVENT);
    await user.click(screen.getByRole('radio', { name: 'Exit' }));
    await user.type(screen.getByLabelText('QR Code'), `${code}{Enter}`);
    expect(await screen.findByText('Exit Recorded')).toBeInTheDocument();
    expect(await headcount.findByText('0 / 2 inside now')).toBeInTheDocument();
    expect(headcount.getByText(/1 entries · 1 exits · peak 1/)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Entry' }));
    await user.type(screen.getByLabelText('QR Code'), `${code}{Enter}`);
    expect(await screen.findByText('Welcome back! Re-entry granted.')).toBeInTheDocument();
    expect(await headcount.findByText('1 / 2 inside now')).toBeInTheDocument();
    expect(headcount.getByText(/2 entries · 1 exits · peak 1/)).toBeInTheDocument();
    expect(status.getByText('2 scans waiting to sync')).toBeInTheDocument();

    // Back online, the sync's count takes this device's two scans as they leave its queue: counted once, with the other door's.
    setOnline(true);
    await status.findByText('0 scans waiting to sync');
    expect(syncs).toHaveLength(1);
    expect(headcount.getByText('2 / 2 inside now')).toBeInTheDocument();
    expect(headcount.getByText('Room full: no entry until someone leaves')).toBeInTheDocument();
  });

  it('on the door screen: shows offline, decides on the device and counts the scans waiting', async () => {
    const { publicKey, sign } = await eventKeys();
    // The roster comes with the door screen's one request: kept at once, not asked for again.
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), [`GET /api/party-events/${EVENT}/door-screen`]: ok(doorScreen(EVENT, { roster: rosterOf(publicKey) })) });
    const { user } = renderApp(`/validate-ticket?event=${EVENT}`);
    const status = within(await screen.findByTestId('door-status'));
    await status.findByText(/Roster refreshed at/);
    expect(calls.some((c) => c.path.endsWith('/door-roster'))).toBe(false);
    expect(status.getByText('Online')).toBeInTheDocument();
    setOnline(false);
    expect(status.getByText('Offline: scans are checked on this device')).toBeInTheDocument();
    await user.type(screen.getByLabelText('QR Code'), `${await sign(TICKET, EVENT)}{Enter}`);
    expect(await screen.findByText('Valid Ticket')).toBeInTheDocument();
    expect(within(screen.getByTestId('validation-result')).getByText('Holder: Sam S.')).toBeInTheDocument();
    expect(status.getByText('1 scan waiting to sync')).toBeInTheDocument();
  });
});
