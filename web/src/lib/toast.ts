import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in any route's first load (docs/performance.md#budgets): the library
 * and its Toaster arrive with the first toast (see `LazyToaster`); sonner
 * replays toasts raised before its Toaster mounted.
 */
let sonner: Promise<typeof import('sonner')> | null = null;
const firstToastListeners = new Set<() => void>();

/** Loads sonner once, and tells the app shell to mount the Toaster. */
export function loadSonner(): Promise<typeof import('sonner')> {
  if (!sonner) {
    sonner = import('sonner');
    for (const listener of firstToastListeners) listener();
  }
  return sonner;
}

/** Whether a toast was raised yet (sonner is then loading or loaded). */
export function sonnerRequested(): boolean {
  return sonner !== null;
}

/** Calls `listener` at the first toast; returns the unsubscribe function. */
export function onFirstToast(listener: () => void): () => void {
  firstToastListeners.add(listener);
  return () => firstToastListeners.delete(listener);
}

/**
 * A toast's `duration` that keeps it until the user closes it (its close
 * button; Alt+T reaches the toasts from the keyboard). No time limit on
 * reading what only the toast says (WCAG 2.2.1): every error, and an outcome
 * the page does not show itself. A success that confirms what the page now
 * shows goes after sonner's 4 s, paused while pointed at or focused.
 */
export const UNTIL_DISMISSED = Infinity;

export const toast = {
  success(title: string, options?: ExternalToast): void {
    void loadSonner().then((m) => m.toast.success(title, options));
  },
  error(title: string, options?: ExternalToast): void {
    void loadSonner().then((m) => m.toast.error(title, { duration: UNTIL_DISMISSED, ...options }));
  },
  info(title: string, options?: ExternalToast): void {
    void loadSonner().then((m) => m.toast.info(title, options));
  },
};
