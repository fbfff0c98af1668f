/** The shape of a row of the manifest (`endpoints.ts`), and the features: one Lambda each. */
import type { LeaderAction } from '../authz';
import type { RateLimitName } from './rate-limits';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `public`: anyone; `user`: a valid Cognito access
 * token (checked by the API Gateway JWT authorizer, or the local server);
 * `leader` and `admin`: a valid token, and the handler wrapper's role check
 * before anything else runs (`functions/lib/http.ts`): an admin record, or
 * the rule of the route's leader `action` (`shared/authz.ts`); `office`: a
 * valid token and a Greek-life office grant (the route then checks the school
 * of the resource it found: `requireOfficeOf` in `functions/lib/access.ts`).
 */
export type AuthLevel = 'public' | 'user' | 'leader' | 'admin' | 'office';

/** Features: one Lambda each, `functions/<feature>/handler.ts`. */
export const FEATURES = [
  'schools',
  'organizations',
  'greek-events',
  'feedback',
  'accounts',
  'leaders',
  'admin',
  'party-events',
  'tickets',
  'payments',
  'social',
  // Photos and videos
  'media',
  // Party paperwork
  'party-packet',
] as const;
export type Feature = (typeof FEATURES)[number];

/** A `leader` route names the action whose rule admits its caller; no other level has one. */
export type Access = { auth: Exclude<AuthLevel, 'leader'>; action?: never } | { auth: 'leader'; action: LeaderAction };

export type Endpoint = Access & {
  method: HttpMethod;
  /** API Gateway path syntax: `/schools/{id}`. */
  path: string;
  feature: Feature;
  /**
   * The per-client budget the route draws on (`rate-limits.ts`), enforced by
   * AWS WAF and by the local API server: every anonymous route that does
   * work and every costly one names one (uploads too, when they come).
   */
  rateLimit?: RateLimitName;
};
