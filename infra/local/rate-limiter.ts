/**
 * The local stack's per-client rate limiter, enforcing the budgets of
 * `shared/api/rate-limits.ts` as AWS WAF's rate-based rules do in AWS: a
 * sliding window per budget key (WAF counts the trailing window too). Unlike
 * WAF, which checks rates every few seconds, it is exact, and it tells the
 * client how long until the oldest counted request leaves the window.
 *
 * Only accepted requests are counted, and a request drawing on several
 * budgets (a user's own and their address's shared one) is counted in all of
 * them or in none. Routes whose budget caps everyone's calls together also
 * draw on a token bucket, as API Gateway's route throttling does.
 */
import type { Budget } from '../../shared/api/rate-limits';

/** How the local API server and the local Cognito limit clients: `false` turns limiting off. */
export type RateLimitsOption = false | RateLimiterOptions;

export interface RateLimiterOptions {
  /** The clock, in epoch milliseconds (tests freeze it; default `Date.now`). */
  now?: () => number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Sweep emptied keys after this many decisions, so a long `npm start` does not keep every address forever. */
const SWEEP_EVERY = 1000;
/** The longest window a budget may have (AWS WAF's longest: 600 s). */
const LONGEST_WINDOW_MS = 600_000;

export class RateLimiter {
  private readonly now: () => number;
  /** Accepted requests' times per budget key, oldest first. */
  private readonly seen = new Map<string, number[]>();
  /** Route-wide token buckets (few: one per capped route). */
  private readonly buckets = new Map<string, { tokens: number; at: number }>();
  private decisions = 0;

  constructor(options: RateLimiterOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  /** Counts one request against every budget, or refuses it (counting nothing) when any is spent. */
  take(budgets: readonly Budget[]): RateDecision {
    const now = this.now();
    if (++this.decisions % SWEEP_EVERY === 0) this.sweep(now);
    let waitMs = 0;
    const windows = budgets.map((budget) => {
      const windowMs = budget.windowSeconds * 1000;
      const times = (this.seen.get(budget.key) ?? []).filter((t) => t > now - windowMs);
      this.seen.set(budget.key, times);
      if (times.length >= budget.limit) {
        // Free again when enough of the counted requests have left the window.
        const freedAt = (times[times.length - budget.limit] as number) + windowMs;
        waitMs = Math.max(waitMs, freedAt - now);
      }
      return times;
    });
    if (waitMs > 0) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    for (const times of windows) times.push(now);
    return { allowed: true };
  }

  /**
   * One call against a token bucket shared by every client (API Gateway's
   * route throttling): `burst` tokens, refilled at `perSecond`. False when
   * the bucket is empty.
   */
  takeShared(key: string, cap: { perSecond: number; burst: number }): boolean {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: cap.burst, at: now };
    const tokens = Math.min(cap.burst, bucket.tokens + ((now - bucket.at) / 1000) * cap.perSecond);
    const allowed = tokens >= 1;
    this.buckets.set(key, { tokens: allowed ? tokens - 1 : tokens, at: now });
    return allowed;
  }

  private sweep(now: number): void {
    for (const [key, times] of this.seen) if ((times.at(-1) ?? 0) <= now - LONGEST_WINDOW_MS) this.seen.delete(key);
  }
}

/** The limiter an option asks for (none when limiting is off). */
export function limiterFor(option: RateLimitsOption | undefined): RateLimiter | undefined {
  return option === false ? undefined : new RateLimiter(option ?? {});
}
