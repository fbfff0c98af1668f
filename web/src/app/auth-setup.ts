/**
 * Wires the session into the app once at start: the API's token provider, the
 * clean sign-out on a 401, the app client of `/config.json`, and an idle-time
 * preload of Amplify for signed-in visitors (so a refresh is quick later).
 */
import type { QueryClient } from '@tanstack/react-query';
import { setTokenProvider, setUnauthorizedHandler } from '../lib/api';
import { currentAccessToken } from '../lib/auth/access-token';
import { loadAuth } from '../lib/auth/load';
import { getSession, setSessionClientId, syncSession } from '../lib/auth/session-store';
import { clearStoredTokens } from '../lib/auth/stored-tokens';
import { getRuntimeConfig } from '../lib/runtime-config-fetch';
import { clearOfflineTickets } from '../features/my-tickets/ticket-cache';

let queryClient: QueryClient | null = null;

/** Drops every cached server answer: nothing of the previous user survives a sign-out. */
export function clearUserData(): void {
  queryClient?.clear();
  // The offline copy of My Tickets belongs to the user who signed out.
  clearOfflineTickets();
}

/** `/auth?mode=login&redirect=…` for the page the visitor is on. */
export function signInUrlFor(path: string): string {
  return `/auth?mode=login&redirect=${encodeURIComponent(path)}`;
}

/** Installs the session plumbing; `navigate` is the router's (used after a 401). */
export function installAuth(options: { queryClient: QueryClient; navigate: (to: string) => unknown }): void {
  queryClient = options.queryClient;
  setTokenProvider(currentAccessToken);
  setUnauthorizedHandler(() => {
    if (getSession().status !== 'signedIn') return;
    // Expired beyond refresh, revoked or forged: sign out here without asking Cognito.
    clearStoredTokens();
    syncSession();
    clearUserData();
    const { pathname, search } = window.location;
    void options.navigate(signInUrlFor(`${pathname}${search}`));
  });
  void getRuntimeConfig().then((config) => {
    if (config.auth) setSessionClientId(config.auth.userPoolClientId);
  });
  if (getSession().status === 'signedIn') {
    const preload = () => void loadAuth().catch(() => undefined);
    if ('requestIdleCallback' in window) window.requestIdleCallback(preload);
    else setTimeout(preload, 1);
  }
}
