import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** A friendly message where a list has nothing to show. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center', className)}>
      {icon ? <div className="mb-3 text-slate-400 [&_svg]:size-10">{icon}</div> : null}
      <p className="text-base font-medium text-slate-700">{title}</p>
      {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
      {action ? <div className="mt-4">{action}</div> : null}
    </div>
  );
}
