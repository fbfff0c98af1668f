/**
 * Post Photo/Video, step 1: a presigned POST for the file (the browser sends
 * it straight to the media bucket), to an existing event, at a new key of
 * the caller's.
 */
import type { MediaUploadResponse } from '../../shared/api/types';
import { MEDIA_MESSAGES, type MediaUploadInput } from '../../shared/schemas/media';
import { requireAccount } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { getPartyEvent } from '../domains/catalog/party-events/party-events';
import { inReviewRefusal } from '../domains/catalog/party-events/in-review-access';
import { getProfile } from '../domains/people/profiles';
import { notFound } from '../lib/errors';
import { presignUpload } from './objects';
import { newUploadKey } from './upload-policy';

export async function createMediaUpload(caller: SessionHolder, eventId: string, input: MediaUploadInput, now: Date): Promise<MediaUploadResponse> {
  const sub = caller.sub;
  const [event, profile] = await Promise.all([getPartyEvent(eventId), getProfile(sub)]);
  // A deleted account's still-valid token, or one its account signed out everywhere.
  requireAccount(caller, profile);
  if (!event) throw notFound(MEDIA_MESSAGES.noEvent);
  if (event.status === 'inReview') throw await inReviewRefusal(event, sub, MEDIA_MESSAGES.noEvent);
  const key = newUploadKey(sub, eventId, input.contentType, now);
  const post = await presignUpload(key, input.contentType, now);
  return { url: post.url, fields: post.fields, key };
}
