/**
 * Recording and deleting a photo or video: its gallery item, its record by
 * id, the uploader's view and the chapter's `recentMedia` change together in
 * one transaction (README "Table access"; keys in keys/).
 */
import { keys } from '../../keys';
import { listChapterMedia, mediaItem, toMediaItem, type MediaRecord } from './media';
import { RETRY, retryOnConflict } from '../../../lib/db/optimistic';
import { RECENT_MEDIA_MAX, newestMedia, recentMediaOf, recentMediaVersionOf, setRecentMediaOp } from './recent';
import { getItem, transactWrite, type TransactOp } from '../../../lib/db/table';
import { writeFailure } from '../../../lib/db/write-failure';

export type RecordOutcome = 'recorded' | 'duplicate' | 'noChapter' | 'noEvent';

const WRITES = ['record', 'gallery', 'view', 'chapter', 'event'] as const;

function readChapter(chapterId: string) {
  return getItem(keys.chapter.item(chapterId), { consistent: true });
}

/**
 * Stores a new media record: `duplicate` when its id is recorded already
 * (the same upload recorded twice), `noChapter` when its chapter is gone,
 * `noEvent` when its event is (deleted while the upload was checked: the
 * event's deletion sweeps its media, so none may appear once it is gone).
 */
export async function writeMediaRecord(record: MediaRecord): Promise<RecordOutcome> {
  const byId = keys.mediaRecord.byId(record.id);
  const gallery = keys.media.item(record);
  return retryOnConflict<RecordOutcome>(async () => {
    const chapter = await readChapter(record.chapterId);
    if (!chapter) return 'noChapter';
    const recent = newestMedia([toMediaItem(record), ...recentMediaOf(chapter)]);
    const ops: TransactOp[] = [
      { Put: { Item: { ...byId, entity: 'mediaRecord', ...record }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { Item: mediaItem(record), ConditionExpression: 'attribute_not_exists(PK)' } },
      // Its refs: even a deletion of the account that misses the upload takes its items with it.
      { Put: { Item: { ...keys.mediaRecord.userView(record.uploadedBy, record.id), entity: 'mediaView', ...record, refs: [byId, { PK: gallery.PK, SK: gallery.SK }] } } },
      setRecentMediaOp(record.chapterId, recent, recentMediaVersionOf(chapter)),
      { ConditionCheck: { Key: keys.partyEvent.item(record.eventId), ConditionExpression: 'attribute_exists(PK)' } },
    ];
    try {
      await transactWrite(ops);
      return 'recorded';
    } catch (error) {
      const failure = writeFailure(error, WRITES);
      if (!failure?.conditionFailed) throw error;
      if (failure.failed.has('record') || failure.failed.has('gallery')) return 'duplicate';
      if (failure.failed.has('event')) return 'noEvent';
      return RETRY;
    }
  });
}

/**
 * The chapter's newest media without `removed`: what was kept, topped up
 * from the chapter's gallery index when the list was full (older items
 * then move up into it).
 */
async function recentWithout(chapterId: string, current: ReturnType<typeof recentMediaOf>, removed: string) {
  const kept = current.filter((m) => m.id !== removed);
  if (current.length < RECENT_MEDIA_MAX) return kept;
  const indexed = await listChapterMedia(chapterId, RECENT_MEDIA_MAX + 1);
  return newestMedia([...kept, ...indexed.filter((m) => m.id !== removed)]);
}

/**
 * Deletes a media record's items and takes it off its chapter's
 * `recentMedia`; false when it was deleted already. The objects are the
 * caller's (media/remove.ts).
 */
export async function deleteMediaItems(record: MediaRecord): Promise<boolean> {
  const gallery = keys.media.item(record);
  return retryOnConflict<boolean>(async () => {
    const chapter = await readChapter(record.chapterId);
    const ops: TransactOp[] = [
      { Delete: { Key: keys.mediaRecord.byId(record.id), ConditionExpression: 'attribute_exists(PK)' } },
      { Delete: { Key: { PK: gallery.PK, SK: gallery.SK } } },
      { Delete: { Key: keys.mediaRecord.userView(record.uploadedBy, record.id) } },
    ];
    const current = chapter ? recentMediaOf(chapter) : [];
    if (chapter && current.some((m) => m.id === record.id)) {
      const recent = await recentWithout(record.chapterId, current, record.id);
      ops.push(setRecentMediaOp(record.chapterId, recent, recentMediaVersionOf(chapter)));
    }
    try {
      await transactWrite(ops);
      return true;
    } catch (error) {
      const failure = writeFailure(error, WRITES);
      if (!failure?.conditionFailed) throw error;
      if (failure.failed.has('record')) return false;
      return RETRY;
    }
  });
}
