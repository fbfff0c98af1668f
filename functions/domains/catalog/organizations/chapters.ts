/**
 * Chapters (one national at one school). `PK=CHAPTER#<id> SK=CHAPTER`.
 * - By national: `GSI1PK=NATIONAL#<key>`, `GSI1SK=CHAPTER#<state>#<lower school name>#<id>`
 *   (`begins_with CHAPTER#<state>#` filters a state; read lists are put in reading order by state name, school name).
 * - By school: `GSI2PK=SCHOOL#<schoolId>`, `GSI2SK=CHAPTER#<type>#<letters or name>`.
 * `followerCount` is a counter on the item.
 */
import type { Chapter, ChapterDetail, MediaItem } from '../../../../shared/api/types';
import { sortByNames } from '../../../../shared/collation';
import { stateName } from '../../../../shared/states';
import { fieldsOf, pick, withDefaults } from '../../../lib/db/fields';
import { keys, type ItemKey } from '../../keys';
import { recentMediaOf } from '../media/recent';
import { INDEX, batchGetConsistent, batchGetFound, batchPut, getItem, queryAll, stripKeys, type Item } from '../../../lib/db/table';

/** The stored item of a chapter. */
export function chapterItem(chapter: ChapterDetail): Item {
  return { ...keys.chapter.item(chapter.id), ...keys.chapter.indexed(chapter), entity: 'chapter', ...chapter };
}

/** The entity of a chapter's member-index marker (chapter-members.ts): every role row of the chapter is on its member index. */
export const MEMBER_INDEX_ENTITY = 'memberIndex';

/**
 * The marker of a chapter whose role rows are all on its member index
 * (chapter-members.ts). A chapter written new has no role rows, and every
 * row written since is indexed, so its creation writes the marker too
 * (`putChapters`, and the transactions adding one chapter or a school's
 * missing ones); a chapter created before is marked by its first read.
 */
export function memberIndexMarker(chapterId: string): Item {
  return { ...keys.memberIndex.marker(chapterId), entity: MEMBER_INDEX_ENTITY, chapterId };
}

/** The key of a chapter's member-index marker (deleted with the chapter). */
export const memberIndexMarkerKey = (chapterId: string): ItemKey => {
  const { PK, SK } = keys.memberIndex.marker(chapterId);
  return { PK, SK };
};

const CHAPTER_FIELDS = fieldsOf<Chapter>()(['id', 'nationalKey', 'letters', 'name', 'type', 'schoolId', 'schoolName', 'city', 'state']);

/** What the chapter page adds to a chapter, as a chapter stored without it reads. */
const DETAIL_DEFAULTS: Omit<ChapterDetail, keyof Chapter> = { description: '', foundedYear: null, followerCount: 0 };

function toChapter(item: Item): Chapter {
  return pick(stripKeys<ChapterDetail>(item), CHAPTER_FIELDS);
}

/** A stored chapter item as the chapter page shows it. */
export function toChapterDetail(item: Item): ChapterDetail {
  return { ...toChapter(item), ...withDefaults(stripKeys<ChapterDetail>(item), DETAIL_DEFAULTS) };
}

/** A chapter with its newest photos and videos, as its page shows them. */
export interface ChapterWithMedia {
  chapter: ChapterDetail;
  /** Its `recentMedia`: the newest `LIMITS.photos.chapter` of its gallery, kept in the same transactions (recent-media.ts). */
  photos: MediaItem[];
}

export function toChapterWithMedia(item: Item): ChapterWithMedia {
  return { chapter: toChapterDetail(item), photos: recentMediaOf(item) };
}

/** A chapter and its newest media in one read (the chapter page); undefined when unknown. */
export async function getChapterWithMedia(id: string): Promise<ChapterWithMedia | undefined> {
  const item = await getItem(keys.chapter.item(id));
  return item ? toChapterWithMedia(item) : undefined;
}

/** One chapter with description and follower count; undefined when unknown. */
export async function getChapter(id: string): Promise<ChapterDetail | undefined> {
  const item = await getItem(keys.chapter.item(id));
  return item ? toChapterDetail(item) : undefined;
}

/** Several chapters by id (100 to a read), as a map by id; unknown ids are absent. */
export async function getChaptersById(ids: readonly string[]): Promise<Map<string, Chapter>> {
  const found = await batchGetFound([...new Set(ids)].map((x) => keys.chapter.item(x)));
  return new Map(found.map((item) => [String(item.id), toChapter(item)]));
}

/** Chapters of a national ordered by state name then school name (as people read them); optionally one state. */
export async function listChaptersOfNational(nationalKey: string, state?: string): Promise<Chapter[]> {
  const { pk, prefix } = keys.chapter.ofNational(nationalKey, state);
  const items = await queryAll({
    IndexName: INDEX.GSI1,
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
  });
  return sortByNames(items.map(toChapter), (c) => stateName(c.state), (c) => c.schoolName);
}

/** Chapters at a school: fraternities first, then sororities, each by letters. */
export async function listChaptersOfSchool(schoolId: string): Promise<Chapter[]> {
  const { pk, prefix } = keys.chapter.ofSchool(schoolId);
  const items = await queryAll({
    IndexName: INDEX.GSI2,
    KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :prefix)',
    ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
  });
  return sortByNames(items.map(toChapter), (c) => c.type, (c) => c.letters || c.name);
}

/**
 * Writes new chapters (batch; same id, same item), each with its member-index
 * marker: for chapters written new, never over one whose role rows predate
 * the index (the population service writes them only before it completes).
 */
export async function putChapters(chapters: ChapterDetail[]): Promise<void> {
  await batchPut(chapters.flatMap((c) => [chapterItem(c), memberIndexMarker(c.id)]));
}

/**
 * Several chapters' stored items (with their summaries) in one BatchGetItem
 * (at most 100 keys, `alongside` included); unknown ones left out. The
 * caller's `alongside` keys (My Feed's reader's profile) come back found or
 * undefined, in order.
 */
export async function readChapterItems(ids: string[], alongside: ItemKey[] = []): Promise<{ chapters: Item[]; alongside: (Item | undefined)[] }> {
  if (!ids.length && !alongside.length) return { chapters: [], alongside: [] };
  const items = await batchGetConsistent([...alongside, ...ids.map((id) => keys.chapter.item(id))]);
  return { chapters: items.slice(alongside.length).filter((item): item is Item => item !== undefined), alongside: items.slice(0, alongside.length) };
}
