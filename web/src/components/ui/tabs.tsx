import { Tabs as T } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = T.Root;

/** Row of tab buttons. */
export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return <T.List className={cn('inline-flex rounded-lg bg-slate-100 p-1', className)} {...props} />;
}

/** One tab button. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'rounded-md px-3 py-1.5 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 data-[state=active]:bg-white data-[state=active]:text-violet-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

/** Panel of one tab. */
export function TabsContent({ className, ...props }: ComponentProps<typeof T.Content>) {
  // Radix makes the panel a Tab stop (to reach content without controls): it shows its focus like every other stop.
  return (
    <T.Content
      className={cn('mt-4 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 focus-visible:ring-offset-2', className)}
      {...props}
    />
  );
}
