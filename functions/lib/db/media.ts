/**
 * Photos and videos of party events. `PK=EVENT#<eventId> SK=PHOTO#<createdAt>#<id>`
 * (an event's media, newest last), plus
 * - by chapter: `GSI1PK=CHAPTER#<chapterId>`, `GSI1SK=PHOTO#<createdAt>#<id>`;
 * - by national: `GSI2PK=NATIONAL#<key>`, `GSI2SK=PHOTO#<createdAt>#<id>`.
 * Newest first is a descending Query with a Limit.
 */
import type { MediaItem } from '../../../shared/api/types';
import { loadConfig } from '../config';
import { INDEX, queryAll, stripKeys, type Item } from './table';

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
  const order = `PHOTO#${media.createdAt}#${media.id}`;
  return {
    PK: `EVENT#${media.eventId}`,
    SK: order,
    GSI1PK: `CHAPTER#${media.chapterId}`,
    GSI1SK: order,
    GSI2PK: `NATIONAL#${media.nationalKey}`,
    GSI2SK: order,
    entity: 'media',
    ...media,
  };
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

async function newest(index: string, pkName: string, skName: string, pk: string, limit: number): Promise<MediaItem[]> {
  const items = await queryAll(
    {
      IndexName: index,
      KeyConditionExpression: `${pkName} = :pk AND begins_with(${skName}, :prefix)`,
      ExpressionAttributeValues: { ':pk': pk, ':prefix': 'PHOTO#' },
      ScanIndexForward: false,
      Limit: limit,
    },
    { max: limit },
  );
  return items.map(toMediaItem);
}

/** Newest media of a chapter's events. */
export function listChapterMedia(chapterId: string, limit: number): Promise<MediaItem[]> {
  return newest(INDEX.GSI1, 'GSI1PK', 'GSI1SK', `CHAPTER#${chapterId}`, limit);
}

/** Newest media across every chapter of a national. */
export function listNationalMedia(nationalKey: string, limit: number): Promise<MediaItem[]> {
  return newest(INDEX.GSI2, 'GSI2PK', 'GSI2SK', `NATIONAL#${nationalKey}`, limit);
}

/** Newest media of one event (its own partition, `PHOTO#` items). */
export async function listEventMedia(eventId: string, limit: number): Promise<MediaItem[]> {
  const items = await queryAll(
    {
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `EVENT#${eventId}`, ':prefix': 'PHOTO#' },
      ScanIndexForward: false,
      Limit: limit,
    },
    { max: limit },
  );
  return items.map(toMediaItem);
}
