import { toast } from '../../lib/toast';

/**
 * Runs an admin write from a dialog: its success or failure toast, then
 * `after` (the lists refresh whatever happened). True when it succeeded
 * (the dialog closes).
 */
export async function attempt(run: () => Promise<unknown>, toasts: { success: string; failure: (error: unknown) => string }, after: () => unknown): Promise<boolean> {
  try {
    await run();
    toast.success(toasts.success);
    return true;
  } catch (error) {
    toast.error(toasts.failure(error));
    return false;
  } finally {
    void after();
  }
}
