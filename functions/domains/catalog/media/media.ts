/**
 * Photos and videos of party events. `PK=EVENT#<eventId> SK=PHOTO#<createdAt>#<id>`
 * (an event's media, newest last), plus
 * - by chapter: `GSI1PK=CHAPTER#<chapterId>`, `GSI1SK=PHOTO#<createdAt>#<id>`;
 * - by national: `GSI2PK=NATIONAL#<key>`, `GSI2SK=PHOTO#<createdAt>#<id>`.
 * Newest first is a descending Query with a Limit.
 *
 * Beside it, in the same transactions (`media-writes.ts`): the record by id
 * `MEDIA#<id>`/`MEDIA` (delete by id; one record per upload), the uploader's
 * view `USER#<sub>`/`MEDIA#<id>` (account deletion finds their uploads) and
 * the chapter's `recentMedia` (`recent-media.ts`). Deleting the event
 * removes its media (`functions/domains/catalog/media/remove.ts`).
 */
import type { MediaItem } from '../../../../shared/api/types';
import { loadConfig } from '../../../lib/config';
import { keys, type PrefixQuery } from '../../keys';
import { toProfile, type Profile } from '../../people/profiles';
import { INDEX, batchGetConsistent, getItem, queryPrefix, stripKeys, type Item } from '../../../lib/db/table';
import type { GlobalIndexName } from '../../../lib/db/table-schema';

/** Everything stored about one uploaded photo or video. */
export interface MediaRecord {
  id: string;
  eventId: string;
  chapterId: string;
  nationalKey: string;
  /** Object key in the media bucket: `checked/<userId>/<eventId>/<timestamp>-<random>-<random>.<ext>` (before uploads were copied: `<userId>/<eventId>/<timestamp>-<random>.<ext>`). */
  objectKey: string;
  /** The gallery image's key (`thumbs/…`), for images; null for videos. */
  thumbKey?: string | null;
  caption: string | null;
  isVideo: boolean;
  uploadedBy: string;
  /** ISO timestamp. */
  createdAt: string;
}

/** The stored gallery item of a media record. */
export function mediaItem(media: MediaRecord): Item {
  return { ...keys.media.item(media), entity: 'media', ...media };
}

/** Public URL of an object in the media bucket. */
function mediaUrl(objectKey: string): string {
  const base = loadConfig().mediaBaseUrl.replace(/\/$/, '');
  return `${base}/${objectKey}`;
}

/** What the API shows of a record. */
export function toMediaItem(m: MediaRecord): MediaItem {
  return {
    id: m.id,
    url: mediaUrl(m.objectKey),
    thumbnailUrl: m.thumbKey ? mediaUrl(m.thumbKey) : null,
    caption: m.caption ?? null,
    isVideo: Boolean(m.isVideo),
    createdAt: m.createdAt,
    eventId: m.eventId,
    chapterId: m.chapterId,
    uploadedBy: m.uploadedBy,
  };
}

/** The newest `limit` media of a partition: of the table (`index` undefined) or of a global index. */
async function newest(index: GlobalIndexName | undefined, query: PrefixQuery, limit: number): Promise<MediaItem[]> {
  const items = await queryPrefix(query, { index, newestFirst: true, max: limit });
  return items.map((item) => toMediaItem(stripKeys<MediaRecord>(item)));
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

/** One media record by id (strongly consistent: deletion decides on it); undefined when unknown. */
export async function getMediaRecord(id: string): Promise<MediaRecord | undefined> {
  const item = await getItem(keys.mediaRecord.byId(id), { consistent: true });
  return item ? stripKeys<MediaRecord>(item) : undefined;
}

/**
 * A record, whether `sub` is a platform admin and their profile (whether
 * their token still counts: session-fence.ts), in ONE strongly consistent
 * BatchGet: what a deletion checks first (its uploader and an admin may, with
 * no further read; a chapter leader's standing is read only for them).
 */
export async function getMediaRecordForCaller(id: string, sub: string): Promise<{ record: MediaRecord | undefined; isAdmin: boolean; profile: Profile | undefined }> {
  const [record, admin, profile] = await batchGetConsistent([keys.mediaRecord.byId(id), keys.admin.item(sub), keys.profile.item(sub)]);
  return { record: record ? stripKeys<MediaRecord>(record) : undefined, isAdmin: admin !== undefined, profile: profile && toProfile(profile) };
}

/** The records of every photo and video of one event (its deletion removes them). */
export async function listEventMediaRecords(eventId: string): Promise<MediaRecord[]> {
  const items = await queryPrefix(keys.media.ofEvent(eventId), { consistent: true });
  return items.filter((item) => item.entity === 'media').map((item) => stripKeys<MediaRecord>(item));
}

/** The records of everything a person uploaded (their partition's `MEDIA#` views). */
export async function listUserMediaRecords(sub: string): Promise<MediaRecord[]> {
  const items = await queryPrefix(keys.mediaRecord.ofUser(sub), { consistent: true });
  return items.filter((item) => item.entity === 'mediaView').map((item) => stripKeys<MediaRecord>(item));
}
