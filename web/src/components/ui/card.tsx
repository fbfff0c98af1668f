import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A white rounded surface (`danger`: edged in red, for what cannot be undone). */
export function Card({ className, danger = false, ...props }: ComponentProps<'div'> & { danger?: boolean }) {
  return <div className={cn('rounded-xl border bg-white shadow-sm', danger ? 'border-red-200' : 'border-slate-200', className)} {...props} />;
}
