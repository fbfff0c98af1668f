/**
 * Chapter follows (docs/spec/student-side.md §3 organization_followers).
 * - Chapter side: `PK=CHAPTER#<chapterId> SK=FOLLOWER#<sub>` (`sub` = the follower).
 * - User side:    `PK=USER#<sub> SK=FOLLOW#<chapterId>`, with `refs` (the
 *   chapter side) and `counters` (the chapter's `followerCount`) for account
 *   deletion, and the chapter's names copied for the Following list.
 * Following or unfollowing writes both rows and the chapter's
 * `followerCount` in one transaction guarded by the follow's previous state
 * and the count as read, so the count never drifts and never goes below 0.
 */
import type { Chapter } from '../../../shared/api/types';
import { bothSidesOps, transactIfUnchanged } from './both-sides';
import { toChapterWithMedia, type ChapterWithMedia } from '../catalog/organizations/chapters';
import { counterUpdateOp, storedCount as count } from '../../lib/db/counter-update';
import { keys } from '../keys';
import { callerProfileOp, profileKey, toProfile, type Profile } from './profiles';
import type { SessionHolder } from './session-fence';
import { batchGetConsistent, queryPrefix, type Item, type TransactOp } from '../../lib/db/table';

/** A followed chapter as the follower's own row keeps it (the Following list needs no other read). */
export type FollowedChapter = Pick<Chapter, 'id' | 'letters' | 'name' | 'type' | 'schoolName' | 'state'> & { followedAt: string };

export interface FollowState {
  /** The chapter's stored item; undefined when there is no such chapter. */
  chapter: Item | undefined;
  followerCount: number;
  following: boolean;
  /** The person's profile: their account, and its "Sign out everywhere" fence (session-fence.ts). */
  profile: Profile | undefined;
}

const text = (v: unknown) => (typeof v === 'string' ? v : '');

/** Chapter, follower row and profile: one strongly consistent BatchGetItem. */
export async function readFollowState(chapterId: string, sub: string): Promise<FollowState> {
  const [chapter, follower, profile] = await batchGetConsistent([
    keys.chapter.item(chapterId),
    keys.follow.chapterSide(chapterId, sub),
    profileKey(sub),
  ]);
  return { chapter, followerCount: count(chapter?.followerCount), following: follower !== undefined, profile: profile && toProfile(profile) };
}

/**
 * A chapter and whether the person follows it (its page signed in; one screen, one request), with their profile (whether
 * their token still counts: session-fence.ts): one BatchGetItem; no chapter when unknown.
 */
export async function getChapterWithFollow(
  chapterId: string,
  sub: string,
): Promise<{ chapter: (ChapterWithMedia & { following: boolean }) | undefined; profile: Profile | undefined }> {
  const [chapter, follower, profile] = await batchGetConsistent([keys.chapter.item(chapterId), keys.follow.chapterSide(chapterId, sub), profileKey(sub)]);
  return {
    chapter: chapter ? { ...toChapterWithMedia(chapter), following: follower !== undefined } : undefined,
    profile: profile && toProfile(profile),
  };
}

/**
 * Follows (`following`) or unfollows the chapter as the opposite of what
 * was read; `{ ok: false }` when something changed since (read again and retry).
 */
export async function writeFollow(
  state: FollowState & { chapter: Item },
  caller: SessionHolder,
  following: boolean,
  now: Date,
): Promise<{ ok: true; followerCount: number } | { ok: false }> {
  const chapterId = text(state.chapter.id);
  const sub = caller.sub;
  const chapterKey = keys.chapter.item(chapterId);
  const counter = counterUpdateOp(chapterKey, [{ field: 'followerCount', delta: following ? 1 : -1, read: state.followerCount }]);
  const followedAt = now.toISOString();
  const c = state.chapter;
  const names = { letters: text(c.letters), name: text(c.name), type: text(c.type), schoolName: text(c.schoolName), state: text(c.state) };
  const ops: TransactOp[] = [
    counter.op,
    callerProfileOp(caller),
    ...bothSidesOps(following, {
      row: keys.follow.chapterSide(chapterId, sub),
      rowFields: { entity: 'follower', chapterId, sub, followedAt },
      view: keys.follow.userSide(chapterId, sub),
      viewFields: { entity: 'followView', chapterId, ...names, followedAt },
      counted: { ...chapterKey, field: 'followerCount' },
    }),
  ];
  if (!(await transactIfUnchanged(ops))) return { ok: false };
  return { ok: true, followerCount: counter.after.followerCount! };
}

function toFollowedChapter(item: Item): FollowedChapter {
  return {
    id: text(item.chapterId),
    letters: text(item.letters),
    name: text(item.name),
    type: item.type === 'sorority' ? 'sorority' : 'fraternity',
    schoolName: text(item.schoolName),
    state: text(item.state),
    followedAt: text(item.followedAt),
  };
}

/** The chapters a person follows, newest follow first (one Query of their partition). */
export async function listFollowedChapters(sub: string): Promise<FollowedChapter[]> {
  const items = await queryPrefix(keys.follow.ofUser(sub), { consistent: true });
  return items.map(toFollowedChapter).sort((a, b) => b.followedAt.localeCompare(a.followedAt));
}
