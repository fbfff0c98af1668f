/**
 * Per-client rate limits: one definition read by CDK (AWS WAF rate-based
 * rules on the CloudFront distribution and on the user pool) and by the
 * local stack (the local API server and the local Cognito), so what is
 * tested locally is what is deployed.
 *
 * A route opts in with `rateLimit: '<budget>'` in `endpoints.ts`; routes
 * naming the same budget share it (a purchase is several calls). A budget is
 * counted per source IP on anonymous routes and per signed-in user on the
 * others, where every account behind one address together also has a
 * ceiling (`SHARED_ADDRESS_FACTOR` times one person's budget): in AWS a user
 * is known by the token they send, and a new sign-in is a new token.
 *
 * The numbers: generous for a person (and for the e2e journeys, which all
 * run from 127.0.0.1 as the same demo accounts), far below what the security
 * review saw (200 feedback e-mails in 0.7 s, 117 events in seconds). AWS WAF
 * accepts windows of 60, 120, 300 or 600 s and limits of at least 10.
 */

/** Evaluation windows AWS WAF rate-based rules support. */
export type RateWindowSeconds = 60 | 120 | 300 | 600;

export interface RateLimit {
  /** Requests one client may make within the window (AWS WAF's minimum is 10). */
  limit: number;
  windowSeconds: RateWindowSeconds;
  /** Whose budget: the source address (anonymous routes) or the signed-in user. */
  per: 'ip' | 'user';
  /**
   * A cap on everyone's calls together, per route (API Gateway route
   * throttling: a steady rate per second and a burst). AWS WAF re-checks
   * rates every few seconds, so a burst (200 feedback e-mails in 0.7 s) would
   * pass it before it blocks; this cuts the burst at once. For the anonymous
   * routes whose every call does harm when repeated, never for purchases (a
   * popular party sells hundreds of tickets a second).
   */
  everyone?: { perSecond: number; burst: number };
}

export const RATE_LIMITS = {
  /** Send Feedback: anonymous, and every call is an e-mail whose Reply-To the caller chooses. */
  feedback: { limit: 10, windowSeconds: 600, per: 'ip', everyone: { perSecond: 1, burst: 5 } },
  /** Populating the directory: anonymous, and the first call writes every chapter of every school. */
  population: { limit: 10, windowSeconds: 600, per: 'ip', everyone: { perSecond: 1, burst: 5 } },
  /**
   * Sign-up and the other requests that e-mail or text a code (the local
   * Cognito, and WAF on the user pool). Per address, so a recruitment table
   * on campus Wi-Fi (one NAT address) must still get through: 100 in ten
   * minutes, while a script sending codes to numbers it pays for is cut off.
   */
  signUp: { limit: 100, windowSeconds: 600, per: 'ip' },
  /** Create Event: a chapter plans a few a week. */
  eventCreation: { limit: 30, windowSeconds: 600, per: 'user' },
  /** Leader requests: each one waits in the admins' approval queue. */
  leaderRequests: { limit: 10, windowSeconds: 600, per: 'user' },
  /**
   * Moving a live ticket to another phone: each start e-mails a code and each confirmation guesses one (five
   * wrong guesses void a code): a person moves a ticket a few times at most.
   */
  phoneMoves: { limit: 10, windowSeconds: 600, per: 'user' },
  /** Tickets and payments: a purchase is 1–3 calls, and each paid step calls the payment provider. */
  purchases: { limit: 40, windowSeconds: 600, per: 'user' },
  /** Friend requests: each one lands in someone else's Requests list. */
  friendRequests: { limit: 60, windowSeconds: 600, per: 'user' },
  /** Searching people by name or e-mail address (Add Friend): one search per submit, and each probes who has an account. */
  peopleSearch: { limit: 60, windowSeconds: 600, per: 'user' },
  /**
   * A drop's line: joining once, then the page asks where the buyer stands every few seconds while
   * they wait (each ask a few reads; a tick of the line at most once a second for everyone).
   */
  dropLine: { limit: 600, windowSeconds: 600, per: 'user' },
  /** Joining and leaving a sold-out event's waitlist: each call rewrites the event's line (and may run an offer round). */
  waitlist: { limit: 60, windowSeconds: 600, per: 'user' },
  // Photos and videos: a post is 2 calls (presigned POST, record), each check reads the object and may resize it.
  uploads: { limit: 60, windowSeconds: 600, per: 'user' },
  // Door passes for volunteers: PIN guesses per address (each pass also locks after a few wrong PINs).
  doorPassPin: { limit: 20, windowSeconds: 600, per: 'ip' },
  // Scans with a pass: a busy door, several volunteers behind one venue address, about one scan a second each.
  doorPassScans: { limit: 2000, windowSeconds: 300, per: 'ip' },
} as const satisfies Record<string, RateLimit>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/** All accounts behind one address together may make this many times one user's budget (a dorm, a campus NAT). */
export const SHARED_ADDRESS_FACTOR = 20;

/** The Cognito operations (X-Amz-Target) that send a code by e-mail or SMS: they share the `signUp` budget. */
export const CODE_SENDING_COGNITO_OPERATIONS = [
  'SignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'UpdateUserAttributes',
  'GetUserAttributeVerificationCode',
] as const;

/** The cap on everyone's calls to a route of `name`, if its budget has one. */
export function everyoneCap(name: RateLimitName): RateLimit['everyone'] {
  return (RATE_LIMITS[name] as RateLimit).everyone;
}

/** What a refused request is told (with a Retry-After header in seconds). */
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a few minutes and try again.';

/** One counted budget: who it belongs to and how much it holds. */
export interface Budget {
  key: string;
  limit: number;
  windowSeconds: RateWindowSeconds;
}

/**
 * The budgets one request to a limited route draws on: the source address's
 * for an anonymous budget; for a user budget the user's own and their
 * address's shared ceiling (or the address's alone when no user is known).
 */
export function budgetsFor(name: RateLimitName, client: { ip: string; sub?: string }): Budget[] {
  const { limit, windowSeconds, per } = RATE_LIMITS[name] as RateLimit;
  if (per === 'ip' || !client.sub) return [{ key: `${name}|ip|${client.ip}`, limit, windowSeconds }];
  return [
    { key: `${name}|user|${client.sub}`, limit, windowSeconds },
    { key: `${name}|shared-ip|${client.ip}`, limit: limit * SHARED_ADDRESS_FACTOR, windowSeconds },
  ];
}
