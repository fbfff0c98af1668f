import type { ExternalToast } from 'sonner';

/**
 * Toasts without sonner in the initial bundle (DESIGN §5): the library loads
 * right after the first render (see `LazyToaster`) or on the first toast,
 * whichever comes first; sonner replays toasts raised before its Toaster mounted.
 */
let sonner: Promise<typeof import('sonner')> | null = null;

/** Loads sonner once. */
export function loadSonner(): Promise<typeof import('sonner')> {
  sonner ??= import('sonner');
  return sonner;
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
