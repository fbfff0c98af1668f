import { type VariantProps, cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const badgeVariants = cva('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    tone: {
      neutral: 'bg-slate-100 text-slate-700',
      violet: 'bg-violet-100 text-violet-800',
      green: 'bg-emerald-100 text-emerald-800',
      amber: 'bg-amber-100 text-amber-900',
      blue: 'bg-sky-100 text-sky-800',
      pink: 'bg-pink-100 text-pink-800',
      red: 'bg-red-100 text-red-800',
    },
  },
  defaultVariants: { tone: 'neutral' },
});

/** Small status label. */
export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />;
}
