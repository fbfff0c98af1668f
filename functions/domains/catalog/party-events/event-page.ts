/**
 * What the event page shows beside the event: its reviews and its newest
 * photos, in ONE Query. Both live in the event's partition and sort next to
 * each other (`PHOTO#<createdAt>#<id>`, then `REVIEW#<sub>`:
 * `keys.media.withReviewsOfEvent`), so a descending Query of that range reads
 * every review, then the photos newest first, and stops paging once it has
 * the photos the page shows. Two Queries made the page three calls with the
 * event's, which under load put its p95 over twice its largest read.
 */
import type { MediaItem } from '../../../../shared/api/types';
import { keys } from '../../keys';
import { toMediaItem, type MediaRecord } from '../media/media';
import { newestReviewsFirst, type ReviewRecord } from './reviews';
import { queryAll, stripKeys, type Item } from '../../../lib/db/table';

/** Items per page of the Query: every review of most events and the photos a page shows, in one. */
const PAGE = 100;

export async function readReviewsAndPhotos(eventId: string, photoCount: number): Promise<{ reviews: ReviewRecord[]; photos: MediaItem[] }> {
  const range = keys.media.withReviewsOfEvent(eventId);
  const photoPrefix = keys.media.ofEvent(eventId).prefix;
  const isPhoto = (item: Item) => String(item.SK).startsWith(photoPrefix);
  const items = await queryAll(
    {
      KeyConditionExpression: 'PK = :pk AND SK BETWEEN :from AND :to',
      ExpressionAttributeValues: { ':pk': range.pk, ':from': range.from, ':to': range.to },
      ScanIndexForward: false,
      Limit: PAGE,
    },
    { enough: (read) => read.filter(isPhoto).length >= photoCount },
  );
  const photos = items.filter(isPhoto).slice(0, photoCount);
  return {
    reviews: newestReviewsFirst(items.filter((item) => !isPhoto(item))),
    photos: photos.map((item) => toMediaItem(stripKeys<MediaRecord>(item))),
  };
}
