/**
 * Wires the session into the app once at start: the API's token provider, the
 * clean sign-out on a 401 and the app client of `/config.json`. Amplify is not
 * loaded here: a signed-in page reads the stored tokens, and only a refresh,
 * a sign-in or a sign-out loads it (docs/performance.md#budgets: ≤ 150 KiB per route).
 */
import type { QueryClient } from '@tanstack/react-query';
import { setTokenProvider, setUnauthorizedHandler } from '../api';
import { currentAccessToken } from './access-token';
import { getSession, setSessionClientId, syncSession } from './session-store';
import { clearStoredTokens } from './stored-tokens';
import { forgetKeptMe } from './me-cache';
import { signInUrlFor } from '../links';
import { getRuntimeConfig } from '../runtime-config-fetch';

let queryClient: QueryClient | null = null;
let clearOfflineData: () => void = () => {};

/** Drops every cached server answer and offline copy: nothing of the previous user survives a sign-out. */
export function clearUserData(): void {
  queryClient?.clear();
  forgetKeptMe();
  clearOfflineData();
}

/**
 * Installs the session plumbing; `navigate` is the router's (used after a
 * 401), `clearOfflineData` removes what features keep in the browser for
 * the signed-in user (the offline copy of My Tickets).
 */
export function installAuth(options: { queryClient: QueryClient; navigate: (to: string) => unknown; clearOfflineData?: () => void }): void {
  queryClient = options.queryClient;
  clearOfflineData = options.clearOfflineData ?? (() => {});
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
}
