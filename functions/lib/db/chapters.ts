/**
 * Chapters (one national at one school). `PK=CHAPTER#<id> SK=CHAPTER`.
 * - By national: `GSI1PK=NATIONAL#<key>`, `GSI1SK=CHAPTER#<state>#<lower school name>#<id>`
 *   (`begins_with CHAPTER#<state>#` filters a state; read lists are put in reading order by state name, school name).
 * - By school: `GSI2PK=SCHOOL#<schoolId>`, `GSI2SK=CHAPTER#<type>#<letters or name>`.
 * `followerCount` is a counter on the item.
 */
import type { Chapter, ChapterDetail } from '../../../shared/api/types';
import { sortByNames } from '../../../shared/collation';
import { stateName } from '../../../shared/states';
import { INDEX, batchPut, getItem, queryAll, stripKeys, type Item } from './table';

const pk = (id: string) => `CHAPTER#${id}`;
const SK = 'CHAPTER';

/** The stored item of a chapter. */
export function chapterItem(chapter: ChapterDetail): Item {
  return {
    PK: pk(chapter.id),
    SK,
    GSI1PK: `NATIONAL#${chapter.nationalKey}`,
    GSI1SK: `CHAPTER#${chapter.state}#${chapter.schoolName.toLowerCase()}#${chapter.id}`,
    GSI2PK: `SCHOOL#${chapter.schoolId}`,
    GSI2SK: `CHAPTER#${chapter.type}#${chapter.letters || chapter.name}#${chapter.id}`,
    entity: 'chapter',
    ...chapter,
  };
}

function toChapter(item: Item): Chapter {
  const { id, nationalKey, letters, name, type, schoolId, schoolName, city, state } = stripKeys<ChapterDetail>(item);
  return { id, nationalKey, letters, name, type, schoolId, schoolName, city, state };
}

/** One chapter with description and follower count; undefined when unknown. */
export async function getChapter(id: string): Promise<ChapterDetail | undefined> {
  const item = await getItem(pk(id), SK);
  if (!item) return undefined;
  const c = stripKeys<ChapterDetail>(item);
  return { ...toChapter(item), description: c.description ?? '', foundedYear: c.foundedYear ?? null, followerCount: c.followerCount ?? 0 };
}

/** Chapters of a national ordered by state name then school name (as people read them); optionally one state. */
export async function listChaptersOfNational(nationalKey: string, state?: string): Promise<Chapter[]> {
  const items = await queryAll({
    IndexName: INDEX.GSI1,
    KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :prefix)',
    ExpressionAttributeValues: { ':pk': `NATIONAL#${nationalKey}`, ':prefix': state ? `CHAPTER#${state}#` : 'CHAPTER#' },
  });
  return sortByNames(items.map(toChapter), (c) => stateName(c.state), (c) => c.schoolName);
}

/** Chapters at a school: fraternities first, then sororities, each by letters. */
export async function listChaptersOfSchool(schoolId: string): Promise<Chapter[]> {
  const items = await queryAll({
    IndexName: INDEX.GSI2,
    KeyConditionExpression: 'GSI2PK = :pk AND begins_with(GSI2SK, :prefix)',
    ExpressionAttributeValues: { ':pk': `SCHOOL#${schoolId}`, ':prefix': 'CHAPTER#' },
  });
  return sortByNames(items.map(toChapter), (c) => c.type, (c) => c.letters || c.name);
}

/** Writes chapters (batch; same id, same item). */
export async function putChapters(chapters: ChapterDetail[]): Promise<void> {
  await batchPut(chapters.map(chapterItem));
}
