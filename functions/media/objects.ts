/**
 * What the media function reads and writes in the media bucket (besides
 * deletions: functions/domains/catalog/media): the shared S3 calls
 * (functions/lib/s3/objects.ts) on that bucket.
 */
import { loadConfig } from '../lib/config';
import type { MediaType } from '../../shared/schemas/media';
import type { PresignedPost } from '../lib/s3/presigned-post';
import { copyObjectIn, objectSizeIn, presignPost, putObjectIn, readObjectIn, readRangeIn } from '../lib/s3/objects';
import { uploadPolicy } from './upload-policy';

const bucket = () => loadConfig().mediaBucket;

/** What the API writes is never rewritten (each gets a new key): cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** A presigned POST for one upload at `key`, signed at `now`. */
export const presignUpload = (key: string, contentType: MediaType, now: Date): Promise<PresignedPost> => presignPost(uploadPolicy(bucket(), key, contentType), now);

/** The size of the object at `key`; undefined when there is none. */
export const objectSize = (key: string) => objectSizeIn(bucket(), key);

/**
 * Copies the object at `from` to `to`, served as `contentType`: one
 * snapshot of it, whatever is written at `from` afterwards. False when
 * there is nothing at `from`.
 */
export const copyObject = (from: string, to: string, contentType: MediaType) => copyObjectIn(bucket(), from, to, { contentType, cacheControl: IMMUTABLE });

/** `length` bytes of the object from `offset` (fewer at its end). */
export const readRange = (key: string, offset: number, length: number) => readRangeIn(bucket(), key, offset, length);

/** The object's bytes: all of them. */
export const readObject = (key: string) => readObjectIn(bucket(), key);

/** Stores a gallery image; served like the originals, and as long (a new upload gets new keys). */
export const putImage = (key: string, body: Uint8Array, contentType: string) => putObjectIn(bucket(), key, body, { contentType, cacheControl: IMMUTABLE });
