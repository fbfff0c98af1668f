import { configure, getConfig } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';

type ActGlobal = { IS_REACT_ACT_ENVIRONMENT?: boolean };

/**
 * Types `text` into `element` as a person typing at `msPerKey` on a busy
 * browser: the keys follow one another on a simulated clock, so the page gets
 * no idle moment between two keys. React renders what an event handler
 * updates at once, but leaves a transition (a navigation, a search-param
 * change) for when the event loop is free; whatever a field shows only once a
 * transition lands is therefore still the old text when the next key comes,
 * as in a browser where that render takes longer than the gap between keys.
 *
 * Each keystroke reaches React as a browser's does (not inside `act()`, which
 * would render every pending transition before the next key). The page's
 * deferred work runs once this returns and the test awaits anything.
 */
export async function typeOnBusyPage(element: HTMLElement, text: string, msPerKey = 30): Promise<void> {
  await actLikeABrowser(msPerKey, (user) => user.type(element, text));
}

/** Clears `element` (select all, Delete) as {@link typeOnBusyPage} types. */
export async function clearOnBusyPage(element: HTMLElement): Promise<void> {
  await actLikeABrowser(0, (user) => user.clear(element));
}

async function actLikeABrowser(msPerKey: number, act: (user: ReturnType<typeof userEvent.setup>) => Promise<void>) {
  const actGlobal = globalThis as ActGlobal;
  const { eventWrapper, asyncWrapper } = getConfig();
  const wasActEnvironment = actGlobal.IS_REACT_ACT_ENVIRONMENT;
  // Only the delay between keys is simulated: React's scheduler keeps the real
  // timers it captured when it loaded, so it still runs when the loop is free.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  configure({ eventWrapper: (cb) => cb(), asyncWrapper: (cb) => cb() });
  actGlobal.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const user = userEvent.setup({ delay: msPerKey, advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    await act(user);
  } finally {
    actGlobal.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
    configure({ eventWrapper, asyncWrapper });
    vi.useRealTimers();
  }
}
