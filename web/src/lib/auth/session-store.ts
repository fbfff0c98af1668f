/**
 * The one source of "who is signed in" for the SPA: derived synchronously from
 * the tokens Amplify stores, re-read whenever this tab signs in or out (call
 * {@link syncSession}) or another tab changes them (storage events).
 */
import { AUTH_KEY_PREFIX, type StoredTokens, readStoredTokens } from './stored-tokens';

export interface SessionUser {
  /** The Cognito `sub`: the one id of a person everywhere (docs/decisions.md#one-id-per-person-the-cognito-sub). */
  sub: string;
  email: string | null;
  phone: string | null;
}

export interface Session {
  status: 'loading' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
}

export const SIGNED_OUT: Session = { status: 'signedOut', user: null };

/** The app client of `/config.json`, once known; before that any stored client counts. */
let clientId: string | null = null;
let current: Session = SIGNED_OUT;
let stored: StoredTokens | null = null;
const listeners = new Set<() => void>();

function toSession(tokens: StoredTokens | null): Session {
  if (!tokens) return SIGNED_OUT;
  const { claims } = tokens;
  // An unverified attribute is whatever was typed at sign-up (possibly someone else's address): never shown as theirs.
  return {
    status: 'signedIn',
    user: {
      sub: claims.sub,
      email: claims.email_verified === true ? (claims.email ?? null) : null,
      phone: claims.phone_number_verified === true ? (claims.phone_number ?? null) : null,
    },
  };
}

function sameSession(a: Session, b: Session): boolean {
  return a.status === b.status && a.user?.sub === b.user?.sub && a.user?.email === b.user?.email && a.user?.phone === b.user?.phone;
}

/** Re-reads the stored tokens and notifies subscribers when the session changed. */
export function syncSession(): Session {
  stored = readStoredTokens(clientId);
  const next = toSession(stored);
  if (!sameSession(next, current)) {
    current = next;
    for (const listener of listeners) listener();
  }
  return current;
}

/** Pins the app client from `/config.json` (sessions of another client, e.g. an old local pool, no longer count). */
export function setSessionClientId(id: string): void {
  clientId = id;
  syncSession();
}

/** The session now (stable object between changes, as useSyncExternalStore needs). */
export function getSession(): Session {
  return current;
}

/** The stored tokens behind the current session (null when signed out). */
export function getStoredTokens(): StoredTokens | null {
  return stored;
}

/** Subscribes to session changes; returns the unsubscribe function. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

// Another tab signing in or out changes the shared storage: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key.startsWith(`${AUTH_KEY_PREFIX}.`)) syncSession();
  });
}

syncSession();
