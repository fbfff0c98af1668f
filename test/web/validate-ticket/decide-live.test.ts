/**
 * Live codes at a door device without a network: a code of step t opens the
 * door at its steps t-1..t+1 only; another phone's, another ticket's or
 * another event's code never; a moved ticket's old phone is refused once
 * the roster refreshes with the new key (on the device too, past the keys
 * it has already imported); a live ticket's fixed code never.
 * The door's step is its own clock corrected by the offset it measured at
 * the roster's refresh, so minutes of skew between phone and door cancel.
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DoorRosterResponse } from '../../../shared/api/types';
import { importDoorKey } from '../../../shared/door-code';
import { importPhoneKey, LIVE_CODE_EXPIRED, LIVE_CODE_OTHER_PHONE, LIVE_STEP_MS, LIVE_TICKET_FIXED_CODE, liveStep, makePhoneKey, phoneKeyText, signLiveCode } from '../../../shared/live-code';
import { decideOffline, ENTRY_GRANTED, NOT_INSIDE } from '../../../web/src/lib/offline-door/decide-offline';
import { createDoorStore } from '../../../web/src/lib/offline-door/door-store';
import { useOfflineDoor, type DoorSource } from '../../../web/src/lib/offline-door/use-offline-door';
import { manualTimer } from '../support/manual-timer';
import { doorStep, type LiveDoorClock } from '../../../web/src/lib/offline-door/decide-live';
import { doorKeys } from '../support/door-keys';
import { doorCount, doorRoster } from '../support/tickets';

const EVENT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const OTHER_EVENT = '0c3f5b8e-1111-4d2a-9e7f-3b5a6c7d8e9f';
const TICKET = '11111111-2222-4333-8444-555555555551';
const OTHER_TICKET = '11111111-2222-4333-8444-555555555552';
const nobodyHere = { admitted: new Set<string>(), out: new Set<string>(), headcount: doorCount() };

let phone: CryptoKeyPair;
let otherPhone: CryptoKeyPair;
let fixed: Awaited<ReturnType<typeof doorKeys>>;
let doorKey: CryptoKey;

const rosterWith = async (keyOfTicket: CryptoKey, keyOfOther: CryptoKey): Promise<DoorRosterResponse> =>
  doorRoster(fixed.publicKey, {
    eventId: EVENT,
    title: 'Sold-out Formal',
    generatedAt: '2030-05-01T20:00:00.000Z',
    tickets: [
      { id: TICKET, holder: 'Ana L.', status: 'valid', live: true, phoneKey: await phoneKeyText(keyOfTicket) },
      { id: OTHER_TICKET, holder: 'Sam S.', status: 'valid', live: true, phoneKey: await phoneKeyText(keyOfOther) },
    ],
  });

const clockAt = (step: number): LiveDoorClock => ({ step, keyOf: importPhoneKey });
const steps = fc.integer({ min: 100_000_000, max: 200_000_000 });

beforeAll(async () => {
  [phone, otherPhone] = await Promise.all([makePhoneKey(), makePhoneKey()]);
  fixed = await doorKeys();
  doorKey = await importDoorKey(fixed.publicKey);
});

describe('a live code at the offline door', () => {
  it('of step t is admitted at the door steps t-1, t, t+1 and refused as expired outside them', async () => {
    const roster = await rosterWith(phone.publicKey, otherPhone.publicKey);
    await fc.assert(
      fc.asyncProperty(steps, fc.integer({ min: -8, max: 8 }), async (step, drift) => {
        const code = await signLiveCode(phone.privateKey, TICKET, EVENT, step);
        const verdict = await decideOffline(code, roster, doorKey, nobodyHere, 'entry', clockAt(step + drift));
        if (Math.abs(drift) <= 1) expect(verdict).toMatchObject({ decision: 'admitted', message: ENTRY_GRANTED, ticketId: TICKET, holderName: 'Ana L.' });
        else expect(verdict).toMatchObject({ decision: 'refused', message: LIVE_CODE_EXPIRED });
      }),
      { numRuns: 40 },
    );
  });

  it("of another phone, another ticket's phone or another event is refused at its own step", async () => {
    const roster = await rosterWith(phone.publicKey, otherPhone.publicKey);
    await fc.assert(
      fc.asyncProperty(steps, fc.constantFrom('phone', 'ticket', 'event'), async (step, what) => {
        // `ticket`: the other ticket's phone signs this ticket's code (a friend's phone showing your ticket).
        const signer = what === 'event' ? phone.privateKey : otherPhone.privateKey;
        const code = await signLiveCode(signer, TICKET, what === 'event' ? OTHER_EVENT : EVENT, step);
        expect(await decideOffline(code, roster, doorKey, nobodyHere, 'entry', clockAt(step))).toMatchObject({ decision: 'refused', message: LIVE_CODE_OTHER_PHONE });
      }),
      { numRuns: 30 },
    );
  });

  it("refuses a moved ticket's old phone once the roster carries the new phone's key", async () => {
    const newPhone = await makePhoneKey();
    const before = await rosterWith(phone.publicKey, otherPhone.publicKey);
    const after = await rosterWith(newPhone.publicKey, otherPhone.publicKey);
    await fc.assert(
      fc.asyncProperty(steps, async (step) => {
        const oldCode = await signLiveCode(phone.privateKey, TICKET, EVENT, step);
        expect((await decideOffline(oldCode, before, doorKey, nobodyHere, 'entry', clockAt(step))).decision).toBe('admitted');
        expect(await decideOffline(oldCode, after, doorKey, nobodyHere, 'entry', clockAt(step))).toMatchObject({ decision: 'refused', message: LIVE_CODE_OTHER_PHONE });
        const newCode = await signLiveCode(newPhone.privateKey, TICKET, EVENT, step);
        expect((await decideOffline(newCode, after, doorKey, nobodyHere, 'entry', clockAt(step))).decision).toBe('admitted');
      }),
      { numRuns: 15 },
    );
  });

  it("refuses a live ticket's fixed code", async () => {
    const roster = await rosterWith(phone.publicKey, otherPhone.publicKey);
    expect(await decideOffline(await fixed.sign(TICKET, EVENT), roster, doorKey, nobodyHere, 'entry', clockAt(1))).toMatchObject({ decision: 'refused', message: LIVE_TICKET_FIXED_CODE });
  });
});

describe('a door device after a move', () => {
  it("decides the old phone's code by the key it holds until its roster refreshes, then refuses it and admits the new phone", async () => {
    const newPhone = await makePhoneKey();
    const rosters = [await rosterWith(phone.publicKey, otherPhone.publicKey), await rosterWith(newPhone.publicKey, otherPhone.publicKey)];
    let refreshes = 0;
    const source: DoorSource = {
      fetchRoster: async () => rosters[Math.min(refreshes++, 1)]!,
      sendScans: async (_event, _device, scans) => ({ results: scans.map((scan) => ({ scanId: scan.scanId, outcome: 'refused', message: 'Refused at the door' })) }),
    };
    const timer = manualTimer();
    // The device's clock reads the roster's own instant: its step is the roster's.
    const now = () => new Date(rosters[0]!.generatedAt);
    const step = liveStep(Date.parse(rosters[0]!.generatedAt));
    const store = createDoorStore(localStorage, undefined, 'moved-phone:');
    const { result } = renderHook(() => useOfflineDoor(EVENT, source, { store, every: timer.every, now }));
    await waitFor(() => expect(result.current.ready).toBe(true));
    const oldCode = await signLiveCode(phone.privateKey, TICKET, EVENT, step);
    // Before the refresh the old phone's code verifies (an exit then finds nobody inside: the code itself stood).
    expect(await act(() => result.current.decide(oldCode, 'exit'))).toMatchObject({ decision: 'refused', message: NOT_INSIDE });

    await act(async () => timer.fire());
    await waitFor(() => expect(store.roster(EVENT)?.roster.tickets[0]!.phoneKey).toBe(rosters[1]!.tickets[0]!.phoneKey));
    expect(await act(() => result.current.decide(oldCode))).toMatchObject({ decision: 'refused', message: LIVE_CODE_OTHER_PHONE });
    const newCode = await signLiveCode(newPhone.privateKey, TICKET, EVENT, step);
    expect(await act(() => result.current.decide(newCode))).toMatchObject({ decision: 'admitted', message: ENTRY_GRANTED, ticketId: TICKET });
  });
});

describe("the door's step", () => {
  it('cancels the skew of its own clock with the offset measured at the roster refresh', () => {
    fc.assert(
      fc.property(fc.integer({ min: -600_000, max: 600_000 }), fc.integer({ min: 0, max: 3_600_000 }), (skew, since) => {
        const server = Date.parse('2030-05-01T20:00:00.000Z');
        // The device received the roster when its own clock read server + skew; `since` later, the step is the server's.
        const refreshedAt = new Date(server + skew).toISOString();
        expect(doorStep(new Date(server + skew + since), { generatedAt: new Date(server).toISOString() }, refreshedAt)).toBe(liveStep(server + since));
      }),
    );
    expect(LIVE_STEP_MS).toBe(15_000);
  });
});
