/**
 * A request's time budget: what is left of the time its caller waits —
 * Lambda's `context.getRemainingTimeInMillis()`, which the local API server
 * gives its handlers too (API Gateway's 29 s). A request close to the end
 * of its budget answers 503 with Retry-After (`answerWithinBudget`, run by
 * the handler wrapper) rather than being cut off with a 500, and a retry
 * loop given the budget starts no attempt it could not finish
 * (`retryOnConflict`): a buyer told to try again, with the same purchase,
 * gets the same ticket (issuance is idempotent on the buyer and event, or
 * on the payment).
 */
import { retryLater, type HttpError } from './errors';
import { logger } from './logger';

export interface TimeBudget {
  /** Milliseconds left before the caller stops waiting. */
  remainingMs(): number;
}

/** No deadline: outside a request (the scheduled sweep, queue consumers, tests calling services directly). */
export const NO_DEADLINE: TimeBudget = { remainingMs: () => Number.POSITIVE_INFINITY };

/** The budget of one invocation, from its Lambda context (none when the context has no clock). */
export function budgetOf(context: { getRemainingTimeInMillis?: () => number } | undefined): TimeBudget {
  const remaining = context?.getRemainingTimeInMillis;
  return typeof remaining === 'function' ? { remainingMs: () => remaining.call(context) } : NO_DEADLINE;
}

/** Kept for answering: once only this much is left, the request answers 503 instead of going on. */
export const ANSWER_RESERVE_MS = 1_000;
/**
 * What a retry loop keeps in hand before starting another attempt, beyond
 * the answer's reserve: an attempt (a read, a decision, a transaction) under
 * a rush can take a second or more.
 */
export const ATTEMPT_RESERVE_MS = 2_000;
/** How long a client told "busy" waits before trying again (Retry-After, seconds). */
export const BUSY_RETRY_AFTER_SECONDS = 2;
/** What the wrapper answers when a request's budget ran out before its work was done. */
export const SERVICE_BUSY = 'The service is very busy right now: please try again in a moment';

/** 503 with Retry-After: nothing was lost, and the same request may simply be sent again. */
export function tryAgainLater(message: string): HttpError {
  return retryLater(503, message, BUSY_RETRY_AFTER_SECONDS);
}

/** Whether a retry loop may start another attempt after waiting `waitMs`. */
export function leavesTimeForAnotherAttempt(budget: TimeBudget, waitMs: number): boolean {
  return budget.remainingMs() - waitMs >= ANSWER_RESERVE_MS + ATTEMPT_RESERVE_MS;
}

/**
 * Runs `work`, or answers 503 `SERVICE_BUSY` (Retry-After) when the budget
 * is down to its answer's reserve first: at once when it already is, else
 * when that moment comes (the work then runs on unanswered; every write it
 * may still make is idempotent to the retry).
 */
export async function answerWithinBudget<T>(budget: TimeBudget, work: () => Promise<T>): Promise<T> {
  const left = budget.remainingMs() - ANSWER_RESERVE_MS;
  if (!Number.isFinite(left)) return work();
  const busy = (when: string) => {
    logger.warn('Answered 503: the time budget ran out', { when });
    return tryAgainLater(SERVICE_BUSY);
  };
  if (left <= 0) throw busy('before the route started');
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outOfTime = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(busy('while the route ran')), left);
  });
  const running = work();
  // Answered busy meanwhile: whatever the work ends in later is nobody's answer.
  running.catch(() => undefined);
  try {
    return await Promise.race([running, outOfTime]);
  } finally {
    clearTimeout(timer);
  }
}
