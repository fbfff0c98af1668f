/**
 * RSVP Now on a Greek-life event, through the real local API server: going /
 * interested, the same choice again removes it, and the event's counts always
 * equal the stored RSVPs — also under concurrent toggles.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { GreekRsvpResponse } from '../../../shared/api/types';
import { eventOverAt } from '../../../shared/event-over';
import { clock } from '../../../functions/lib/clock';
import type { RunningApiServer } from '../../../infra/local/api-server';
import { countEventRsvps } from '../../../functions/domains/catalog/greek-events/greek-rsvps';
import { getGreekEvent } from '../../../functions/domains/catalog/greek-events/greek-events';
import { readUserPartition } from '../../../functions/domains/people/users';
import { stableId } from '../../../functions/lib/ids';
import { createTestPool, signIn, signUpAndConfirm, type PoolIds } from '../../support/cognito';
import { startPoolApi } from '../../support/pool-api';
import { useFreshTable } from '../../support/table';
import { greekEvent, pickSchools, writeGreekEvents, writeSchools } from '../support/fixtures';

useFreshTable();

const [school] = pickSchools('University of Alabama');
const solo = greekEvent(school!, '2030-06-01', '18:00');
const crowd = greekEvent(school!, '2030-06-02', '18:00');
const busy = greekEvent(school!, '2030-06-03', '18:00');
// Its own event: a drift there must fail that test alone, not every later test on the same event.
const racing = greekEvent(school!, '2030-06-04', '18:00');
const viewed = greekEvent(school!, '2030-06-05', '18:00');
const ended = greekEvent(school!, '2030-06-06', '18:00');
// Every event here is in June 2030: "now" is fixed before them, so the file passes whatever today is.
const NOW = new Date('2030-01-01T12:00:00Z');

let server: RunningApiServer;
let pool: PoolIds;
const run = Date.now();

beforeAll(async () => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  pool = await createTestPool();
  process.env.USER_POOL_ID = pool.userPoolId;
  await writeSchools([school!]);
  await writeGreekEvents([solo, crowd, busy, racing, viewed, ended]);
  server = await startPoolApi(pool);
});

afterAll(async () => {
  vi.restoreAllMocks();
  await server?.close();
});

async function rsvp(token: string, eventId: string, status?: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${server.url}/api/events/${eventId}/rsvp`, {
    method: status === undefined ? 'GET' : 'PUT',
    headers: { authorization: `Bearer ${token}`, ...(status === undefined ? {} : { 'content-type': 'application/json' }) },
    body: status === undefined ? undefined : JSON.stringify({ status }),
  });
  return { status: response.status, json: await response.json() };
}

async function call(method: string, path: string, token: string, body?: unknown): Promise<number> {
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** A signed-in user whose first GET /me (as the SPA does on sign-in) created the profile. */
async function newToken(label: string): Promise<{ sub: string; token: string }> {
  const email = `${label}-${run}@example.edu`;
  const sub = await signUpAndConfirm({ pool, username: email, attributes: { email, name: label } });
  const token = (await signIn(email, 'secret1', { pool })).accessToken;
  expect(await call('GET', '/me', token)).toBe(200);
  return { sub, token };
}

/** The event's counts equal its stored RSVPs, and neither is negative. */
async function expectCountsMatchStored(eventId: string): Promise<{ interested: number; going: number }> {
  const stored = await countEventRsvps(eventId);
  const event = await getGreekEvent(eventId);
  expect({ interested: event!.interestedCount, going: event!.goingCount }).toEqual(stored);
  expect(stored.interested).toBeGreaterThanOrEqual(0);
  expect(stored.going).toBeGreaterThanOrEqual(0);
  return stored;
}

describe('RSVP Now', () => {
  it('sets going or interested, switches between them, and removes the status when chosen again', async () => {
    const { sub, token } = await newToken('solo');
    expect(await rsvp(token, solo.id)).toEqual({ status: 200, json: { status: null, interestedCount: 0, goingCount: 0 } });

    const steps: [string, GreekRsvpResponse][] = [
      ['interested', { status: 'interested', interestedCount: 1, goingCount: 0 }],
      ['going', { status: 'going', interestedCount: 0, goingCount: 1 }],
      ['going', { status: null, interestedCount: 0, goingCount: 0 }],
      ['going', { status: 'going', interestedCount: 0, goingCount: 1 }],
    ];
    for (const [choice, expected] of steps) {
      expect(await rsvp(token, solo.id, choice)).toEqual({ status: 200, json: expected });
      expect((await rsvp(token, solo.id)).json).toEqual(expected);
    }
    // The RSVP is in the user's own partition too (GET /me and account deletion find it there).
    expect((await readUserPartition(sub)).rsvps).toEqual([{ eventId: solo.id, status: 'going' }]);
    await expectCountsMatchStored(solo.id);
  });

  it('the page signed in (GET /events/{id}/viewer): the event with its counts and the caller’s own RSVP, in one answer', async () => {
    const [{ token }, other] = await Promise.all([newToken('viewer'), newToken('viewer-other')]);
    const page = async (t: string, id = viewed.id) => {
      const response = await fetch(`${server.url}/api/events/${id}/viewer`, { headers: { authorization: `Bearer ${t}` } });
      return { status: response.status, json: await response.json() };
    };
    expect((await page(token)).json).toEqual({
      event: expect.objectContaining({ id: viewed.id, title: viewed.title, goingCount: 0 }),
      overAt: eventOverAt(viewed)!.toISOString(),
      viewer: { rsvp: null },
    });
    expect((await rsvp(token, viewed.id, 'going')).status).toBe(200);
    expect((await page(token)).json).toMatchObject({ event: { id: viewed.id, interestedCount: 0, goingCount: 1 }, viewer: { rsvp: 'going' } });
    // Another person sees the count, not the RSVP.
    expect((await page(other.token)).json).toMatchObject({ event: { goingCount: 1 }, viewer: { rsvp: null } });
    expect(await page(token, stableId('no such event'))).toEqual({ status: 404, json: { message: 'Event not found' } });
  });

  it('takes no change once the event is over (six hours after its start) and keeps the RSVP as it was', async () => {
    const { token } = await newToken('ended');
    const overAt = eventOverAt(ended)!;
    vi.spyOn(clock, 'now').mockReturnValue(new Date(overAt.getTime() - 1));
    expect((await rsvp(token, ended.id, 'going')).json).toEqual({ status: 'going', interestedCount: 0, goingCount: 1 });
    vi.spyOn(clock, 'now').mockReturnValue(overAt);
    for (const choice of ['going', 'interested']) {
      expect(await rsvp(token, ended.id, choice)).toEqual({ status: 409, json: { message: 'This event has ended: RSVPs are closed' } });
    }
    // Reading it still works: the page shows what the viewer had answered.
    expect((await rsvp(token, ended.id)).json).toEqual({ status: 'going', interestedCount: 0, goingCount: 1 });
    expect(await expectCountsMatchStored(ended.id)).toEqual({ interested: 0, going: 1 });
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
  });

  it('answers 404 for an unknown event and 400 for an unknown status', async () => {
    const { token } = await newToken('errors');
    const missing = stableId('no such event');
    expect(await rsvp(token, missing)).toEqual({ status: 404, json: { message: 'Event not found' } });
    expect(await rsvp(token, missing, 'going')).toEqual({ status: 404, json: { message: 'Event not found' } });
    const bad = await rsvp(token, solo.id, 'not_going');
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Please choose interested or going');
  });

  it('refuses the still-valid token of a deleted account, storing nothing', async () => {
    const { sub, token } = await newToken('gone');
    expect(await call('DELETE', '/me', token, { confirm: 'DELETE' })).toBe(200);
    expect((await rsvp(token, solo.id, 'going')).status).toBe(401);
    expect((await readUserPartition(sub)).items).toEqual([]);
    await expectCountsMatchStored(solo.id);
  });

  it('leaves no RSVP and right counts when the account is deleted while its RSVPs are being toggled', async () => {
    const { sub, token } = await newToken('racing');
    expect((await rsvp(token, racing.id, 'going')).status).toBe(200);
    const statuses = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => rsvp(token, racing.id, i % 2 ? 'going' : 'interested').then((a) => a.status)),
      call('DELETE', '/me', token, { confirm: 'DELETE' }),
    ]);
    // Toggles land before the deletion, are refused after it, or (rarely) give up on the race and ask to retry.
    expect(statuses.every((s) => s === 200 || s === 401 || s === 409)).toBe(true);
    expect(statuses[10]).toBe(200);
    expect((await readUserPartition(sub)).items).toEqual([]);
    expect((await rsvp(token, racing.id)).json.status).toBeNull();
    await expectCountsMatchStored(racing.id);
  });

  it('keeps the counts equal to the stored RSVPs under 20 concurrent toggles by different users', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, (_, i) => newToken(`crowd${i}`)));
    // Every user toggles twice at once with different choices: each ends in some state, never counted twice.
    const answers = await Promise.all(
      users.flatMap(({ token }, i) => [rsvp(token, crowd.id, i % 2 ? 'going' : 'interested'), rsvp(token, crowd.id, 'going')]),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const stored = await expectCountsMatchStored(crowd.id);
    expect(stored.interested + stored.going).toBeLessThanOrEqual(20);

    // Then all 20 at once choose going: every one ends with exactly one RSVP.
    const finals = await Promise.all(users.map(async ({ token }) => {
      const now = (await rsvp(token, crowd.id)).json.status;
      return now === 'going' ? 'kept' : (await rsvp(token, crowd.id, 'going')).status;
    }));
    expect(finals.every((f) => f === 'kept' || f === 200)).toBe(true);
    expect(await expectCountsMatchStored(crowd.id)).toEqual({ interested: 0, going: 20 });
  });

  it('keeps the counts right under 20 concurrent toggles by the same user', async () => {
    const { sub, token } = await newToken('busy');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => rsvp(token, busy.id, i % 3 ? 'going' : 'interested')));
    // Each change either lands or, after losing every retry to the others, tells the user to try again.
    for (const a of answers) {
      if (a.status !== 200) expect(a).toEqual({ status: 409, json: { message: 'Failed to update RSVP' } });
    }
    expect(answers.some((a) => a.status === 200)).toBe(true);
    const stored = await expectCountsMatchStored(busy.id);
    expect(stored.interested + stored.going).toBeLessThanOrEqual(1);
    const current = (await rsvp(token, busy.id)).json.status;
    expect((await readUserPartition(sub)).rsvps).toEqual(current ? [{ eventId: busy.id, status: current }] : []);
  });
});
