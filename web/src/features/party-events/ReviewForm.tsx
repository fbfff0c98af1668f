import { Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import type { ReviewResponse } from '../../../../shared/api/types';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Label, Textarea } from '../../components/ui/input';
import { cn } from '../../lib/cn';
import { toast } from '../../lib/toast';
import { usePostReview } from './api';

const COMMENT_MAX = 1000;

/**
 * The review form, shown only when the viewer may review (a used ticket and
 * no earlier review). 1–5 stars required; the comment is optional and trimmed
 * (empty sent as null). Checked by hand rather than with the shared zod
 * schema, which would put zod in this route's initial JS; the API re-checks.
 */
export function ReviewForm({ eventId, onPosted }: { eventId: string; onPosted: (answer: ReviewResponse) => void }) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const post = usePostReview(eventId, {
    onSuccess: (answer) => {
      toast.success('Review posted!');
      setRating(0);
      setComment('');
      onPosted(answer);
    },
    onError: () => toast.error('Failed to post review'),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rating < 1 || rating > 5) {
      toast.error('Rating required', { description: 'Please select a star rating' });
      return;
    }
    const trimmed = comment.trim();
    post.mutate({ rating, comment: trimmed ? trimmed : null });
  };
  return (
    <Card className="p-5">
      <form onSubmit={submit} className="space-y-4" aria-label="Write a review">
        <h3 className="font-semibold text-slate-900">Write a review</h3>
        {/* Each star's outline stands 3:1 or more against the card (WCAG 1.4.11): it is the control. */}
        <div role="radiogroup" aria-label="Rating" className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <button
              key={n}
              type="button"
              role="radio"
              aria-checked={rating === n}
              aria-label={`${n} star${n === 1 ? '' : 's'}`}
              onClick={() => setRating(n)}
              className="rounded p-0.5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500"
            >
              <Star className={cn('size-7', n <= rating ? 'fill-amber-400 text-amber-700' : 'text-slate-500')} aria-hidden="true" />
            </button>
          ))}
        </div>
        <div className="space-y-1.5">
          <Label htmlFor="review-comment">Comment (optional)</Label>
          <Textarea
            id="review-comment"
            value={comment}
            maxLength={COMMENT_MAX}
            onChange={(e) => setComment(e.target.value)}
            placeholder="How was the party?"
          />
          <p className="text-right text-xs text-slate-500">
            {comment.length}/{COMMENT_MAX}
          </p>
        </div>
        <Button type="submit" disabled={post.isPending}>
          {post.isPending ? 'Posting...' : 'Post Review'}
        </Button>
      </form>
    </Card>
  );
}
