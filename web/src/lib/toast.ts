import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in any route's first load (DESIGN §5): the library
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

export const toast = {
  success(title: string, options?: ExternalToast): void {
    void loadSonner().then((m) => m.toast.success(title, options));
  },
  error(title: string, options?: ExternalToast): void {
    void loadSonner().then((m) => m.toast.error(title, options));
  },
  info(title: string, options?: ExternalToast): void {
    void loadSonner().then((m) => m.toast.info(title, options));
  },
};
