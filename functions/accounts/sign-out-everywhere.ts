/**
 * Sign out everywhere: every session of the account ends, this one
 * included. Cognito revokes the refresh tokens (no device gets a new access
 * token), and the API stops honouring the access tokens already out, which
 * API Gateway's JWT authorizer would accept until they expire: the
 * profile (and an admin's grant) takes a fence, `sessionsValidAfter`
 * (`db/session-fence.ts`), that every request checks on the item it reads
 * anyway.
 */
import type { OkResponse } from '../../shared/api/types';
import { cognitoUsername } from '../lib/auth';
import { fenceAdminSessionsOp } from '../domains/platform/admins';
import { RETRY, retryOnConflict } from '../lib/db/optimistic';
import { fenceProfileSessionsOp } from '../domains/people/profiles';
import { transactWrite } from '../lib/db/table';
import { isConditionFailure } from '../lib/db/write-failure';
import type { Caller } from '../lib/http';
import { cognitoFailure, ensureProfile } from './service';

/** Shown when Cognito fails: nothing is half done that a retry would not finish. */
export const SIGN_OUT_EVERYWHERE_FAILED = 'Failed to sign out everywhere. Please try again.';

/**
 * The fence's instant: now, in whole seconds, on the real clock — it is
 * compared with the `auth_time`/`iat` Cognito stamps on tokens, whatever
 * the injected business clock says.
 */
function nowInSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

export async function signOutEverywhere(caller: Caller, now: Date): Promise<OkResponse> {
  // The caller's own session must still count (401 otherwise), and the profile must exist to carry the fence.
  const first = await ensureProfile(caller, now);
  try {
    // Cognito first: once no refresh token is left, no session begun before the fence can mint a token after it.
    const { signOutEverywhere: revokeRefreshTokens } = await import('../domains/people/cognito-user');
    await revokeRefreshTokens(cognitoUsername(caller));
  } catch (error) {
    throw cognitoFailure(SIGN_OUT_EVERYWHERE_FAILED, error);
  }
  const validAfter = nowInSeconds();
  await retryOnConflict(async (attempt) => {
    // An admin's grant carries the fence too: admin routes read it instead of the profile.
    const { isAdmin } = attempt === 1 ? first : await ensureProfile(caller, now);
    try {
      await transactWrite([fenceProfileSessionsOp(caller.sub, validAfter), ...(isAdmin ? [fenceAdminSessionsOp(caller.sub, validAfter)] : [])]);
    } catch (error) {
      // The grant or the account went meanwhile: read again.
      if (isConditionFailure(error)) return RETRY;
      throw error;
    }
    return true;
  });
  return { ok: true };
}
