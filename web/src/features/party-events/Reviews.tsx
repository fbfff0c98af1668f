import type { Review } from '../../../../shared/api/types';
import { Card } from '../../components/ui/card';
import { formatLongDate } from '../../../../shared/dates';
import { plural } from '../../lib/text';
import { Stars } from './Stars';

/** Average to 1 decimal (docs/spec/student-side.md §9): 4.25 → "4.3". */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/** Average rating with stars and the reviews, newest first (as the API sends them). */
export function Reviews({ averageRating, reviewCount, reviews }: { averageRating: number | null; reviewCount: number; reviews: Review[] }) {
  return (
    <section aria-labelledby="reviews-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold text-slate-900">
          Reviews
        </h2>
        {averageRating !== null ? (
          <p className="inline-flex items-center gap-2 text-sm text-slate-700">
            <Stars rating={averageRating} />
            <span>
              <span className="font-semibold">{formatRating(averageRating)}</span> out of 5 · {plural(reviewCount, 'review')}
            </span>
          </p>
        ) : null}
      </div>
      {reviews.length === 0 ? (
        <p className="text-sm text-slate-500">No reviews yet.</p>
      ) : (
        <ul className="space-y-3" aria-label="Reviews, newest first">
          {reviews.map((review) => (
            <li key={review.id}>
              <Card className="p-4">
                <div className="flex items-center justify-between gap-3">
                  <p className="font-medium text-slate-900">{review.authorName}</p>
                  <p className="inline-flex items-center gap-2 text-xs text-slate-500">
                    <Stars rating={review.rating} />
                    <span className="sr-only">{review.rating} out of 5 stars</span>
                    {formatLongDate(review.createdAt.slice(0, 10))}
                  </p>
                </div>
                {review.comment ? <p className="mt-2 text-sm text-slate-700">{review.comment}</p> : null}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
