/**
 * Synchronous access to the tokens Amplify keeps in localStorage, so the shell
 * knows "signed in?" at first paint without loading Amplify (docs/performance.md#budgets: the
 * initial bundle stays small). Tokens are decoded, never verified: the API
 * verifies every call.
 */

/** Amplify v6's key prefix: `CognitoIdentityServiceProvider.<clientId>.<username>.<tokenType>`. */
export const AUTH_KEY_PREFIX = 'CognitoIdentityServiceProvider';

/** The claims the SPA reads from a Cognito id token. */
export interface IdTokenClaims {
  sub: string;
  email?: string;
  email_verified?: boolean;
  phone_number?: string;
  phone_number_verified?: boolean;
  name?: string;
  exp?: number;
}

/** The stored session of one app client, as Amplify left it. */
export interface StoredTokens {
  clientId: string;
  username: string;
  idToken: string | null;
  accessToken: string;
  refreshToken: string | null;
  claims: IdTokenClaims;
  /** Access token expiry, epoch seconds (0 when unreadable). */
  accessExpiresAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** Decodes a JWT's payload (base64url JSON); null when malformed. */
export function decodeJwtPayload<T = Record<string, unknown>>(token: string): T | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const binary = atob(base64);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes)) as T;
  } catch {
    return null;
  }
}

/** Client ids that have a `LastAuthUser` entry (normally one). */
function storedClientIds(store: Storage): string[] {
  const ids: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(`${AUTH_KEY_PREFIX}.`) && key.endsWith('.LastAuthUser')) {
      ids.push(key.slice(AUTH_KEY_PREFIX.length + 1, -'.LastAuthUser'.length));
    }
  }
  return ids;
}

/**
 * Reads the stored session of `clientId` (or, before `/config.json` has
 * arrived, of whichever client has one). Null when there is none or it is
 * unreadable.
 */
export function readStoredTokens(clientId?: string | null): StoredTokens | null {
  const store = storage();
  if (!store) return null;
  const candidates = clientId ? [clientId] : storedClientIds(store);
  for (const id of candidates) {
    const username = store.getItem(`${AUTH_KEY_PREFIX}.${id}.LastAuthUser`);
    if (!username) continue;
    const base = `${AUTH_KEY_PREFIX}.${id}.${username}`;
    const accessToken = store.getItem(`${base}.accessToken`);
    const idToken = store.getItem(`${base}.idToken`);
    if (!accessToken) continue;
    const claims = decodeJwtPayload<IdTokenClaims>(idToken ?? accessToken);
    const access = decodeJwtPayload<{ exp?: number; sub?: string }>(accessToken);
    if (!claims?.sub && !access?.sub) continue;
    return {
      clientId: id,
      username,
      idToken,
      accessToken,
      refreshToken: store.getItem(`${base}.refreshToken`),
      claims: { ...claims, sub: claims?.sub ?? access!.sub! },
      accessExpiresAt: typeof access?.exp === 'number' ? access.exp : 0,
    };
  }
  return null;
}

/**
 * Removes every Amplify auth entry (all clients): the clean sign-out after a
 * 401 or a failed refresh, which must work even when Amplify never loaded.
 */
export function clearStoredTokens(): void {
  const store = storage();
  if (!store) return;
  const keys: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(`${AUTH_KEY_PREFIX}.`)) keys.push(key);
  }
  for (const key of keys) store.removeItem(key);
}
