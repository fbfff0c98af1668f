/**
 * My Feed: followed chapters' upcoming events (kept on the chapter item by
 * event creation and deletion) and recent photos (the chapter's
 * `recentMedia`), and the Following list — in two DynamoDB calls however
 * many chapters a student follows.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse, FeedResponse, MediaItem } from '../../../shared/api/types';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { clock } from '../../../functions/lib/clock';
import { keys } from '../../../functions/domains/keys';
import { updateItem } from '../../../functions/lib/db/table';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newAdmin, newChapter, newUser, type TestUser } from '../leaders/fixtures';
import { newLeader } from '../party-events/fixtures';

useFreshTable();

/** 17:00 UTC: the same day in every US time zone. */
const NOW = new Date('2031-03-03T17:00:00.000Z');
beforeAll(() => vi.spyOn(clock, 'now').mockReturnValue(NOW));
afterAll(() => vi.restoreAllMocks());

const feed = async (user: TestUser) => {
  const res = await invoke<FeedResponse>('getMyFeed', { claims: user.claims });
  expect(res.statusCode, res.text).toBe(200);
  return res.json;
};
const follow = (user: TestUser, chapterId: string) => invoke('setFollow', { params: { id: chapterId }, body: { following: true }, claims: user.claims });
async function createEvent(leader: TestUser, title: string, date: string, time = '20:00') {
  const body = { title, date, time, location: 'Chapter House', maxAttendees: 50, priceCents: 0 };
  const res = await invoke<CreatePartyEventResponse>('createPartyEvent', { body, claims: leader.claims });
  expect(res.statusCode, res.text).toBe(201);
  return res.json.event;
}
const photo = (id: string, createdAt: string): MediaItem => ({ id, url: `https://media.example/${id}.jpg`, caption: null, isVideo: false, createdAt });
/** What the media feature keeps on a chapter (newest first, at most 12). */
const setRecentMedia = (chapterId: string, media: MediaItem[]) =>
  updateItem({ Key: keys.chapter.item(chapterId), UpdateExpression: 'SET recentMedia = :m', ExpressionAttributeValues: { ':m': media } });

describe('My Feed', () => {
  it('is empty, with an empty Following list, before following anything', async () => {
    expect(await feed(await newUser())).toEqual({ events: [], photos: [], following: [] });
  });

  it('shows followed chapters’ upcoming events by date, newest photos, and the Following list', async () => {
    const [a, b, unfollowed] = await Promise.all([newChapter({ letters: 'ΑΒ' }), newChapter({ letters: 'ΓΔ' }), newChapter()]);
    const [leaderA, leaderB, leaderC] = await Promise.all([newLeader(a), newLeader(b), newLeader(unfollowed)]);
    const later = await createEvent(leaderA, 'Spring Formal', '2031-04-10');
    const sooner = await createEvent(leaderB, 'Crawfish Boil', '2031-03-20');
    await createEvent(leaderC, 'Not Followed', '2031-03-15');
    await setRecentMedia(a.id, [photo('a2', '2031-03-02T10:00:00.000Z'), photo('a1', '2031-02-01T10:00:00.000Z')]);
    await setRecentMedia(b.id, [photo('b1', '2031-03-01T10:00:00.000Z')]);
    const student = await newUser();
    await follow(student, a.id);
    await follow(student, b.id);

    const answer = await feed(student);
    expect(answer.events.map((e) => [e.title, e.letters])).toEqual([
      ['Crawfish Boil', 'ΓΔ'],
      ['Spring Formal', 'ΑΒ'],
    ]);
    expect(answer.events.map((e) => e.id)).toEqual([sooner.id, later.id]);
    expect(answer.photos.map((p) => p.id)).toEqual(['a2', 'b1', 'a1']);
    expect(answer.following.map((c) => c.id).sort()).toEqual([a.id, b.id].sort());
  });

  it('drops a deleted event, and keeps the next 20 of a busy chapter in date order', async () => {
    const chapter = await newChapter();
    const leader = await newLeader(chapter);
    const days = Array.from({ length: 22 }, (_, i) => `2031-05-${String(i + 1).padStart(2, '0')}`);
    const created = [];
    for (const day of days) created.push(await createEvent(leader, `Night ${day}`, day));
    const student = await newUser();
    await follow(student, chapter.id);
    expect((await feed(student)).events.map((e) => e.date)).toEqual(days.slice(0, 20));

    const admin = await newAdmin();
    const removed = await invoke('deletePartyEvent', { params: { id: created[0]!.id }, claims: admin.claims });
    expect(removed.statusCode, removed.text).toBe(200);
    // The 21st event moves up into the chapter's summary.
    expect((await feed(student)).events.map((e) => e.date)).toEqual(days.slice(1, 21));
  });

  it('keeps every event created at once by a chapter’s leaders', async () => {
    const chapter = await newChapter();
    const leader = await newLeader(chapter);
    await Promise.all(['2031-06-01', '2031-06-02', '2031-06-03', '2031-06-04', '2031-06-05', '2031-06-06'].map((d) => createEvent(leader, `Party ${d}`, d)));
    const student = await newUser();
    await follow(student, chapter.id);
    expect((await feed(student)).events).toHaveLength(6);
  });

  it('costs two DynamoDB calls however many chapters are followed', async () => {
    const student = await newUser();
    const chapters = await Promise.all(Array.from({ length: 50 }, () => newChapter()));
    for (const c of chapters) await follow(student, c.id);
    let calls = 0;
    const name = 'feedCallCounter';
    dynamo().middlewareStack.add((next) => async (args) => (calls++, next(args)), { step: 'initialize', name });
    try {
      const answer = await feed(student);
      expect(answer.following).toHaveLength(50);
    } finally {
      dynamo().middlewareStack.remove(name);
    }
    expect(calls).toBe(2);
  });
});
