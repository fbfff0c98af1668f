/** The signed-in user an access token names, for the operations that take one (sign-out, attribute changes). */
import { decodeJwt } from 'jose';
import { NotAuthorizedError } from 'cognito-local/lib/errors';
import type { Services } from 'cognito-local/lib/services';
import type { Context } from 'cognito-local/lib/services/context';

/** The user of an access token, and their pool; NotAuthorizedException "Invalid Access Token" otherwise. */
export async function userOfToken(services: Services, ctx: Context, accessToken: string) {
  let claims: { client_id?: unknown; sub?: unknown };
  try {
    claims = decodeJwt(accessToken);
  } catch {
    throw new NotAuthorizedError('Invalid Access Token');
  }
  if (typeof claims.client_id !== 'string' || typeof claims.sub !== 'string') throw new NotAuthorizedError('Invalid Access Token');
  const pool = await services.cognito.getUserPoolForClientId(ctx, claims.client_id);
  const user = await pool.getUserByUsername(ctx, claims.sub);
  if (!user) throw new NotAuthorizedError('Invalid Access Token');
  return { pool, user };
}
