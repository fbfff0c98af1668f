/**
 * The presigned POST of one upload: the browser sends the file straight to
 * the media bucket, and S3 takes it only under this policy — that exact key
 * under `uploads/` (never another's, never what the galleries show: each
 * upload gets a new key, and a checked upload is copied under `checked/`),
 * the declared content type, and 1 byte to 50 MB.
 */
import { randomBytes } from 'node:crypto';
import { LIMITS } from '../../shared/limits';
import { MEDIA_TYPES, type MediaType } from '../../shared/schemas/media';
import { MEDIA_PREFIX } from '../domains/catalog/media/prefixes';
import { exactKeyUploadPolicy, type PostPolicyOptions } from '../lib/s3/presigned-post';

/** How long a presigned POST is accepted: enough to send 50 MB on a slow phone connection. */
export const UPLOAD_POLICY_SECONDS = 600;

const EXTENSIONS = Object.values(MEDIA_TYPES).join('|');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UPLOAD_KEY = new RegExp(`^${MEDIA_PREFIX.uploads}(${UUID})/(${UUID})/(\\d{13}-[0-9a-f]{8})\\.(${EXTENSIONS})$`, 'i');

/** `uploads/{userId}/{eventId}/{timestamp}-{random}.{ext}`: the timestamp in milliseconds, with a random tail so two uploads never share a key. */
export function newUploadKey(sub: string, eventId: string, type: MediaType, now: Date): string {
  return `${MEDIA_PREFIX.uploads}${sub}/${eventId}/${now.getTime()}-${randomBytes(4).toString('hex')}.${MEDIA_TYPES[type]}`;
}

/** The declared type of an upload key of `sub` for `eventId`; null when the key is not one this API handed them. */
export function parseUploadKey(key: string, sub: string, eventId: string): MediaType | null {
  const match = UPLOAD_KEY.exec(key);
  if (!match || match[1]!.toLowerCase() !== sub.toLowerCase() || match[2]!.toLowerCase() !== eventId.toLowerCase()) return null;
  const ext = match[4];
  return (Object.keys(MEDIA_TYPES) as MediaType[]).find((t) => MEDIA_TYPES[t] === ext) ?? null;
}

/**
 * Where the API copies an upload to check and keep it:
 * `checked/{userId}/{eventId}/{timestamp}-{random}-{fresh}.{ext}`. New on
 * every call, so recording one upload twice (or a form re-posted after its
 * upload was recorded) never writes over what a gallery shows.
 */
export function newCheckedKey(uploadKey: string): string {
  const rest = uploadKey.slice(MEDIA_PREFIX.uploads.length);
  return `${MEDIA_PREFIX.checked}${rest.replace(/(\.[^./]+)$/, `-${randomBytes(4).toString('hex')}$1`)}`;
}

/** The gallery image of a checked image: `thumbs/<key without `checked/` and extension>.webp`. */
export function thumbnailKey(checkedKey: string): string {
  const rest = checkedKey.startsWith(MEDIA_PREFIX.checked) ? checkedKey.slice(MEDIA_PREFIX.checked.length) : checkedKey;
  return `${MEDIA_PREFIX.thumbs}${rest.replace(/\.[^./]+$/, '')}.webp`;
}

/** The presigned POST's policy for one upload (presigned-post.ts); only ever for a key under `uploads/`. */
export function uploadPolicy(bucket: string, key: string, contentType: MediaType): PostPolicyOptions {
  if (!key.startsWith(MEDIA_PREFIX.uploads)) throw new Error(`A presigned POST may only write under ${MEDIA_PREFIX.uploads}`);
  return exactKeyUploadPolicy({ bucket, key, contentType, maxBytes: LIMITS.uploadBytes, expires: UPLOAD_POLICY_SECONDS });
}
