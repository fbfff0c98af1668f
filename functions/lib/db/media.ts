/**
 * Photos and videos of party events. `PK=EVENT#<eventId> SK=PHOTO#<createdAt>#<id>`
 * (an event's media, newest last), plus
 * - by chapter: `GSI1PK=CHAPTER#<chapterId>`, `GSI1SK=PHOTO#<createdAt>#<id>`;
 * - by national: `GSI2PK=NATIONAL#<key>`, `GSI2SK=PHOTO#<createdAt>#<id>`.
 * Newest first is a descending Query with a Limit.
 */
import type { MediaItem } from '../../../shared/api/types';
import { loadConfig } from '../config';
import { keys, type PrefixQuery } from './keys';
import { INDEX, queryPrefix, stripKeys, type Item } from './table';
import type { GlobalIndexName } from './table-schema';

/** Everything stored about one uploaded photo or video. */
export interface MediaRecord {
  id: string;
  eventId: string;
  chapterId: string;
  nationalKey: string;
  /** Object key in the media bucket: `<userId>/<eventId>/<timestamp>.<ext>`. */
  objectKey: string;
  caption: string | null;
  isVideo: boolean;
  uploadedBy: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** The stored item of a media record. */
export function mediaItem(media: MediaRecord): Item {
  return { ...keys.media.item(media), entity: 'media', ...media };
}

/** Public URL of an object in the media bucket. */
function mediaUrl(objectKey: string): string {
  const base = loadConfig().mediaBaseUrl.replace(/\/$/, '');
  return `${base}/${objectKey}`;
}

function toMediaItem(item: Item): MediaItem {
  const m = stripKeys<MediaRecord>(item);
  return { id: m.id, url: mediaUrl(m.objectKey), caption: m.caption ?? null, isVideo: Boolean(m.isVideo), createdAt: m.createdAt };
}

/** The newest `limit` media of a partition: of the table (`index` undefined) or of a global index. */
async function newest(index: GlobalIndexName | undefined, query: PrefixQuery, limit: number): Promise<MediaItem[]> {
  const items = await queryPrefix(query, { index, newestFirst: true, max: limit });
  return items.map(toMediaItem);
}

/** Newest media of a chapter's events. */
export function listChapterMedia(chapterId: string, limit: number): Promise<MediaItem[]> {
  return newest(INDEX.GSI1, keys.media.ofChapter(chapterId), limit);
}

/** Newest media across every chapter of a national. */
export function listNationalMedia(nationalKey: string, limit: number): Promise<MediaItem[]> {
  return newest(INDEX.GSI2, keys.media.ofNational(nationalKey), limit);
}

/** Newest media of one event (its own partition, `PHOTO#` items). */
export function listEventMedia(eventId: string, limit: number): Promise<MediaItem[]> {
  return newest(undefined, keys.media.ofEvent(eventId), limit);
}
