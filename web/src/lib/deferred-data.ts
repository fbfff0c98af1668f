import { useDeferredValue } from 'react';

/**
 * A query's data, its first arrival rendered in a transition.
 *
 * A query's answer reaches React through an external store, which React
 * renders in one task. A page's first render with its data (an event with
 * its reviews and photos, a screenful of cards) was that task: 20–40 ms on a
 * loaded machine, 80–160 ms on Lighthouse's simulated phone, all of it
 * blocking time. Deferred, the store's update renders `undefined` again (the
 * skeleton: cheap) and the page with its data renders in a transition, in
 * slices of a few milliseconds between which the browser can paint and
 * answer input.
 *
 * Only the first arrival waits: once data is on screen, a change (a
 * mutation's answer, a refetch) renders at once, so a button shows its new
 * state with the toast that announces it; data gone (another id) shows the
 * skeleton at once.
 */
export function useDeferredData<T>(data: T | undefined): T | undefined {
  const deferred = useDeferredValue(data);
  return deferred === undefined ? undefined : data;
}
