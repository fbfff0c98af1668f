/**
 * The rate limits' definition (which routes draw on which budget) and the
 * local limiter that enforces it, on an injected clock.
 */
import { describe, expect, it } from 'vitest';
import { routeList } from '../../../shared/api/routes';
import { budgetsFor, RATE_LIMITS, SHARED_ADDRESS_FACTOR, type RateLimit } from '../../../shared/api/rate-limits';
import { limiterFor, RateLimiter } from '../../../infra/local/rate-limiter';

const T0 = Date.UTC(2030, 0, 1);

function clock() {
  let now = T0;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the rate limits of the manifest', () => {
  it('limit every anonymous route that does work and every costly one', () => {
    const limited = Object.fromEntries(routeList.filter((r) => r.rateLimit).map((r) => [r.id, r.rateLimit]));
    expect(limited).toEqual({
      populateOrganizations: 'population',
      sendFeedback: 'feedback',
      createLeaderRequest: 'leaderRequests',
      createOfficeRequest: 'leaderRequests',
      createPartyEvent: 'eventCreation',
      createFreeTicket: 'purchases',
      createTicketPayment: 'purchases',
      confirmTicketPayment: 'purchases',
      sandboxCharge: 'purchases',
      sendFriendRequest: 'friendRequests',
      searchPeople: 'peopleSearch',
      joinWaitlist: 'waitlist',
      leaveWaitlist: 'waitlist',
      // A drop's line: joined once, then asked every few seconds while waiting.
      joinDropLine: 'dropLine',
      getDropLine: 'dropLine',
      createMediaUpload: 'uploads',
      recordMedia: 'uploads',
      // Door passes for volunteers
      openDoorPass: 'doorPassPin',
      scanWithDoorPass: 'doorPassScans',
      // A door pass offline: its roster refreshes and syncs share its scans' budget.
      getDoorPassRoster: 'doorPassScans',
      syncDoorPassScans: 'doorPassScans',
      // Live tickets: a move e-mails a code, and its confirmation takes guesses at it.
      startPhoneMove: 'phoneMoves',
      confirmPhoneMove: 'phoneMoves',
    });
    // An anonymous route that writes must opt in, unless it is the Stripe webhook (Stripe's servers, signed).
    const anonymousWrites = routeList.filter((r) => r.auth === 'public' && r.method !== 'GET' && r.id !== 'stripeWebhook');
    expect(anonymousWrites.filter((r) => !r.rateLimit).map((r) => r.id)).toEqual([]);
  });

  it('are budgets AWS WAF can enforce: windows of 1, 2, 5 or 10 minutes, at least 10 requests', () => {
    for (const [name, limit] of Object.entries(RATE_LIMITS) as [string, RateLimit][]) {
      expect([60, 120, 300, 600], name).toContain(limit.windowSeconds);
      expect(limit.limit, name).toBeGreaterThanOrEqual(10);
    }
  });

  it('count anonymous budgets per address, user budgets per user and per address together', () => {
    expect(budgetsFor('feedback', { ip: '10.0.0.1', sub: 'ignored' })).toEqual([{ key: 'feedback|ip|10.0.0.1', limit: 10, windowSeconds: 600 }]);
    expect(budgetsFor('purchases', { ip: '10.0.0.1', sub: 'u1' })).toEqual([
      { key: 'purchases|user|u1', limit: 40, windowSeconds: 600 },
      { key: 'purchases|shared-ip|10.0.0.1', limit: 40 * SHARED_ADDRESS_FACTOR, windowSeconds: 600 },
    ]);
  });
});

describe('the local limiter', () => {
  it('lets a budget through, refuses the next with the wait until a slot frees, and slides', () => {
    const time = clock();
    const limiter = new RateLimiter({ now: time.now });
    const budget = [{ key: 'k', limit: 3, windowSeconds: 60 as const }];
    expect(limiter.take(budget)).toEqual({ allowed: true });
    time.advance(10_000);
    expect(limiter.take(budget)).toEqual({ allowed: true });
    expect(limiter.take(budget)).toEqual({ allowed: true });
    expect(limiter.take(budget)).toEqual({ allowed: false, retryAfterSeconds: 50 });
    // Refused requests are not counted: the first slot frees 60 s after the first request.
    time.advance(49_999);
    expect(limiter.take(budget).allowed).toBe(false);
    time.advance(1);
    expect(limiter.take(budget)).toEqual({ allowed: true });
    expect(limiter.take(budget)).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('keeps clients apart, and counts a request in all its budgets or in none', () => {
    const time = clock();
    const limiter = new RateLimiter({ now: time.now });
    const user = (sub: string) => [
      { key: `u|${sub}`, limit: 2, windowSeconds: 600 as const },
      { key: 'shared|10.0.0.1', limit: 3, windowSeconds: 600 as const },
    ];
    expect([limiter.take(user('a')), limiter.take(user('a'))].every((d) => d.allowed)).toBe(true);
    expect(limiter.take(user('a'))).toMatchObject({ allowed: false });
    expect(limiter.take(user('b'))).toEqual({ allowed: true });
    // The address is spent now (3 accepted): b is refused, and the refusal did not use b's own budget.
    expect(limiter.take(user('b'))).toEqual({ allowed: false, retryAfterSeconds: 600 });
    expect(limiter.take([{ key: 'u|b', limit: 2, windowSeconds: 600 }])).toEqual({ allowed: true });
  });

  it('caps everyone together with a token bucket: a burst, then the steady rate', () => {
    const time = clock();
    const limiter = new RateLimiter({ now: time.now });
    const cap = { perSecond: 1, burst: 3 };
    expect([1, 2, 3, 4].map(() => limiter.takeShared('POST /feedback', cap))).toEqual([true, true, true, false]);
    time.advance(999);
    expect(limiter.takeShared('POST /feedback', cap)).toBe(false);
    time.advance(1);
    expect([limiter.takeShared('POST /feedback', cap), limiter.takeShared('POST /feedback', cap)]).toEqual([true, false]);
    // Another route has its own bucket; a long pause refills only up to the burst.
    expect(limiter.takeShared('POST /organizations/populate', cap)).toBe(true);
    time.advance(60_000);
    expect([1, 2, 3, 4].map(() => limiter.takeShared('POST /feedback', cap))).toEqual([true, true, true, false]);
  });

  it('is off when the option says false', () => {
    expect(limiterFor(false)).toBeUndefined();
    expect(limiterFor(undefined)).toBeInstanceOf(RateLimiter);
  });
});
