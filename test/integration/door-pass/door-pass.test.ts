/** Door passes for volunteers: leaders make and revoke them; a pass scans its own event, inside its window, and nothing else. */
import '../../support/emulators.setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreatedDoorPass, DoorPass, DoorPassList, DoorPassScanResponse, DoorPassSession } from '../../../shared/api/types';
import { formatInstantTimeInState, venueInstant } from '../../../shared/dates';
import { DOOR_PASS_MAX_FAILURES, WRONG_PIN } from '../../../shared/schemas/door-pass';
import { clock } from '../../../functions/lib/clock';
import { grantAdmin } from '../../../functions/domains/platform/admins';
import { getDoorPass } from '../../../functions/domains/ticketing/door/passes';
import { getDoorScans } from '../../../functions/domains/ticketing/door/scans';
import { PASS_EXPIRED, PASS_LOCKED, PASS_REVOKED, PASS_SIGN_IN, passNotOpenYet } from '../../../functions/tickets/door-pass-scan';
import { ALREADY_USED, DIFFERENT_EVENT, ENTRY_GRANTED } from '../../../functions/domains/ticketing/messages';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUser } from '../tickets/fixtures';
import { doorSetup } from '../door/fixtures';
import { PASS_PIN, passToken, storedDoorPass } from './fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const HOUR = 3_600_000;
let start: Date;
/** Fixes "now" at `offset` ms from the event's start. */
const at = (offset: number) => {
  const now = new Date(start.getTime() + offset);
  vi.spyOn(clock, 'now').mockReturnValue(now);
  return now;
};

async function setup() {
  const door = await doorSetup(['Sam Q. Student']);
  start = venueInstant(door.event.date, door.event.time, door.event.state);
  return door;
}

const scan = (passId: string, token: string | null, body: Record<string, unknown>) =>
  invoke<DoorPassScanResponse>('scanWithDoorPass', { params: { id: passId }, body, headers: token ? { authorization: `Bearer ${token}` } : {} });
const open = (passId: string, pin: string) => invoke<DoorPassSession>('openDoorPass', { params: { id: passId }, body: { pin } });

describe('leaders and their passes', () => {
  beforeEach(() => vi.restoreAllMocks());

  it('creates a pass with a six-digit PIN and the default window, lists it without the PIN, and revokes it', async () => {
    const { leader, event } = await setup();
    at(-48 * HOUR);
    const created = await invoke<CreatedDoorPass>('createDoorPass', { claims: leader.claims, params: { id: event.id }, body: { label: 'Front door' } });
    expect(created.statusCode).toBe(201);
    expect(created.json.pin).toMatch(/^\d{6}$/);
    expect(created.json.pass).toMatchObject({ eventId: event.id, label: 'Front door', revokedAt: null, scanCount: 0 });
    expect(created.json.pass.validFrom).toBe(new Date(start.getTime() - HOUR).toISOString());
    expect(created.json.pass.validUntil).toBe(new Date(start.getTime() + 6 * HOUR).toISOString());

    const listed = await invoke<DoorPassList>('listDoorPasses', { claims: leader.claims, params: { id: event.id } });
    expect(listed.json.passes.map((p) => p.id)).toEqual([created.json.pass.id]);
    expect(listed.text).not.toContain(created.json.pin);
    expect(listed.text).not.toMatch(/pinHash|failedPins|chapterId/);

    const revoked = await invoke<DoorPass>('revokeDoorPass', { claims: leader.claims, params: { id: created.json.pass.id } });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json.revokedAt).toBe(new Date(start.getTime() - 48 * HOUR).toISOString());
  });

  it("refuses another chapter's leader everything, and a pass for an event that is over", async () => {
    const { leader, event } = await setup();
    const stranger = await newLeader((await newChapter()).id);
    at(-HOUR);
    const pass = await invoke<CreatedDoorPass>('createDoorPass', { claims: leader.claims, params: { id: event.id }, body: { label: 'Front' } });
    for (const res of [
      await invoke('createDoorPass', { claims: stranger.claims, params: { id: event.id }, body: { label: 'Mine' } }),
      await invoke('listDoorPasses', { claims: stranger.claims, params: { id: event.id } }),
      await invoke('revokeDoorPass', { claims: stranger.claims, params: { id: pass.json.pass.id } }),
    ])
      expect(res.statusCode).toBe(403);
    expect((await getDoorPass(pass.json.pass.id))?.revokedAt).toBeNull();

    at(7 * HOUR);
    const late = await invoke('createDoorPass', { claims: leader.claims, params: { id: event.id }, body: { label: 'Late', closesHoursAfter: 6 } });
    expect(late.statusCode).toBe(400);
  });

  it('go with their event when an admin deletes it: the link answers as an unknown pass', async () => {
    const { leader, event } = await setup();
    at(-HOUR);
    const made = await invoke<CreatedDoorPass>('createDoorPass', { claims: leader.claims, params: { id: event.id }, body: { label: 'Side door' } });
    const admin = await newUser();
    await grantAdmin({ sub: admin.sub, email: admin.email, grantedAt: new Date().toISOString() });
    expect((await invoke('deletePartyEvent', { claims: admin.claims, params: { id: event.id } })).statusCode).toBe(200);
    expect(await getDoorPass(made.json.pass.id)).toBeUndefined();
    expect((await open(made.json.pass.id, made.json.pin)).statusCode).toBe(404);
  });
});

describe('a pass at the door', () => {
  it("opens with its PIN and scans a ticket of its event: no guest's name in the answer, the scan logged (with it) and counted with the pass", async () => {
    const { event, tickets } = await setup();
    const now = at(-30 * 60_000);
    const pass = await storedDoorPass(event, { validFrom: new Date(start.getTime() - HOUR), validUntil: new Date(start.getTime() + 6 * HOUR) });
    const session = await open(pass.id, PASS_PIN);
    expect(session.statusCode).toBe(200);
    expect(session.json.event).toEqual({ id: event.id, title: event.title, date: event.date, time: event.time });
    expect(Date.parse(session.json.expiresAt)).toBeGreaterThan(now.getTime());

    const scanId = crypto.randomUUID();
    const res = await scan(pass.id, session.json.token, { qrCode: tickets[0]!.qrCode, scanId });
    // A pass sees no guest list: the ticket's id and when it was used, never whose it is.
    expect(res.json).toMatchObject({ valid: true, message: ENTRY_GRANTED, ticket: { id: tickets[0]!.id } });
    expect(Object.keys(res.json.ticket!).sort()).toEqual(['id', 'usedAt']);
    expect(res.text).not.toMatch(/Sam/);
    const retried = await scan(pass.id, session.json.token, { qrCode: tickets[0]!.qrCode, scanId });
    expect(retried.json).toMatchObject({ valid: true, message: ENTRY_GRANTED });
    expect(retried.json.ticket).not.toHaveProperty('holderName');

    expect((await getDoorScans(event.id, [scanId])).get(scanId)).toMatchObject({ passId: pass.id, ticketId: tickets[0]!.id, resolution: 'recorded', holder: 'Sam S.' });
    expect((await getDoorPass(pass.id))?.scanCount).toBe(1);
    // Refused as used: still no name.
    const again = await scan(pass.id, session.json.token, { qrCode: tickets[0]!.qrCode });
    expect(again.json).toMatchObject({ valid: false, message: ALREADY_USED });
    expect(again.text).not.toMatch(/Sam/);
  });

  it("answers another event's ticket as any door does, and refuses another pass's token, no token and a foreign bearer", async () => {
    const { event, chapter } = await setup();
    at(0);
    const other = await newEvent(chapter.id, { date: event.date });
    const otherDoor = await doorSetup(['Ana Lopez']);
    const window = { validFrom: new Date(start.getTime() - HOUR), validUntil: new Date(start.getTime() + HOUR) };
    const pass = await storedDoorPass(event, window);
    const otherPass = await storedDoorPass(other, window);
    const token = passToken(pass, clock.now());

    const foreign = await scan(pass.id, token, { qrCode: otherDoor.tickets[0]!.qrCode });
    expect(foreign.json).toMatchObject({ valid: false, message: DIFFERENT_EVENT });
    for (const res of [await scan(otherPass.id, token, { qrCode: otherDoor.tickets[0]!.qrCode }), await scan(pass.id, null, { qrCode: 'x' }), await scan(pass.id, 'eyJ.abc', { qrCode: 'x' })]) {
      expect(res.statusCode).toBe(401);
      expect(res.json).toEqual({ message: PASS_SIGN_IN });
    }
  });

  it('stops at once when revoked, after its window, and before it opens', async () => {
    const { leader, event, tickets } = await setup();
    at(-2 * HOUR);
    const pass = await storedDoorPass(event, { validFrom: new Date(start.getTime() - HOUR), validUntil: new Date(start.getTime() + HOUR) });
    const early = await scan(pass.id, passToken(pass, clock.now()), { qrCode: tickets[0]!.qrCode });
    expect(early.statusCode).toBe(403);
    // A pass made by a leader keeps the venue's state: its opening reads as the venue's wall clock, not an ISO instant.
    const made = await invoke<CreatedDoorPass>('createDoorPass', { claims: leader.claims, params: { id: event.id }, body: { label: 'Back door' } });
    const madeEarly = await scan(made.json.pass.id, passToken(made.json.pass, clock.now()), { qrCode: tickets[0]!.qrCode });
    expect([madeEarly.statusCode, madeEarly.json]).toEqual([403, { message: passNotOpenYet(made.json.pass.validFrom, event.state) }]);
    expect(madeEarly.json.message).toContain(formatInstantTimeInState(made.json.pass.validFrom, event.state));
    expect(madeEarly.json.message).not.toMatch(/\d{4}-\d\d-\d\dT/);

    at(2 * HOUR);
    const late = await scan(pass.id, passToken(pass, clock.now()), { qrCode: tickets[0]!.qrCode });
    expect([late.statusCode, late.json]).toEqual([401, { message: PASS_EXPIRED }]);

    at(0);
    const token = passToken(pass, clock.now());
    await invoke('revokeDoorPass', { claims: leader.claims, params: { id: pass.id } });
    const revoked = await scan(pass.id, token, { qrCode: tickets[0]!.qrCode });
    expect([revoked.statusCode, revoked.json]).toEqual([401, { message: PASS_REVOKED }]);
    expect((await open(pass.id, PASS_PIN)).statusCode).toBe(401);
  });

  it(`locks for a while after ${DOOR_PASS_MAX_FAILURES} wrong PINs, even against the right one`, async () => {
    const { event } = await setup();
    at(0);
    const pass = await storedDoorPass(event, { validFrom: new Date(start.getTime() - HOUR), validUntil: new Date(start.getTime() + 6 * HOUR) });
    for (let i = 0; i < DOOR_PASS_MAX_FAILURES; i++) {
      const wrong = await open(pass.id, '000000');
      expect([wrong.statusCode, wrong.json]).toEqual([401, { message: WRONG_PIN }]);
    }
    const locked = await open(pass.id, PASS_PIN);
    expect([locked.statusCode, locked.json]).toEqual([429, { message: PASS_LOCKED }]);
    at(16 * 60_000);
    expect((await open(pass.id, PASS_PIN)).statusCode).toBe(200);
  });
});
