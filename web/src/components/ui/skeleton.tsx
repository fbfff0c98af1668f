import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Grey placeholder block while data loads (`circle`: for an avatar or logo). */
export function Skeleton({ className, circle = false, ...props }: ComponentProps<'div'> & { circle?: boolean }) {
  return <div aria-hidden="true" className={cn('animate-pulse bg-slate-200', circle ? 'rounded-full' : 'rounded-md', className)} {...props} />;
}

/** A grid of card placeholders with an accessible "Loading" status. */
export function CardGridSkeleton({ count = 6, label = 'Loading' }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex items-center gap-3">
            <Skeleton circle className="size-12" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-3 w-1/2" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
