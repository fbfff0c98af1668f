import { loadAuth } from './load';
import { syncSession, getStoredTokens } from './session-store';

/** Refresh a little before expiry so a token never dies in flight. */
const EXPIRY_MARGIN_MS = 60_000;

/**
 * The API's token provider: the stored access token while it is fresh (no
 * Amplify needed), else a refreshed one through Amplify; null when signed out.
 */
export async function currentAccessToken(): Promise<string | null> {
  syncSession();
  const tokens = getStoredTokens();
  if (!tokens) return null;
  if (tokens.accessExpiresAt * 1000 - Date.now() > EXPIRY_MARGIN_MS) return tokens.accessToken;
  try {
    const auth = await loadAuth();
    return await auth.freshAccessToken();
  } catch {
    return null;
  }
}
