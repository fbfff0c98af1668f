import { cn } from '../../lib/cn';

/**
 * One pill of a segmented row on a slate-100 track: a tab, a radio of a
 * two-way switch, a filter button. The chosen pill is white with a
 * violet-700 border: its border stands 3:1 or more against the track (WCAG
 * 1.4.11), so the choice shows by more than the text's colour (WCAG 1.4.1).
 * Every pill has the border's width, so choosing one moves nothing.
 */
export function segmentClass(chosen: boolean, className?: string): string {
  return cn(
    'rounded-md border px-3 py-1.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500',
    chosen ? 'border-violet-700 bg-white text-violet-800 shadow-sm' : 'border-transparent text-slate-600 hover:text-slate-900',
    className,
  );
}
