/**
 * What the media function reads and writes in the media bucket (besides
 * deletions: functions/lib/media). The upload's presigned POST is signed
 * here without the S3 SDK; the calls that need it load it on first use
 * (functions/lib/clients/s3-commands.ts), so a cold start does not.
 */
import { roleCredentials } from '../lib/clients/credentials';
import { loadConfig } from '../lib/config';
import type { MediaType } from '../../shared/schemas/media';
import { signPresignedPost, type PresignedPost } from './presigned-post';
import { uploadPolicy } from './upload-policy';

const bucket = () => loadConfig().mediaBucket;
const loadS3 = () => import('../lib/clients/s3-commands');

/** A presigned POST for one upload at `key`, signed at `now`. */
export async function presignUpload(key: string, contentType: MediaType, now: Date): Promise<PresignedPost> {
  const { region, endpoints } = loadConfig();
  return signPresignedPost(uploadPolicy(bucket(), key, contentType), await roleCredentials(), { region, endpoint: endpoints.s3 }, now);
}

/** The size of the object at `key`; undefined when there is none. */
export async function objectSize(key: string): Promise<number | undefined> {
  const { s3Client, HeadObjectCommand } = await loadS3();
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
  const { s3Client, GetObjectCommand } = await loadS3();
  const res = await s3Client().send(
    new GetObjectCommand({ Bucket: bucket(), Key: key, ...(count ? { Range: `bytes=0-${count - 1}` } : {}) }),
  );
  const bytes = res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
  // A server that ignores Range sends the whole object: only the bytes asked for count.
  return count ? bytes.subarray(0, count) : bytes;
}

/** Stores a gallery image; served like the originals, and as long (a new upload gets new keys). */
export async function putImage(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { s3Client, PutObjectCommand } = await loadS3();
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
  );
}
