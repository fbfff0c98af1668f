/**
 * A chapter's `recentMedia`: its newest photos and videos (MediaItem, newest
 * first, at most `LIMITS.photos.chapter`), kept on the chapter item so a
 * reader of many chapters (My Feed) gets them with the chapters themselves,
 * and the chapter page its gallery with the chapter, in one read.
 * Changed only in the transaction that records or deletes a media item,
 * guarded by `recentMediaVersion` (a concurrent change re-reads the chapter).
 */
import type { MediaItem } from '../../../../shared/api/types';
import { LIMITS } from '../../../../shared/limits';
import { keys } from '../../keys';
import type { Item, TransactOp } from '../../../lib/db/table';

export const RECENT_MEDIA_MAX = LIMITS.photos.chapter;

const order = (m: MediaItem) => `${m.createdAt}#${m.id}`;

/** Newest first, each id once, at most the maximum. */
export function newestMedia(items: MediaItem[]): MediaItem[] {
  const byId = new Map(items.map((m) => [m.id, m]));
  return [...byId.values()].sort((a, b) => (order(a) < order(b) ? 1 : order(a) > order(b) ? -1 : 0)).slice(0, RECENT_MEDIA_MAX);
}

/** The `recentMedia` of a stored chapter item (empty when none yet). */
export function recentMediaOf(chapter: Item): MediaItem[] {
  return Array.isArray(chapter.recentMedia) ? (chapter.recentMedia as MediaItem[]) : [];
}

/** The version the guard of the next change compares with. */
export function recentMediaVersionOf(chapter: Item): number {
  return Number(chapter.recentMediaVersion ?? 0);
}

/** Sets a chapter's `recentMedia`, only if nobody changed it since `version` was read. */
export function setRecentMediaOp(chapterId: string, list: MediaItem[], version: number): TransactOp {
  return {
    Update: {
      Key: keys.chapter.item(chapterId),
      UpdateExpression: 'SET #recent = :list, #version = :next',
      ConditionExpression: version === 0 ? 'attribute_exists(PK) AND attribute_not_exists(#version)' : '#version = :version',
      ExpressionAttributeNames: { '#recent': 'recentMedia', '#version': 'recentMediaVersion' },
      ExpressionAttributeValues: { ':list': list, ':next': version + 1, ...(version === 0 ? {} : { ':version': version }) },
    },
  };
}
