/**
 * What the media function reads and writes in the media bucket (besides
 * deletions: functions/domains/catalog/media). The upload's presigned POST is signed
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

/** What the API writes is never rewritten (each gets a new key): cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

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
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Copies the object at `from` to `to`, served as `contentType`: one
 * snapshot of it, whatever is written at `from` afterwards. False when
 * there is nothing at `from`.
 */
export async function copyObject(from: string, to: string, contentType: MediaType): Promise<boolean> {
  const { s3Client, CopyObjectCommand } = await loadS3();
  try {
    await s3Client().send(
      new CopyObjectCommand({
        Bucket: bucket(),
        Key: to,
        CopySource: `${bucket()}/${from}`,
        MetadataDirective: 'REPLACE',
        ContentType: contentType,
        CacheControl: IMMUTABLE,
      }),
    );
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** `length` bytes of the object from `offset` (fewer at its end). */
export async function readRange(key: string, offset: number, length: number): Promise<Uint8Array> {
  const { s3Client, GetObjectCommand } = await loadS3();
  const res = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key, Range: `bytes=${offset}-${offset + length - 1}` }));
  const bytes = res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
  // A server that ignores Range sends the whole object: only the bytes asked for count.
  return res.ContentRange ? bytes.subarray(0, length) : bytes.subarray(offset, offset + length);
}

/** The object's bytes: all of them. */
export async function readObject(key: string): Promise<Uint8Array> {
  const { s3Client, GetObjectCommand } = await loadS3();
  const res = await s3Client().send(new GetObjectCommand({ Bucket: bucket(), Key: key }));
  return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
}

/** Stores a gallery image; served like the originals, and as long (a new upload gets new keys). */
export async function putImage(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { s3Client, PutObjectCommand } = await loadS3();
  await s3Client().send(new PutObjectCommand({ Bucket: bucket(), Key: key, Body: body, ContentType: contentType, CacheControl: IMMUTABLE }));
}
