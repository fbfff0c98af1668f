/**
 * Helpers on the signed-in caller (`req.caller`, built from the JWT
 * authorizer's claims by `http.ts`). The authorizer has already checked the
 * token's signature, issuer, client and expiry — and nothing else: in AWS
 * and locally alike, a token of an account signed out everywhere, or
 * deleted, passes it until it expires. So the routes check it against the
 * account's items they read anyway (`db/session-fence.ts`), with the two
 * checks below: no request pays an extra read for it.
 */
import { admitsSession, type SessionHolder } from '../domains/people/session-fence';
import { HttpError } from './errors';
import type { Caller } from './http-request';

/** 401 with API Gateway's own body, for a caller the API does not know. */
export function unauthorized(): HttpError {
  return new HttpError(401, 'Unauthorized');
}

/** What the session checks read of the caller's profile: its fence (`Profile` has it). */
type Fenced = { sessionsValidAfter: number | null };

/**
 * 401 unless the caller's account exists (`profile` read by the route) and
 * still admits their token: for what only an account may do (a write, a
 * personal record), where a deleted account must stop at once.
 */
export function requireAccount<P extends Fenced>(caller: SessionHolder, profile: P | undefined): P {
  if (!profile || !admitsSession(profile.sessionsValidAfter, caller.sessionStartedAt)) throw unauthorized();
  return profile;
}

/**
 * 401 when the caller's account signed out everywhere after their token's
 * session began. A missing profile passes: a viewer's page may come before
 * the `GET /me` that creates it, and a deleted account has nothing left to
 * read there.
 */
export function refuseEndedSession(caller: SessionHolder, profile: Fenced | undefined): void {
  if (profile && !admitsSession(profile.sessionsValidAfter, caller.sessionStartedAt)) throw unauthorized();
}

/**
 * The caller of a route that needs a signed-in user. The wrapper already
 * answers 401 for a non-public route called without one; this narrows a
 * `Caller | null` for code shared with public routes.
 */
export function requireCaller(caller: Caller | null): Caller {
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * The caller's Cognito user name, for the Admin* user-pool calls: the access
 * token's `username` claim (`cognito:username` in ID tokens), else the sub
 * (Cognito also accepts the sub as the user name in pools signing in by
 * e-mail or phone).
 */
export function cognitoUsername(caller: Caller): string {
  const claims = caller.claims;
  for (const name of ['username', 'cognito:username']) {
    const value = claims[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return caller.sub;
}
