/**
 * Optimistic writes, one way: read → decide → write, the write guarded by
 * what was read. When a guard fails (someone changed the item meanwhile) or
 * DynamoDB reports a `TransactionConflict`, the whole attempt runs again,
 * from a fresh read, after a jittered back-off — at most
 * `MAX_WRITE_ATTEMPTS` times, and only while the request's time budget
 * leaves room for another attempt when the caller gives it one. Blind writes
 * (`transactWrite`) use the same helper with nothing to read.
 */
import { leavesTimeForAnotherAttempt, NO_DEADLINE, type TimeBudget } from '../time-budget';
import { writeFailure } from './write-failure';

/**
 * Attempts of one optimistic write. Enough for a burst of clicks by one
 * person on one item: every round lets at least one change through, so each
 * of 20 concurrent changes lands within 20 rounds; beyond it the caller asks
 * the user to try again.
 */
export const MAX_WRITE_ATTEMPTS = 25;

/** What an attempt returns when its write lost to a concurrent change: read again and retry. */
export const RETRY: unique symbol = Symbol('retry');
export type Attempt<T> = T | typeof RETRY;

/** Every attempt lost to concurrent changes (or the last one left no time for another). */
export class ContentionError extends Error {
  constructor(attempts: number, options?: { cause?: unknown }) {
    super(`Write lost to concurrent changes ${attempts} times`, options);
    this.name = 'ContentionError';
  }
}

/** Full jitter: a random wait up to 5 ms × 2^attempt, at most 100 ms. */
export function backOffMs(attempt: number, random: () => number = Math.random): number {
  return random() * Math.min(5 * 2 ** attempt, 100);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` (read → decide → write) until it returns a result. It runs
 * again after a back-off when it returns `RETRY` (a guard failed) or throws a
 * transaction conflict; any other error ends it. After `attempts` tries, or
 * when `budget` would run out before another attempt could finish, it throws
 * a `ContentionError` — as does a `ContentionError` from a nested write, so
 * contention is never retried twice over.
 */
export async function retryOnConflict<T>(
  attempt: (n: number) => Promise<Attempt<T>>,
  attempts: number = MAX_WRITE_ATTEMPTS,
  budget: TimeBudget = NO_DEADLINE,
): Promise<T> {
  for (let n = 1; ; n++) {
    let outcome: Attempt<T>;
    let cause: unknown;
    try {
      outcome = await attempt(n);
    } catch (error) {
      if (error instanceof ContentionError || !writeFailure(error)?.conflict) throw error;
      outcome = RETRY;
      cause = error;
    }
    if (outcome !== RETRY) return outcome;
    const wait = backOffMs(n);
    if (n >= attempts || !leavesTimeForAnotherAttempt(budget, wait)) throw new ContentionError(n, { cause });
    await sleep(wait);
  }
}
