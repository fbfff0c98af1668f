/**
 * Post Photo/Video, step 2: records what the browser uploaded, after
 * checking what actually landed — the local S3 enforces no POST policy, and
 * a policy trusts the declared type — its size (at most 50 MB) and its type
 * by its first bytes. A file that breaks a rule is deleted and nothing is
 * recorded. Images get their gallery image (`thumbnail.ts`).
 */
import type { MediaItem } from '../../shared/api/types';
import { LIMITS } from '../../shared/limits';
import { MEDIA_MESSAGES, isVideoAddress, type MediaType, type RecordMediaInput } from '../../shared/schemas/media';
import { unauthorized } from '../lib/auth';
import { admitsSession, type SessionHolder } from '../lib/db/session-fence';
import { getPartyEventAndProfile } from '../lib/db/party-events';
import { toMediaItem, type MediaRecord } from '../lib/db/media';
import { writeMediaRecord } from '../lib/db/media-writes';
import { HttpError, badRequest, notFound } from '../lib/errors';
import { stableId } from '../lib/ids';
import { logger } from '../lib/logger';
import { deleteMediaObjects } from '../lib/media/remove';
import { objectSize, putImage, readObject } from './objects';
import { SNIFF_BYTES, matchesDeclared, sniffMediaType } from './sniff';
import { makeThumbnail } from './thumbnail';
import { parseUploadKey, thumbnailKey } from './upload-policy';

const INVALID_UPLOAD = 'Invalid upload';

/** Deletes the refused file, then refuses with `error`. */
async function refuse(keys: string[], error: HttpError): Promise<never> {
  await deleteMediaObjects(keys);
  throw error;
}

/** Checks the object at `key` is what it claims to be; its gallery image key for an image, null for a video. */
async function checkUpload(key: string, declared: MediaType): Promise<string | null> {
  const size = await objectSize(key);
  if (size === undefined) throw badRequest(MEDIA_MESSAGES.noFile.description);
  if (size > LIMITS.uploadBytes) return refuse([key], badRequest(MEDIA_MESSAGES.tooLarge.title));
  if (size === 0) return refuse([key], badRequest(MEDIA_MESSAGES.noFile.title));
  const actual = sniffMediaType(await readObject(key, SNIFF_BYTES));
  if (!matchesDeclared(actual, declared)) return refuse([key], badRequest(MEDIA_MESSAGES.invalidType.title));
  if (isVideoAddress(key)) return null;
  let thumbnail: Uint8Array;
  try {
    thumbnail = await makeThumbnail(await readObject(key));
  } catch (error) {
    // Right first bytes, but no image after them.
    logger.warn('Upload is not a decodable image', { key, error });
    return refuse([key], badRequest(MEDIA_MESSAGES.invalidType.title));
  }
  const thumbKey = thumbnailKey(key);
  await putImage(thumbKey, thumbnail, 'image/webp');
  return thumbKey;
}

export async function recordMedia(caller: SessionHolder, eventId: string, input: RecordMediaInput, now: Date): Promise<MediaItem> {
  const sub = caller.sub;
  const declared = parseUploadKey(input.key, sub, eventId);
  if (!declared) throw badRequest(INVALID_UPLOAD);
  const { event, profile } = await getPartyEventAndProfile(eventId, sub);
  // A deleted account's still-valid token, or one its account signed out everywhere: what it uploaded goes too.
  if (!profile || !admitsSession(profile.sessionsValidAfter, caller.sessionStartedAt)) return refuse([input.key], unauthorized());
  if (!event) return refuse([input.key], notFound(MEDIA_MESSAGES.noEvent));
  const thumbKey = await checkUpload(input.key, declared);
  const record: MediaRecord = {
    // One record per uploaded object, however often it is posted.
    id: stableId(`media:${input.key}`),
    eventId,
    chapterId: event.chapterId,
    nationalKey: event.nationalKey,
    objectKey: input.key,
    thumbKey,
    caption: input.caption ? input.caption : null,
    isVideo: isVideoAddress(input.key),
    uploadedBy: sub,
    createdAt: now.toISOString(),
  };
  const outcome = await writeMediaRecord(record);
  if (outcome === 'duplicate') throw new HttpError(409, 'This upload is posted already');
  if (outcome === 'noChapter' || outcome === 'noEvent') return refuse([input.key, ...(thumbKey ? [thumbKey] : [])], notFound(MEDIA_MESSAGES.noEvent));
  return toMediaItem(record);
}
