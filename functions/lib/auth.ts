/**
 * Helpers on the signed-in caller (`req.caller`, built from the JWT
 * authorizer's claims by `http.ts`). The authorizer has already checked the
 * token's signature, issuer, client and expiry; these only read it.
 */
import { HttpError } from './errors';
import type { Caller } from './http-request';

/** 401 with API Gateway's own body, for a caller the API does not know. */
export function unauthorized(): HttpError {
  return new HttpError(401, 'Unauthorized');
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
