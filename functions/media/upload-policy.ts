/**
 * The presigned POST of one upload: the browser sends the file straight to
 * the media bucket, and S3 takes it only under this policy — that exact key
 * (never another's, never overwriting: each upload gets a new key), the
 * declared content type, and 1 byte to 50 MB.
 */
import { randomBytes } from 'node:crypto';
import { LIMITS } from '../../shared/limits';
import { MEDIA_TYPES, type MediaType } from '../../shared/schemas/media';
import type { PostPolicyOptions } from './presigned-post';

/** How long a presigned POST is accepted: enough to send 50 MB on a slow phone connection. */
export const UPLOAD_POLICY_SECONDS = 600;

const EXTENSIONS = Object.values(MEDIA_TYPES).join('|');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY_PATTERN = new RegExp(`^(${UUID})/(${UUID})/\\d{13}-[0-9a-f]{8}\\.(${EXTENSIONS})$`, 'i');

/** `{userId}/{eventId}/{timestamp}.{ext}`: the timestamp in milliseconds, with a random tail so two uploads never share a key. */
export function newUploadKey(sub: string, eventId: string, type: MediaType, now: Date): string {
  return `${sub}/${eventId}/${now.getTime()}-${randomBytes(4).toString('hex')}.${MEDIA_TYPES[type]}`;
}

/** The declared type of an upload key of `sub` for `eventId`; null when the key is not one this API handed them. */
export function parseUploadKey(key: string, sub: string, eventId: string): MediaType | null {
  const match = KEY_PATTERN.exec(key);
  if (!match || match[1]!.toLowerCase() !== sub.toLowerCase() || match[2]!.toLowerCase() !== eventId.toLowerCase()) return null;
  const ext = match[3];
  return (Object.keys(MEDIA_TYPES) as MediaType[]).find((t) => MEDIA_TYPES[t] === ext) ?? null;
}

/** The gallery image of an uploaded image: `thumbs/<key without extension>.webp`. */
export function thumbnailKey(objectKey: string): string {
  return `thumbs/${objectKey.replace(/\.[^./]+$/, '')}.webp`;
}

/** The presigned POST's policy for one upload (presigned-post.ts). */
export function uploadPolicy(bucket: string, key: string, contentType: MediaType): PostPolicyOptions {
  return {
    Bucket: bucket,
    Key: key,
    Fields: { 'Content-Type': contentType },
    Conditions: [
      ['content-length-range', 1, LIMITS.uploadBytes],
      ['eq', '$Content-Type', contentType],
      ['eq', '$key', key],
    ],
    Expires: UPLOAD_POLICY_SECONDS,
  };
}
