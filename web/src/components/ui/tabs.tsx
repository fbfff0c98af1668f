import { type ComponentProps, type KeyboardEvent, createContext, useContext, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import { segmentClass } from './segment';

/**
 * Tabs after the WAI-ARIA tabs pattern (automatic activation): a `tablist`
 * of `tab` buttons, one Tab stop (the selected tab; the arrow keys, Home and
 * End move along the row, wrapping, and select as they go), each controlling
 * its `tabpanel`. Our own rather than Radix's (about 7.5 KiB gzip with its
 * roving-focus and presence parts) to keep the pages that hold tabs — My
 * Profile, a chapter, Admin — within 150 KiB (docs/performance.md#budgets). As with Radix, an
 * unselected panel stays in the page, hidden and empty, so every tab's
 * `aria-controls` points at an element.
 */

interface TabsState {
  selected: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error('Tabs parts belong inside <Tabs>');
  return state;
}

/** The tabs' root: which tab is selected, starting at `defaultValue`. */
export function Tabs({ defaultValue, children, ...props }: ComponentProps<'div'> & { defaultValue: string }) {
  const [selected, select] = useState(defaultValue);
  const base = useId();
  const idOf = (part: 'tab' | 'panel', value: string) => `${base}-${part}-${value.replace(/[^\w-]/g, '_')}`;
  return (
    <TabsContext.Provider value={{ selected, select, idOf }}>
      <div {...props}>{children}</div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/** Row of tab buttons (`block`: the whole width, wrapping onto more rows when narrow). */
export function TabsList({ className, onKeyDown, block = false, ...props }: ComponentProps<'div'> & { block?: boolean }) {
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const move = MOVES[event.key];
    if (!move || event.defaultPrevented) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.findIndex((tab) => tab === document.activeElement);
    if (at < 0) return;
    event.preventDefault();
    const next = tabs[move(at, tabs.length)];
    next?.focus();
    next?.click();
  };
  return <div role="tablist" aria-orientation="horizontal" className={cn(block ? 'flex flex-wrap' : 'inline-flex', 'rounded-lg bg-slate-100 p-1', className)} onKeyDown={moveFocus} {...props} />;
}

/** One tab button. */
export function TabsTrigger({ value, className, onClick, ...props }: ComponentProps<'button'> & { value: string }) {
  const { selected, select, idOf } = useTabs();
  const active = selected === value;
  return (
    <button
      type="button"
      role="tab"
      id={idOf('tab', value)}
      aria-selected={active}
      aria-controls={idOf('panel', value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) select(value);
      }}
      className={segmentClass(active, className)}
      {...props}
    />
  );
}

/** Panel of one tab: its content only while selected. */
export function TabsContent({ value, className, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const { selected, idOf } = useTabs();
  const active = selected === value;
  // A Tab stop (to reach content without controls), as the pattern suggests: it shows its focus like every other stop.
  return (
    <div
      role="tabpanel"
      id={idOf('panel', value)}
      aria-labelledby={idOf('tab', value)}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active}
      tabIndex={0}
      className={cn('mt-4 rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500 focus-visible:ring-offset-2', className)}
      {...props}
    >
      {active ? children : null}
    </div>
  );
}
