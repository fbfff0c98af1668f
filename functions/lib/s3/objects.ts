/**
 * The S3 calls the upload pipelines share (photos and videos, vendors'
 * certificates), each on a bucket named by its caller. A presigned POST is
 * signed without the S3 SDK (presigned-post.ts); the calls that need the
 * SDK load it on first use (functions/lib/clients/s3-commands.ts), so a cold
 * start does not.
 */
import { roleCredentials } from '../clients/credentials';
import { loadConfig } from '../config';
import { signPresignedGet, type PresignedGetOptions } from './presigned-get';
import { signPresignedPost, type PostPolicyOptions, type PresignedPost } from './presigned-post';

const loadS3 = () => import('../clients/s3-commands');

const isMissing = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === 'NotFound' || e.name === 'NoSuchKey' || e.$metadata?.httpStatusCode === 404;
};

/** A presigned POST under `policy`, signed at `now` with the function's role. */
export async function presignPost(policy: PostPolicyOptions, now: Date): Promise<PresignedPost> {
  const { region, endpoints } = loadConfig();
  return signPresignedPost(policy, await roleCredentials(), { region, endpoint: endpoints.s3 }, now);
}

/** The size of the object at `key`; undefined when there is none. */
export async function objectSizeIn(bucket: string, key: string): Promise<number | undefined> {
  const { s3Client, HeadObjectCommand } = await loadS3();
  try {
    const head = await s3Client().send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
    return head.ContentLength ?? 0;
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** How a copy is served: its type, and how long it may be cached. */
export interface CopyHeaders {
  contentType: string;
  cacheControl?: string;
}

/**
 * Copies the object at `from` to `to` in one bucket: one snapshot of it,
 * whatever is written at `from` afterwards. False when there is nothing at `from`.
 */
export async function copyObjectIn(bucket: string, from: string, to: string, headers: CopyHeaders): Promise<boolean> {
  const { s3Client, CopyObjectCommand } = await loadS3();
  try {
    await s3Client().send(
      new CopyObjectCommand({
        Bucket: bucket,
        Key: to,
        CopySource: `${bucket}/${from}`,
        MetadataDirective: 'REPLACE',
        ContentType: headers.contentType,
        ...(headers.cacheControl ? { CacheControl: headers.cacheControl } : {}),
      }),
    );
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

/** `length` bytes of the object from `offset` (fewer at its end). */
export async function readRangeIn(bucket: string, key: string, offset: number, length: number): Promise<Uint8Array> {
  const { s3Client, GetObjectCommand } = await loadS3();
  const res = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key, Range: `bytes=${offset}-${offset + length - 1}` }));
  const bytes = res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
  // A server that ignores Range sends the whole object: only the bytes asked for count.
  return res.ContentRange ? bytes.subarray(0, length) : bytes.subarray(offset, offset + length);
}

/** The object's bytes: all of them. */
export async function readObjectIn(bucket: string, key: string): Promise<Uint8Array> {
  const { s3Client, GetObjectCommand } = await loadS3();
  const res = await s3Client().send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return res.Body ? await res.Body.transformToByteArray() : new Uint8Array();
}

/** Stores `body` at `key`. */
export async function putObjectIn(bucket: string, key: string, body: Uint8Array, headers: CopyHeaders): Promise<void> {
  const { s3Client, PutObjectCommand } = await loadS3();
  await s3Client().send(
    new PutObjectCommand({ Bucket: bucket, Key: key, Body: body, ContentType: headers.contentType, ...(headers.cacheControl ? { CacheControl: headers.cacheControl } : {}) }),
  );
}

/** Deletes objects of one bucket (deleting a missing object succeeds). */
export async function deleteObjectsIn(bucket: string, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  const { s3Client, DeleteObjectCommand } = await loadS3();
  await Promise.all(keys.map((key) => s3Client().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))));
}

/** A presigned GET of one object, signed at `now` with the function's role (presigned-get.ts). */
export async function presignGet(options: PresignedGetOptions, now: Date): Promise<string> {
  const { region, endpoints } = loadConfig();
  return signPresignedGet(options, await roleCredentials(), { region, endpoint: endpoints.s3 }, now);
}
