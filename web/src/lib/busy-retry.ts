/**
 * Asking again when the API answers a purchase 503 (busy: a rush on the
 * event, or the request's time ran short before its ticket was issued).
 * Asking again is safe: the API issues one ticket per purchase however often
 * it is asked (the same buyer and event for a free ticket, the same payment
 * for a paid one). So the SPA asks again by itself, after the Retry-After it
 * was given, a bounded number of times, and tells the buyer meanwhile.
 */
import { useCallback, useState } from 'react';
import { isApiStatus } from './api';
import { serverMessage } from './server-message';

/** Tries after the first, at most. */
export const BUSY_RETRIES = 4;
/** What the buyer is told while the SPA tries again. */
export const STILL_TRYING = 'Lots of people are buying right now — still trying…';
/** Without a Retry-After, and at most (a longer one is not worth a buyer's staring at a spinner). */
const DEFAULT_WAIT_SECONDS = 2;
const MAX_WAIT_SECONDS = 10;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** How long to wait before asking again after `error` (its Retry-After, bounded). */
export function busyWaitMs(error: unknown): number {
  const seconds = (error as { retryAfterSeconds?: number }).retryAfterSeconds ?? DEFAULT_WAIT_SECONDS;
  return Math.min(seconds, MAX_WAIT_SECONDS) * 1000;
}

export interface BusyRetryOptions {
  /** Told before each new try (1, 2, …). */
  onRetry?: (attempt: number) => void;
  retries?: number;
  wait?: (ms: number) => Promise<void>;
}

/** `call`, asked again while the API answers 503, up to `retries` more times; any other outcome is `call`'s own. */
export async function retryWhileBusy<T>(call: () => Promise<T>, { onRetry, retries = BUSY_RETRIES, wait = sleep }: BusyRetryOptions = {}): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (!isApiStatus(error, 503) || attempt > retries) throw error;
      onRetry?.(attempt);
      await wait(busyWaitMs(error));
    }
  }
}

/**
 * `run(call)` retries `call` while busy; `stillTrying` is true from the
 * first busy answer until `call` settles, for the screen to say so.
 */
export function useBusyRetry(): { stillTrying: boolean; run: <T>(call: () => Promise<T>) => Promise<T> } {
  const [stillTrying, setStillTrying] = useState(false);
  const run = useCallback(<T,>(call: () => Promise<T>) => retryWhileBusy(call, { onRetry: () => setStillTrying(true) }).finally(() => setStillTrying(false)), []);
  return { stillTrying, run };
}

/** What a failed purchase says: the server's words when it was still busy after every retry ("try again in a moment"), else `serverMessage`'s. */
export function purchaseFailureMessage(error: unknown, fallback: string): string {
  return isApiStatus(error, 503) && error instanceof Error && error.message ? error.message : serverMessage(error, fallback);
}
