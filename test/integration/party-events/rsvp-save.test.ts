/**
 * RSVP (interested / going / not_going, the same choice again removes it,
 * interested counts interested + going) and the save toggle, through the
 * handlers — counts always equal the stored items, also under concurrency.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PartyEventPageResponse, PartyRsvpResponse, SaveResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { keys } from '../../../functions/domains/keys';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { countPartyRsvps } from '../../../functions/domains/catalog/party-events/party-rsvps';
import { getProfile } from '../../../functions/domains/people/profiles';
import { deleteUserPartition, readUserPartition } from '../../../functions/domains/people/users';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newUser, type TestUser } from './fixtures';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';

useFreshTable();

// Every event here is in 2031: "now" is fixed before them, so the file passes whatever today is.
const NOW = new Date('2030-06-01T12:00:00Z');
let event: PartyEvent;
afterAll(() => vi.restoreAllMocks());
beforeAll(async () => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  const chapter = await newChapter();
  event = await newEvent(chapter, '2031-01-10');
});

async function rsvp(user: TestUser, status: string, eventId = event.id) {
  return invoke<PartyRsvpResponse>('setPartyRsvp', { params: { id: eventId }, body: { status }, claims: user.claims });
}
async function save(user: TestUser, saved: boolean, eventId = event.id) {
  return invoke<SaveResponse>('setPartySaved', { params: { id: eventId }, body: { saved }, claims: user.claims });
}

/** The event's counts equal its stored RSVPs and none is negative. */
async function expectCountsMatch(eventId: string) {
  const stored = await countPartyRsvps(eventId);
  const e = (await getPartyEvent(eventId))!;
  expect({ interested: e.interestedCount, going: e.goingCount }).toEqual({ interested: stored.interested, going: stored.going });
  expect(e.interestedCount).toBeGreaterThanOrEqual(0);
  expect(e.goingCount).toBeGreaterThanOrEqual(0);
  return stored;
}

describe('RSVP', () => {
  it('sets, switches and removes; interested counts interested + going', async () => {
    const user = await newUser();
    const own = await newEvent(await newChapter(), '2031-02-01');
    const steps: [string, PartyRsvpResponse][] = [
      ['interested', { status: 'interested', interestedCount: 1, goingCount: 0 }],
      ['going', { status: 'going', interestedCount: 1, goingCount: 1 }],
      ['not_going', { status: 'not_going', interestedCount: 0, goingCount: 0 }],
      ['not_going', { status: null, interestedCount: 0, goingCount: 0 }],
      ['going', { status: 'going', interestedCount: 1, goingCount: 1 }],
      ['going', { status: null, interestedCount: 0, goingCount: 0 }],
      ['going', { status: 'going', interestedCount: 1, goingCount: 1 }],
    ];
    for (const [choice, expected] of steps) {
      const res = await rsvp(user, choice, own.id);
      expect(res.statusCode, res.text).toBe(200);
      expect(res.json).toEqual(expected);
    }
    await expectCountsMatch(own.id);
    // The viewer sees it; account deletion takes it off the counts.
    const page = await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: own.id }, claims: user.claims });
    expect(page.json.viewer?.rsvp).toBe('going');
    await deleteUserPartition(user.sub);
    expect(await countPartyRsvps(own.id)).toEqual({ interested: 0, going: 0, notGoing: 0 });
    const after = (await getPartyEvent(own.id))!;
    expect([after.interestedCount, after.goingCount]).toEqual([0, 0]);
  });

  it('takes no change once the event is over (six hours after its start), and keeps the RSVP as it was', async () => {
    const user = await newUser();
    // 9:00 PM in the chapter's state on 2031-04-01: over at 3:00 AM the next night, venue time, whatever the zone.
    const own = await newEvent(await newChapter(), '2031-04-01', '21:00');
    expect((await rsvp(user, 'going', own.id)).statusCode).toBe(200);
    const overAt = (await invoke<PartyEventPageResponse>('getPartyEvent', { params: { id: own.id } })).json.event.overAt!;
    vi.spyOn(clock, 'now').mockReturnValue(new Date(Date.parse(overAt) - 1));
    expect((await rsvp(user, 'going', own.id)).json).toEqual({ status: null, interestedCount: 0, goingCount: 0 });
    expect((await rsvp(user, 'interested', own.id)).json).toEqual({ status: 'interested', interestedCount: 1, goingCount: 0 });
    vi.spyOn(clock, 'now').mockReturnValue(new Date(overAt));
    for (const choice of ['going', 'interested', 'not_going']) {
      const refused = await rsvp(user, choice, own.id);
      expect([refused.statusCode, refused.json]).toEqual([409, { message: 'This event has ended: RSVPs are closed' }]);
    }
    const late = await rsvp(await newUser(), 'going', own.id);
    expect(late.statusCode).toBe(409);
    expect(await expectCountsMatch(own.id)).toEqual({ interested: 1, going: 0, notGoing: 0 });
    vi.spyOn(clock, 'now').mockReturnValue(NOW);
  });

  it('answers 404 for an unknown event, 400 for an unknown status, 401 without a profile', async () => {
    const user = await newUser();
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await rsvp(user, 'going', missing)).json).toEqual({ message: 'Event not found' });
    expect((await rsvp(user, 'maybe')).statusCode).toBe(400);
    const ghost = { ...user, claims: { ...user.claims, sub: '11111111-1111-4111-8111-111111111111' } };
    expect((await rsvp(ghost, 'going')).statusCode).toBe(401);
  });

  it('30 users toggling concurrently leave counts equal to the stored RSVPs', async () => {
    const users = await Promise.all(Array.from({ length: 30 }, () => newUser()));
    const choices = ['interested', 'going', 'not_going'];
    const results = await Promise.all(users.flatMap((u, i) => [rsvp(u, choices[i % 3]!), rsvp(u, choices[(i + 1) % 3]!)]));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    const stored = await expectCountsMatch(event.id);
    expect(stored.interested + stored.notGoing).toBeGreaterThan(0);
  });

  it('one user toggling 20 times concurrently never leaves a negative or wrong count', async () => {
    const user = await newUser();
    const own = await newEvent(await newChapter(), '2031-03-01');
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => rsvp(user, i % 2 ? 'going' : 'interested', own.id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    await expectCountsMatch(own.id);
  });
});

describe('Save', () => {
  it('is idempotent on the desired state and keeps saveCount and the profile savedCount', async () => {
    const user = await newUser();
    const own = await newEvent(await newChapter(), '2031-02-02');
    expect((await save(user, true, own.id)).json).toEqual({ saved: true, saveCount: 1 });
    expect((await save(user, true, own.id)).json).toEqual({ saved: true, saveCount: 1 });
    expect((await getProfile(user.sub))!.savedCount).toBe(1);
    const page = await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: own.id }, claims: user.claims });
    expect(page.json.viewer?.saved).toBe(true);
    expect(page.json.event.saveCount).toBe(1);
    expect((await save(user, false, own.id)).json).toEqual({ saved: false, saveCount: 0 });
    expect((await save(user, false, own.id)).json).toEqual({ saved: false, saveCount: 0 });
    expect((await getProfile(user.sub))!.savedCount).toBe(0);
    expect((await readUserPartition(user.sub)).items.filter((i) => String(i.SK).startsWith(keys.user.items.save))).toEqual([]);
  });

  it('concurrent saves of one user count once; account deletion takes the save off the event', async () => {
    const user = await newUser();
    const own = await newEvent(await newChapter(), '2031-02-03');
    const results = await Promise.all(Array.from({ length: 10 }, () => save(user, true, own.id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect((await getPartyEvent(own.id))!.saveCount).toBe(1);
    expect((await getProfile(user.sub))!.savedCount).toBe(1);
    await deleteUserPartition(user.sub);
    expect((await getPartyEvent(own.id))!.saveCount).toBe(0);
  });

  it('answers 404 for an unknown event', async () => {
    const user = await newUser();
    const res = await save(user, true, '00000000-0000-4000-8000-000000000000');
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ message: 'Event not found' });
  });
});
