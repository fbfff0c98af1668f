/**
 * My Feed in one request, bounded however many chapters a student follows:
 * one Query of the student's follows (the Following list) and one
 * BatchGetItem of the most recently followed chapters, whose items carry
 * the summaries the feed shows (`nextEvents`, `recentMedia`:
 * chapter-summaries.ts), with the reader's profile (whether their token
 * still counts: session-fence.ts). Two DynamoDB calls.
 */
import type { FeedEvent, FeedResponse, MediaItem } from '../../shared/api/types';
import { earliestUsToday, todayInState } from '../../shared/dates';
import { LIMITS } from '../../shared/limits';
import { summariesOf } from '../domains/catalog/organizations/chapter-summaries';
import { readChapterItems } from '../domains/catalog/organizations/chapters';
import { listFollowedChapters } from '../domains/people/follows';
import { profileKey, toProfile } from '../domains/people/profiles';
import type { SessionHolder } from '../domains/people/session-fence';
import { refuseEndedSession } from '../lib/auth';

/** Chapters read for events and photos: one BatchGetItem's worth (100 keys) with the reader's profile, the most recently followed. */
export const FEED_CHAPTERS = 99;

const text = (v: unknown) => (typeof v === 'string' ? v : '');

export async function getMyFeed(caller: SessionHolder, now: Date): Promise<FeedResponse> {
  const follows = await listFollowedChapters(caller.sub);
  // Following nothing: an empty feed, which tells a token signed out everywhere nothing either (no read to check it on).
  if (!follows.length) return { events: [], photos: [], following: [] };
  const { chapters, alongside } = await readChapterItems(
    follows.slice(0, FEED_CHAPTERS).map((f) => f.id),
    [profileKey(caller.sub)],
  );
  refuseEndedSession(caller, alongside[0] && toProfile(alongside[0]));
  const from = earliestUsToday(now);
  const events: FeedEvent[] = [];
  const photos: MediaItem[] = [];
  for (const item of chapters) {
    const { nextEvents, recentMedia } = summariesOf(item);
    const state = text(item.state);
    const chapter = { letters: text(item.letters), organizationName: text(item.name), schoolName: text(item.schoolName) };
    // An event stays upcoming through its own day in its school's time zone.
    for (const e of nextEvents) if (e.date >= from && e.date >= todayInState(state, now)) events.push({ ...e, ...chapter });
    photos.push(...recentMedia);
  }
  events.sort((a, b) => `${a.date}#${a.time}#${a.id}`.localeCompare(`${b.date}#${b.time}#${b.id}`));
  photos.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    events: events.slice(0, LIMITS.feedEvents),
    photos: photos.slice(0, LIMITS.photos.feed),
    following: follows.map(({ id, letters, name, type, schoolName, state }) => ({ id, letters, name, type, schoolName, state })),
  };
}
