/**
 * The Greek organizations screens: the directory, a national's page and a
 * chapter's page, each one answer built from parallel reads on known keys.
 */
import type { ChapterPageResponse, DirectoryResponse, National, NationalLookupResponse } from '../../shared/api/types';
import { earliestUsToday, todayInState } from '../../shared/dates';
import { LIMITS } from '../../shared/limits';
import { REFERENCE_DATA_TTL_MS } from '../lib/cache-policy';
import { getChapterWithMedia, listChaptersOfNational, type ChapterWithMedia } from '../domains/catalog/organizations/chapters';
import { getChapterWithFollow } from '../domains/people/follows';
import { refuseEndedSession } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { listNationalMedia } from '../domains/catalog/media/media';
import { getNational as readNational, listNationals } from '../domains/catalog/organizations/nationals';
import { listActiveChapterEventsFrom, toSummary } from '../domains/catalog/party-events/party-events';
import { notFound } from '../lib/errors';
import { ttlCache } from '../lib/ttl-cache';
import { CATALOG, nationalKeyOf } from '../domains/catalog/organizations/catalog';
import { resolveNational } from './national-aliases';

const ORGANIZATION_NOT_FOUND = 'Organization not found';

interface NationalDirectory {
  list: National[];
  byKey: Map<string, National>;
}

/**
 * The directory, kept in this Lambda instance for at most the list's max-age:
 * nationals (with their school counts and states) change only through
 * population or an admin. Never an empty directory: that one is about to be
 * populated. Chapters (follower counts) and events are never cached.
 */
const directory = ttlCache<NationalDirectory>(
  async () => {
    const list = (await listNationals()).map((n) => Object.freeze(n));
    return { list: Object.freeze(list) as National[], byKey: new Map(list.map((n) => [n.key, n])) };
  },
  { ttlMs: REFERENCE_DATA_TTL_MS, keep: (d) => d.list.length > 0 },
);

/** Drops this instance's copy of the directory (after population changed it). */
export function forgetDirectory(): void {
  directory.clear();
}

/** Every national: fraternities first, then sororities, each alphabetical. */
export async function listOrganizations(): Promise<DirectoryResponse> {
  return { organizations: (await directory.get()).list };
}

/** A national from the cached directory when it is fresh, else its own item (never loads the directory for one page). */
async function findNational(key: string): Promise<National | undefined> {
  return directory.peek()?.byKey.get(key) ?? readNational(key);
}

/**
 * Which national `/national/{key}` means (key, name or letters: see
 * `national-aliases.ts`), resolved in memory against this instance's
 * directory while fresh, else the bundled catalog population writes the
 * nationals from. A key neither knows still goes to the table as is (a
 * national added since), so the page costs the same reads as by key.
 */
function resolveKey(input: string) {
  return resolveNational(input, directory.peek()?.list ?? CATALOG);
}

/**
 * A national with its chapters (by state, then school; optionally one state)
 * and its newest photos, or the choice when the letters asked for are shared.
 */
export async function getNational(input: string, state?: string): Promise<NationalLookupResponse> {
  const resolved = resolveKey(input);
  if (resolved.kind === 'choices') {
    return { choices: resolved.choices.map(({ key, letters, name, type }) => ({ key, letters, name, type })) };
  }
  if (resolved.kind === 'unknown' && nationalKeyOf(input) !== input) throw notFound(ORGANIZATION_NOT_FOUND);
  const key = resolved.kind === 'national' ? resolved.key : input;
  const [organization, chapters, photos] = await Promise.all([
    findNational(key),
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
export function getChapter(id: string, now: Date): Promise<ChapterPageResponse> {
  return chapterPage(id, now, getChapterWithMedia);
}

/** The chapter page signed in: the same, and whether the caller follows the chapter, read with the chapter item (one screen, one request). */
export function getChapterForViewer(id: string, caller: SessionHolder, now: Date): Promise<ChapterPageResponse> {
  return chapterPage(id, now, async (chapterId) => {
    const { chapter: found, profile } = await getChapterWithFollow(chapterId, caller.sub);
    refuseEndedSession(caller, profile);
    return found && { chapter: found.chapter, photos: found.photos, viewer: { following: found.following } };
  });
}

type ChapterRead = ChapterWithMedia & { viewer?: ChapterPageResponse['viewer'] };

async function chapterPage(id: string, now: Date, readChapterItem: (id: string) => Promise<ChapterRead | undefined>): Promise<ChapterPageResponse> {
  // Two reads at once, none cacheable: the follower count, the tickets sold
  // and new photos must show as they change. The photos are the chapter
  // item's `recentMedia` (its gallery's newest, kept in the transaction that
  // adds or removes a media item, for My Feed's many chapters at once): the
  // gallery index was a third read, and made the page 2.4–3.2× its largest
  // read at p95 under load (the bench: docs/performance.md#budgets).
  const [found, events] = await Promise.all([
    readChapterItem(id),
    listActiveChapterEventsFrom(id, earliestUsToday(now), LIMITS.partyEventsPerChapter, (e) => e.date >= todayInState(e.state, now)),
  ]);
  if (!found) throw notFound(ORGANIZATION_NOT_FOUND);
  const { chapter, photos, viewer } = found;
  return { chapter: { ...chapter, followerCount: chapter.followerCount ?? 0 }, events: events.map(toSummary), photos, ...(viewer ? { viewer } : {}) };
}
