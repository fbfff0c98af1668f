/**
 * Door passes' PINs against guessing: each guess takes one of the pass's
 * attempts with a conditional write before its PIN is compared, so however
 * the guesses arrive (one by one, or all at once from many addresses) at
 * most `DOOR_PASS_MAX_FAILURES` are compared per lock window; the rest are
 * refused with 429 and Retry-After, their PIN never compared. The leader
 * unlocks a locked pass, and a lock never stops the leader's own door.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DoorPass, DoorPassList, DoorPassSession, ValidateTicketResponse } from '../../../shared/api/types';
import { venueInstant } from '../../../shared/dates';
import { DOOR_PASS_LOCK_MINUTES, DOOR_PASS_MAX_FAILURES, WRONG_PIN } from '../../../shared/schemas/door-pass';
import { clock } from '../../../functions/lib/clock';
import { getDoorPass } from '../../../functions/domains/ticketing/door/passes';
import { ENTRY_GRANTED } from '../../../functions/domains/ticketing/messages';
import { PASS_LOCKED } from '../../../functions/tickets/door-pass-scan';
import { invoke, type InvokeResult } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newLeader } from '../tickets/fixtures';
import { doorSetup } from '../door/fixtures';
import { PASS_PIN, storedDoorPass } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const HOUR = 3_600_000;
const LOCK_MS = DOOR_PASS_LOCK_MINUTES * 60_000;

/** A door with a pass open now (the clock fixed at the event's start). */
async function lockableDoor() {
  const door = await doorSetup(['Sam Q. Student']);
  const start = venueInstant(door.event.date, door.event.time, door.event.state);
  vi.spyOn(clock, 'now').mockReturnValue(start);
  const pass = await storedDoorPass(door.event, { validFrom: new Date(start.getTime() - HOUR), validUntil: new Date(start.getTime() + 6 * HOUR) });
  return { ...door, now: start, pass };
}

const open = (passId: string, pin: string) => invoke<DoorPassSession>('openDoorPass', { params: { id: passId }, body: { pin } });
/** `count` different wrong PINs. */
const wrongPins = (count: number) => Array.from({ length: count }, (_, i) => String(i).padStart(6, '0')).filter((pin) => pin !== PASS_PIN);
const statuses = (results: InvokeResult[]) => results.map((r) => r.statusCode);
const withStatus = (results: InvokeResult[], status: number) => results.filter((r) => r.statusCode === status);

async function lockWithWrongPins(passId: string) {
  for (const pin of wrongPins(DOOR_PASS_MAX_FAILURES)) expect((await open(passId, pin)).statusCode).toBe(401);
}

describe('guesses at a pass’s PIN', () => {
  it(`compares at most ${DOOR_PASS_MAX_FAILURES} of a parallel burst; the rest are 429 with Retry-After until the lock ends, even the right PIN`, async () => {
    const { pass, now } = await lockableDoor();
    const burst = await Promise.all(wrongPins(120).map((pin) => open(pass.id, pin)));
    expect(withStatus(burst, 401)).toHaveLength(DOOR_PASS_MAX_FAILURES);
    for (const res of withStatus(burst, 401)) expect(res.json).toEqual({ message: WRONG_PIN });
    const refused = withStatus(burst, 429);
    expect(refused).toHaveLength(burst.length - DOOR_PASS_MAX_FAILURES);
    for (const res of refused) {
      expect(res.json).toEqual({ message: PASS_LOCKED });
      expect(res.headers['retry-after']).toBe(String(LOCK_MS / 1000));
    }
    const stored = await getDoorPass(pass.id);
    expect([stored?.failedPins, stored?.lockedUntil]).toEqual([DOOR_PASS_MAX_FAILURES, new Date(now.getTime() + LOCK_MS).toISOString()]);

    // The right PIN inside a later burst gets no token while the lock lasts, and is not even compared.
    const pins = wrongPins(40);
    pins.splice(17, 0, PASS_PIN);
    const second = await Promise.all(pins.map((pin) => open(pass.id, pin)));
    expect(new Set(statuses(second))).toEqual(new Set([429]));
    expect(second.some((res) => (res.json as Partial<DoorPassSession>).token)).toBe(false);

    // A minute before the lock ends it tells how long is left; once over, a new window of attempts opens.
    vi.spyOn(clock, 'now').mockReturnValue(new Date(now.getTime() + LOCK_MS - 60_000));
    const late = await open(pass.id, PASS_PIN);
    expect([late.statusCode, late.headers['retry-after']]).toEqual([429, '60']);
    vi.spyOn(clock, 'now').mockReturnValue(new Date(now.getTime() + LOCK_MS));
    const after = await Promise.all(wrongPins(30).map((pin) => open(pass.id, pin)));
    expect(withStatus(after, 401)).toHaveLength(DOOR_PASS_MAX_FAILURES);
    expect(withStatus(after, 429)).toHaveLength(after.length - DOOR_PASS_MAX_FAILURES);
  });

  it('opens with the right PIN on the last attempt left; a right PIN clears the attempts counted before it', async () => {
    const { pass } = await lockableDoor();
    for (const pin of wrongPins(DOOR_PASS_MAX_FAILURES - 1)) expect((await open(pass.id, pin)).statusCode).toBe(401);
    expect((await open(pass.id, PASS_PIN)).statusCode).toBe(200);
    expect(await getDoorPass(pass.id)).toMatchObject({ failedPins: 0, lockedUntil: null });
    // A whole window of attempts again: the last still opens.
    for (const pin of wrongPins(DOOR_PASS_MAX_FAILURES - 1)) expect((await open(pass.id, pin)).statusCode).toBe(401);
    expect((await open(pass.id, PASS_PIN)).statusCode).toBe(200);
  });
});

describe('a locked pass and its leader', () => {
  it('lists it as locked until when, and unlocks it: the right PIN opens it at once', async () => {
    const { leader, event, pass, now } = await lockableDoor();
    await lockWithWrongPins(pass.id);
    expect((await open(pass.id, PASS_PIN)).statusCode).toBe(429);

    const listed = await invoke<DoorPassList>('listDoorPasses', { claims: leader.claims, params: { id: event.id } });
    expect(listed.json.passes.find((p) => p.id === pass.id)?.lockedUntil).toBe(new Date(now.getTime() + LOCK_MS).toISOString());

    const stranger = await newLeader((await newChapter()).id);
    expect((await invoke('unlockDoorPass', { claims: stranger.claims, params: { id: pass.id } })).statusCode).toBe(403);
    expect((await open(pass.id, PASS_PIN)).statusCode).toBe(429);

    const unlocked = await invoke<DoorPass>('unlockDoorPass', { claims: leader.claims, params: { id: pass.id } });
    expect([unlocked.statusCode, unlocked.json.id, unlocked.json.lockedUntil]).toEqual([200, pass.id, null]);
    expect((await open(pass.id, PASS_PIN)).statusCode).toBe(200);
    // Unlocking an unlocked pass changes nothing; an unknown one is 404.
    expect((await invoke<DoorPass>('unlockDoorPass', { claims: leader.claims, params: { id: pass.id } })).json.lockedUntil).toBeNull();
    expect((await invoke('unlockDoorPass', { claims: leader.claims, params: { id: crypto.randomUUID() } })).statusCode).toBe(404);
  });

  it("never stops the leader's own door: the leader scans and opens the door screen while a pass is locked", async () => {
    const { leader, event, pass, tickets } = await lockableDoor();
    await lockWithWrongPins(pass.id);
    const scanned = await invoke<ValidateTicketResponse>('validateTicket', { claims: leader.claims, body: { eventId: event.id, qrCode: tickets[0]!.qrCode } });
    expect([scanned.statusCode, scanned.json.valid, scanned.json.message]).toEqual([200, true, ENTRY_GRANTED]);
    const screen = await invoke<{ passes: DoorPass[] }>('getDoorScreen', { claims: leader.claims, params: { id: event.id } });
    expect(screen.statusCode).toBe(200);
    expect(screen.json.passes.find((p) => p.id === pass.id)?.lockedUntil).not.toBeNull();
  });
});
