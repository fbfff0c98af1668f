/**
 * Reviews of party events (docs/spec/student-side.md §5): one per person per event.
 * - Event side: `PK=EVENT#<eventId> SK=REVIEW#<sub>` — written with
 *   `attribute_not_exists`, so a second review is refused by construction.
 * - User side:  `PK=USER#<sub> SK=REVIEW#<eventId>` with `refs` (the review)
 *   and `counters` (`reviewCount` by 1, `ratingSum` by the stars) so account
 *   deletion removes the review and keeps the event's average right.
 * The event's `reviewCount` and `ratingSum` change in the same transaction.
 */
import type { Review } from '../../../../shared/api/types';
import { counterUpdateOp } from '../../../lib/db/counter-update';
import { partyEventKey } from './party-events';
import { keys, type ItemKey } from '../../keys';
import { getItem, queryPrefix, stripKeys, transactWrite, type Item, type TransactOp } from '../../../lib/db/table';

export interface ReviewRecord extends Review {
  eventId: string;
  sub: string;
}

const reviewKey = keys.review.eventSide;
const viewKey = keys.review.userSide;

/** The public shape (no sub, no e-mail). */
export function toReview(record: ReviewRecord): Review {
  const { id, authorName, rating, comment, createdAt } = record;
  return { id, authorName, rating, comment: comment ?? null, createdAt };
}

/** The review's stored items (event side, user side). */
export function reviewItems(review: ReviewRecord): [Item, Item] {
  const key = reviewKey(review.eventId, review.sub);
  return [
    { ...key, entity: 'review', ...review },
    {
      ...viewKey(review.eventId, review.sub),
      entity: 'reviewView',
      eventId: review.eventId,
      sub: review.sub,
      createdAt: review.createdAt,
      refs: [key],
      counters: [
        { ...partyEventKey(review.eventId), field: 'reviewCount' },
        { ...partyEventKey(review.eventId), field: 'ratingSum', by: review.rating },
      ],
    },
  ];
}

/**
 * Stores the review with the event's counts in one transaction, with the
 * caller's `guards` (checks that must hold, e.g. `notLeaderOfOps`) after
 * them. Throws the transaction's error: `review` (REVIEW_OPS) failing means
 * the person already reviewed the event, `event` that the event is gone, an
 * index past REVIEW_OPS that a guard failed.
 */
export async function putReview(review: ReviewRecord, guards: TransactOp[] = []): Promise<void> {
  const [eventSide, userSide] = reviewItems(review);
  const ops: TransactOp[] = [
    { Put: { Item: eventSide, ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { Item: userSide } },
    counterUpdateOp(partyEventKey(review.eventId), [
      { field: 'reviewCount', delta: 1 },
      { field: 'ratingSum', delta: review.rating },
    ]).op,
    ...guards,
  ];
  await transactWrite(ops);
}

/** Names of `putReview`'s operations, in order (for `failedConditions`). */
export const REVIEW_OPS = ['review', 'view', 'event'] as const;

/** The person's review of an event, if any. */
export async function getReview(eventId: string, sub: string): Promise<ReviewRecord | undefined> {
  const item = await getItem(reviewKey(eventId, sub));
  return item ? stripKeys<ReviewRecord>(item) : undefined;
}

/** An event's reviews, newest first (one Query on the event's partition). */
export async function listEventReviews(eventId: string): Promise<ReviewRecord[]> {
  return newestReviewsFirst(await queryPrefix(keys.review.ofEvent(eventId)));
}

/** Stored review items (event side) as records, newest first. */
export function newestReviewsFirst(items: Item[]): ReviewRecord[] {
  return items
    .map((item) => stripKeys<ReviewRecord>(item))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id.localeCompare(a.id)));
}

/** Keys of a review's two items (event side, user side), for deleting the event. */
export function reviewKeys(eventId: string, sub: string): ItemKey[] {
  return [reviewKey(eventId, sub), viewKey(eventId, sub)];
}
