/**
 * The Greek-life office decides on an event of its school awaiting its
 * approval (shared/event-review.ts): approve it (then it is listed and on
 * sale), or return it to the chapter with a comment. Both answer the event
 * as the office's list shows it; the chapter's leaders are e-mailed.
 */
import { NOT_SUBMITTED } from '../../shared/event-review';
import type { OfficeStanding } from '../../shared/authz';
import type { OfficeEventRow } from '../../shared/api/types';
import { requireOfficeOf } from '../lib/access';
import { HttpError, notFound } from '../lib/errors';
import { approvalBlockers } from '../domains/catalog/party-events/approval-blockers';
import { moveReview, type ReviewStep } from '../domains/catalog/party-events/office-review';
import { queueReviewNotice } from '../domains/catalog/party-events/review-notice';
import { EVENT_NOT_FOUND } from '../domains/catalog/party-events/messages';
import { toOfficeRow } from './office-events';

async function decide(office: OfficeStanding, eventId: string, step: Extract<ReviewStep, 'approve' | 'return'>, comment: string | null, now: Date): Promise<OfficeEventRow> {
  const event = await moveReview(eventId, step, { sub: office.sub, comment }, now, (found) => {
    requireOfficeOf(office, found.schoolId);
    const blockers = step === 'approve' && found.status === 'inReview' && found.review?.state === 'submitted' ? approvalBlockers(found) : [];
    if (blockers.length > 0) throw new HttpError(409, `Not approved yet: ${blockers.join('; ')}`);
  });
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event === 'conflict') throw new HttpError(409, NOT_SUBMITTED);
  await queueReviewNotice(event.id, event.review!);
  // Decided before the party: no report is filed yet.
  return toOfficeRow(event, false, now);
}

/** POST /office/events/{id}/approve. */
export const approvePartyEvent = (office: OfficeStanding, eventId: string, now: Date) => decide(office, eventId, 'approve', null, now);

/** POST /office/events/{id}/return: the comment says what the chapter should change. */
export const returnPartyEvent = (office: OfficeStanding, eventId: string, comment: string, now: Date) => decide(office, eventId, 'return', comment, now);
