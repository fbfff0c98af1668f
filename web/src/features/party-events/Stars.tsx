import { Star } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Five stars, filled up to the rounded rating (decorative: the number is given in text beside it). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.round(rating);
  return (
    <span className={cn('inline-flex', className)} aria-hidden="true">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star key={n} className={cn('size-4', n <= filled ? 'fill-amber-400 text-amber-400' : 'text-slate-300')} />
      ))}
    </span>
  );
}
