/**
 * Writing a review (docs/spec/student-side.md §5): only a person holding a used ticket
 * for the event, once. The one-review rule is the conditional put of
 * `REVIEW#<sub>`; the event's `reviewCount`/`ratingSum` change with it.
 */
import { EVENT_CANCELLED } from '../../shared/event-cancellation';
import { randomUUID } from 'node:crypto';
import type * as z from 'zod/mini';
import type { ReviewResponse } from '../../shared/api/types';
import type { reviewSchema } from '../../shared/schemas/party-events';
import { readEventForReviewer } from '../domains/catalog/party-events/event-viewer';
import { averageRating } from '../domains/catalog/party-events/party-events';
import { inReviewRefusal } from '../domains/catalog/party-events/in-review-access';
import { putReview, REVIEW_OPS, toReview } from '../domains/catalog/party-events/reviews';
import { notLeaderOfOps } from '../domains/people/roles/roles';
import { writeFailure } from '../lib/db/write-failure';
import { requireAccount } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { HttpError, notFound } from '../lib/errors';
import { EVENT_NOT_FOUND, REVIEW_DUPLICATE, REVIEW_NOT_ATTENDED, REVIEW_OWN_EVENT } from '../domains/catalog/party-events/messages';

/** "Sam Smith" → "Sam S."; a single name stays as is (no e-mail is ever shown). */
export function reviewerName(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return 'Anonymous';
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

/** Posts the caller's review; answers it with the event's new count and average. */
export async function createReview(eventId: string, caller: SessionHolder, input: z.output<typeof reviewSchema>, now: Date): Promise<ReviewResponse> {
  const sub = caller.sub;
  const read = await readEventForReviewer(eventId, sub);
  const { event, ticket } = read;
  if (!event) throw notFound(EVENT_NOT_FOUND);
  if (event.status === 'cancelled') throw new HttpError(409, EVENT_CANCELLED);
  if (event.status === 'inReview') throw await inReviewRefusal(event, sub);
  const profile = requireAccount(caller, read.profile);
  if (ticket?.status !== 'used') throw new HttpError(403, REVIEW_NOT_ATTENDED);
  // Whoever runs the party (its creator, the hosting chapter's leaders) cannot rate it: they can scan their own ticket.
  if (event.createdBy === sub) throw new HttpError(403, REVIEW_OWN_EVENT);
  const record = {
    id: randomUUID(),
    eventId,
    sub,
    authorName: reviewerName(profile.fullName),
    rating: input.rating,
    comment: input.comment ?? null,
    createdAt: now.toISOString(),
  };
  // The hosting chapter's roles are checked in the review's own transaction: no extra read.
  const leaderGuards = notLeaderOfOps(event.chapterId, sub);
  try {
    await putReview(record, leaderGuards);
  } catch (error) {
    const failure = writeFailure(error, [...REVIEW_OPS, ...leaderGuards.map(() => 'leader' as const)]);
    if (!failure?.conditionFailed) throw error;
    if (failure.failed.has('review')) throw new HttpError(409, REVIEW_DUPLICATE);
    if (failure.failed.has('leader')) throw new HttpError(403, REVIEW_OWN_EVENT);
    throw notFound(EVENT_NOT_FOUND);
  }
  const reviewCount = event.reviewCount + 1;
  return {
    review: toReview(record),
    reviewCount,
    averageRating: averageRating(event.ratingSum + input.rating, reviewCount)!,
  };
}
