import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const field =
  'w-full rounded-lg border border-slate-300 bg-white px-3 text-slate-900 placeholder:text-slate-500 focus-visible:border-violet-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500/30 aria-invalid:border-red-500 aria-invalid:ring-red-500/20 disabled:opacity-60';

/** Text input. */
export function Input({ className, code = false, ...props }: ComponentProps<'input'> & { code?: boolean }) {
  // `code`: a one-time code, large and spaced (its look is here, so a caller's class never restyles the field).
  return <input className={cn(field, code ? 'h-12 text-center font-mono text-2xl tracking-[0.5em]' : 'h-10 text-sm', className)} {...props} />;
}

/** Multi-line input. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={cn(field, 'min-h-28 py-2 text-sm', className)} {...props} />;
}

/** Field label. */
export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-medium text-slate-800', className)} {...props} />;
}
