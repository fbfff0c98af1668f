import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { forgetRuntimeConfig } from '../../web/src/lib/runtime-config-fetch';
import { endTestState } from './support/after-test';

// A page's first render waits for its lazy chunk to be transformed, which on a loaded
// machine can take seconds; `findBy*` waits up to this ceiling (not a timing: it returns
// as soon as the element is there).
configure({ asyncUtilTimeout: 20_000 });

// Nothing of one test reaches the next. Vitest runs without globals, so Testing Library
// cannot register its own cleanup.
afterEach(async () => {
  cleanup();
  // Rendered apps' query caches and user-event sessions (support/render.tsx).
  endTestState();
  // sonner keeps toasts in a module-level store and replays them to the next Toaster.
  (await import('sonner')).toast.dismiss();
  // A test that faked the clock or timers: pending fake timers are dropped with them.
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // Call records of module mocks (vi.mock factories live for the whole file).
  vi.clearAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  // The page's one /config.json request is remembered per page load; each test serves its own.
  forgetRuntimeConfig();
});

// jsdom lacks these browser APIs; the router (scroll restoration) and Radix use them.
window.scrollTo = (() => {}) as typeof window.scrollTo;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener() {},
  removeListener() {},
  addEventListener() {},
  removeEventListener() {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
