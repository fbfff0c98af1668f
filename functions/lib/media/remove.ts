/**
 * Removing photos and videos: the objects (original and gallery image) and
 * then the items, so a removal that fails halfway leaves the record to find
 * and remove again. Used by the media function (Delete) and by account
 * deletion (every upload of the person).
 */
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { s3Client } from '../clients/s3';
import { loadConfig } from '../config';
import { deleteMediaItems } from '../db/media-writes';
import { listUserMediaRecords, type MediaRecord } from '../db/media';

/** Deletes objects of the media bucket (deleting a missing object succeeds). */
export async function deleteMediaObjects(objectKeys: string[]): Promise<void> {
  const bucket = loadConfig().mediaBucket;
  await Promise.all(objectKeys.map((key) => s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
}

/** Removes one photo or video everywhere; false when it was removed already. */
export async function removeMedia(record: MediaRecord): Promise<boolean> {
  await deleteMediaObjects([record.objectKey, ...(record.thumbKey ? [record.thumbKey] : [])]);
  return deleteMediaItems(record);
}

/** Removes everything `sub` uploaded (account deletion); how many were removed. */
export async function removeUserMedia(sub: string): Promise<number> {
  const records = await listUserMediaRecords(sub);
  let removed = 0;
  // One at a time: uploads of one chapter share its `recentMedia`, which each removal rewrites.
  for (const record of records) if (await removeMedia(record)) removed++;
  return removed;
}
