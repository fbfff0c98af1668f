/**
 * The Greek organizations screens: the directory, a national's page and a
 * chapter's page, each one answer built from parallel reads on known keys.
 */
import type { ChapterPageResponse, DirectoryResponse, NationalPageResponse } from '../../shared/api/types';
import { earliestUsToday, todayInState } from '../../shared/dates';
import { LIMITS } from '../../shared/limits';
import { getChapter as readChapter, listChaptersOfNational } from '../lib/db/chapters';
import { listChapterMedia, listNationalMedia } from '../lib/db/media';
import { getNational as readNational, listNationals } from '../lib/db/nationals';
import { listActiveChapterEventsFrom, toSummary } from '../lib/db/party-events';
import { notFound } from '../lib/errors';

const ORGANIZATION_NOT_FOUND = 'Organization not found';

/** Every national: fraternities first, then sororities, each alphabetical. */
export async function listOrganizations(): Promise<DirectoryResponse> {
  return { organizations: await listNationals() };
}

/** A national with its chapters (by state, then school; optionally one state) and its newest photos. */
export async function getNational(key: string, state?: string): Promise<NationalPageResponse> {
  const [organization, chapters, photos] = await Promise.all([
    readNational(key),
    listChaptersOfNational(key, state),
    listNationalMedia(key, LIMITS.photos.national),
  ]);
  if (!organization) throw notFound(ORGANIZATION_NOT_FOUND);
  return { organization, chapters, photos };
}

/**
 * A chapter with its follower count, its next active party events (today or
 * later at the venue's own date, by date then time, at most 10) and its
 * newest photos.
 */
export async function getChapter(id: string, now: Date): Promise<ChapterPageResponse> {
  const [chapter, events, photos] = await Promise.all([
    readChapter(id),
    listActiveChapterEventsFrom(id, earliestUsToday(now), LIMITS.partyEventsPerChapter, (e) => e.date >= todayInState(e.state, now)),
    listChapterMedia(id, LIMITS.photos.chapter),
  ]);
  if (!chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  return { chapter: { ...chapter, followerCount: chapter.followerCount ?? 0 }, events: events.map(toSummary), photos };
}
