/**
 * Following a chapter through the handlers: the follower rows and the
 * chapter's `followerCount` move together, exactly, under concurrent
 * toggles too; account deletion takes the follow and its count away.
 */
import { describe, expect, it } from 'vitest';
import type { ChapterPageResponse, FollowResponse } from '../../../shared/api/types';
import { getChapter } from '../../../functions/domains/catalog/organizations/chapters';
import { keys } from '../../../functions/domains/keys';
import { listFollowedChapters } from '../../../functions/domains/people/follows';
import { queryPrefix } from '../../../functions/lib/db/table';
import { deleteUserPartition } from '../../../functions/domains/people/users';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newUser, newUsers, type TestUser } from '../leaders/fixtures';

useFreshTable();

const follow = (user: TestUser, chapterId: string, following: boolean) =>
  invoke<FollowResponse & { message?: string }>('setFollow', { params: { id: chapterId }, body: { following }, claims: user.claims });
const followState = (user: TestUser, chapterId: string) => invoke<FollowResponse>('getFollow', { params: { id: chapterId }, claims: user.claims });

/** The chapter's count equals its stored follower rows. */
async function expectCountMatches(chapterId: string): Promise<number> {
  const rows = await queryPrefix({ pk: keys.chapter.item(chapterId).PK, prefix: 'FOLLOWER#' }, { consistent: true });
  const chapter = await getChapter(chapterId);
  expect(chapter?.followerCount).toBe(rows.length);
  return rows.length;
}

describe('follow', () => {
  it('follows (count +1) and unfollows (count −1); the same state again changes nothing', async () => {
    const chapter = await newChapter();
    const user = await newUser();
    expect((await followState(user, chapter.id)).json).toEqual({ following: false, followerCount: 0 });
    expect((await follow(user, chapter.id, true)).json).toEqual({ following: true, followerCount: 1 });
    expect((await follow(user, chapter.id, true)).json).toEqual({ following: true, followerCount: 1 });
    expect((await followState(user, chapter.id)).json).toEqual({ following: true, followerCount: 1 });
    expect((await listFollowedChapters(user.sub)).map((c) => [c.id, c.letters, c.schoolName])).toEqual([[chapter.id, chapter.letters, chapter.schoolName]]);
    expect((await follow(user, chapter.id, false)).json).toEqual({ following: false, followerCount: 0 });
    expect((await follow(user, chapter.id, false)).json).toEqual({ following: false, followerCount: 0 });
    expect(await listFollowedChapters(user.sub)).toEqual([]);
    expect(await expectCountMatches(chapter.id)).toBe(0);
  });

  it('the chapter page signed in (GET /chapters/{id}/viewer): the page with the count and the caller’s own follow, in one answer', async () => {
    const chapter = await newChapter();
    const [user, other] = await newUsers(2);
    const page = (who: TestUser, id = chapter.id) => invoke<ChapterPageResponse & { message?: string }>('getChapterForViewer', { params: { id }, claims: who.claims });
    expect((await page(user!)).json).toMatchObject({ chapter: { id: chapter.id, followerCount: 0 }, events: [], photos: [], viewer: { following: false } });
    await follow(user!, chapter.id, true);
    expect((await page(user!)).json).toMatchObject({ chapter: { followerCount: 1 }, viewer: { following: true } });
    // Another person sees the count, not the follow.
    expect((await page(other!)).json).toMatchObject({ chapter: { followerCount: 1 }, viewer: { following: false } });
    const missing = await page(user!, '00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, missing.json.message]).toEqual([404, 'Organization not found']);
  });

  it('answers "Organization not found" for a chapter that does not exist, and writes nothing', async () => {
    const user = await newUser();
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await follow(user, missing, true);
    expect([res.statusCode, res.json.message]).toEqual([404, 'Organization not found']);
    expect(await listFollowedChapters(user.sub)).toEqual([]);
  });

  it('keeps the count exact under concurrent toggles by many people and by one person in many tabs', async () => {
    const chapter = await newChapter();
    const people = await newUsers(12);
    const clicker = people[0]!;
    const toggles = [
      ...people.map((p) => follow(p, chapter.id, true)),
      ...Array.from({ length: 8 }, (_, i) => follow(clicker, chapter.id, i % 2 === 0)),
      ...people.slice(6).map((p) => follow(p, chapter.id, false)),
    ];
    const answers = await Promise.all(toggles);
    for (const a of answers) expect(a.statusCode, a.text).toBe(200);
    const count = await expectCountMatches(chapter.id);
    const states = await Promise.all(people.map((p) => followState(p, chapter.id)));
    expect(count).toBe(states.filter((s) => s.json.following).length);
    expect(count).toBeGreaterThanOrEqual(0);
  });

  it('never takes the count below 0 when it was stored too low', async () => {
    const chapter = await newChapter();
    const user = await newUser();
    await follow(user, chapter.id, true);
    await newChapter({ ...chapter, followerCount: 0 }); // an older count that missed the follow
    expect((await follow(user, chapter.id, false)).json).toEqual({ following: false, followerCount: 0 });
    expect((await getChapter(chapter.id))?.followerCount).toBe(0);
  });

  it('deleting the account removes the follow and takes it off the count', async () => {
    const chapter = await newChapter();
    const [stays, leaves] = await newUsers(2);
    await follow(stays!, chapter.id, true);
    await follow(leaves!, chapter.id, true);
    await deleteUserPartition(leaves!.sub);
    expect(await expectCountMatches(chapter.id)).toBe(1);
    expect((await followState(stays!, chapter.id)).json).toEqual({ following: true, followerCount: 1 });
  });
});
