import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A form field's frame: a border of 3:1 or more against white and the page's
 * slate-50 (slate-500, about 4.7:1), so the field can be found without its
 * label (WCAG 1.4.11, non-text contrast), and a solid focus ring. Text fields
 * and selects share it.
 */
export const FIELD_FRAME =
  'rounded-lg border border-slate-500 bg-white text-slate-900 focus-visible:border-violet-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 aria-invalid:border-red-600 disabled:opacity-60';

const field = `w-full px-3 placeholder:text-slate-500 ${FIELD_FRAME}`;

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
