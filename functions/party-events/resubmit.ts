/**
 * POST /party-events/{id}/resubmit: a leader of the host chapter sends an
 * event the Greek-life office returned back to it, once changed (the office's
 * comment says what to change). Answers the event as its page shows it.
 */
import { NOT_RETURNED } from '../../shared/event-review';
import type { CreatePartyEventResponse } from '../../shared/api/types';
import type { Standing } from '../../shared/authz';
import { requireChapterAccess } from '../lib/access';
import { HttpError, notFound } from '../lib/errors';
import { moveReview } from '../domains/catalog/party-events/office-review';
import { queueReviewNotice } from '../domains/catalog/party-events/review-notice';
import { toDetail } from '../domains/catalog/party-events/party-events';
import { EVENT_NOT_FOUND } from '../domains/catalog/party-events/messages';

export async function resubmitPartyEvent(sub: string, standing: Standing, eventId: string, now: Date): Promise<CreatePartyEventResponse> {
  const event = await moveReview(eventId, 'resubmit', { sub }, now, (found) => requireChapterAccess('createEvent', standing, found.chapterId));
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event === 'conflict') throw new HttpError(409, NOT_RETURNED);
  await queueReviewNotice(event.id, event.review!);
  return { event: toDetail(event) };
}
