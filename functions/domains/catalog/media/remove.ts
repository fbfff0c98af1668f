/**
 * Removing photos and videos: the objects (original and gallery image) and
 * then the items, so a removal that fails halfway leaves the record to find
 * and remove again. Used by the media function (Delete), by account
 * deletion (every upload of the person) and by event deletion (every photo
 * and video of the event).
 */
import { loadConfig } from '../../../lib/config';
import { deleteObjectsIn } from '../../../lib/s3/objects';
import { deleteMediaItems } from './writes';
import { listEventMediaRecords, listUserMediaRecords, type MediaRecord } from './media';

/** Deletes objects of the media bucket (deleting a missing object succeeds). */
export async function deleteMediaObjects(objectKeys: string[]): Promise<void> {
  // The S3 SDK loads with the first deletion, not with the functions that import this module.
  await deleteObjectsIn(loadConfig().mediaBucket, objectKeys);
}

/** Removes one photo or video everywhere; false when it was removed already. */
export async function removeMedia(record: MediaRecord): Promise<boolean> {
  await deleteMediaObjects([record.objectKey, ...(record.thumbKey ? [record.thumbKey] : [])]);
  return deleteMediaItems(record);
}

/** Removes each record; how many were removed. */
async function removeEach(records: MediaRecord[]): Promise<number> {
  let removed = 0;
  // One at a time: media of one chapter share its `recentMedia`, which each removal rewrites.
  for (const record of records) if (await removeMedia(record)) removed++;
  return removed;
}

/** Removes everything `sub` uploaded (account deletion); how many were removed. */
export async function removeUserMedia(sub: string): Promise<number> {
  return removeEach(await listUserMediaRecords(sub));
}

/** Removes every photo and video of a party event (its deletion); how many were removed. */
export async function removeEventMedia(eventId: string): Promise<number> {
  return removeEach(await listEventMediaRecords(eventId));
}
