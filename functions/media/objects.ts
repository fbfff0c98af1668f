/** What the media function reads and writes in the media bucket (besides deletions: functions/lib/media). */
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { createPresignedPost, type PresignedPost } from '@aws-sdk/s3-presigned-post';
import { s3Client } from '../lib/clients/s3';
import { loadConfig } from '../lib/config';
import type { MediaType } from '../../shared/schemas/media';
import { uploadPolicy } from './upload-policy';

const bucket = () => loadConfig().mediaBucket;

/** A presigned POST for one upload at `key`. */
export function presignUpload(key: string, contentType: MediaType): Promise<PresignedPost> {
  return createPresignedPost(s3Client(), uploadPolicy(bucket(), key, contentType));
}

/** The size of the object at `key`; undefined when there is none. */
export async function objectSize(key: string): Promise<number | undefined> {
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket(), Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    if (e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404) return undefined;
    throw error;
  }
}

/** The object's bytes: all of them, or the first `count`. */
export async function readObject(key: string, count?: number): Promise<Uint8Array> {
  const res = await s3Client().send(
    new GetObjectCommand({ Bucket: bucket(), Key: key, ...(count ? { Range: `bytes=0-${count - 1}` } : {}) }),
  );
  const bytes = res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
  // A server that ignores Range sends the whole object: only the bytes asked for count.
  return count ? bytes.subarray(0, count) : bytes;
}

/** Stores a gallery image; served like the originals, and as long (a new upload gets new keys). */
export async function putImage(key: string, body: Uint8Array, contentType: string): Promise<void> {
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
  );
}
