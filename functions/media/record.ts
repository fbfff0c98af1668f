/**
 * Post Photo/Video, step 2: records what the browser uploaded, once it is
 * copied where only this function writes and checked there (`check.ts`).
 * A file that breaks a rule is deleted and nothing is recorded.
 */
import type { MediaItem } from '../../shared/api/types';
import { MEDIA_MESSAGES, isVideoAddress, type RecordMediaInput } from '../../shared/schemas/media';
import { unauthorized } from '../lib/auth';
import { admitsSession, type SessionHolder } from '../domains/people/session-fence';
import { getPartyEventAndProfile } from '../domains/catalog/party-events/party-events';
import { inReviewRefusal } from '../domains/catalog/party-events/in-review-access';
import { getMediaRecord, toMediaItem, type MediaRecord } from '../domains/catalog/media/media';
import { writeMediaRecord } from '../domains/catalog/media/writes';
import { HttpError, badRequest, notFound } from '../lib/errors';
import { stableId } from '../lib/ids';
import { checkUpload, refuse, takeUpload } from './check';
import { parseUploadKey } from './upload-policy';

const INVALID_UPLOAD = 'Invalid upload';
const postedAlready = () => new HttpError(409, 'This upload is posted already');

export async function recordMedia(caller: SessionHolder, eventId: string, input: RecordMediaInput, now: Date): Promise<MediaItem> {
  const sub = caller.sub;
  const declared = parseUploadKey(input.key, sub, eventId);
  if (!declared) throw badRequest(INVALID_UPLOAD);
  const { event, profile } = await getPartyEventAndProfile(eventId, sub);
  // A deleted account's still-valid token, or one its account signed out everywhere: what it uploaded goes too.
  if (!profile || !admitsSession(profile.sessionsValidAfter, caller.sessionStartedAt)) return refuse([input.key], unauthorized());
  if (!event) return refuse([input.key], notFound(MEDIA_MESSAGES.noEvent));
  if (event.status === 'inReview') return refuse([input.key], await inReviewRefusal(event, sub, MEDIA_MESSAGES.noEvent));
  // One record per upload, however often it is posted.
  const id = stableId(`media:${input.key}`);
  const objectKey = await takeUpload(input.key, declared);
  if (!objectKey) {
    // Recording took the upload away: asked again, it is a repeat.
    if (await getMediaRecord(id)) throw postedAlready();
    throw badRequest(MEDIA_MESSAGES.noFile.description);
  }
  const thumbKey = await checkUpload(objectKey, declared);
  const record: MediaRecord = {
    id,
    eventId,
    chapterId: event.chapterId,
    nationalKey: event.nationalKey,
    objectKey,
    thumbKey,
    caption: input.caption ? input.caption : null,
    isVideo: isVideoAddress(objectKey),
    uploadedBy: sub,
    createdAt: now.toISOString(),
  };
  const outcome = await writeMediaRecord(record);
  const written = [objectKey, ...(thumbKey ? [thumbKey] : [])];
  // Recorded meanwhile by a concurrent call, from its own copy: this one goes.
  if (outcome === 'duplicate') return refuse(written, postedAlready());
  if (outcome === 'noChapter' || outcome === 'noEvent') return refuse(written, notFound(MEDIA_MESSAGES.noEvent));
  return toMediaItem(record);
}
