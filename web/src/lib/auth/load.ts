import { getRuntimeConfig } from '../runtime-config-fetch';

/** The Amplify-backed auth functions (a separate chunk). */
export type AuthModule = typeof import('./cognito');

let loading: Promise<AuthModule> | null = null;

/**
 * Loads and configures Amplify once. Only sign-in pages, sign-out and token
 * refresh need it, so it never weighs on a route's initial JS.
 */
export function loadAuth(): Promise<AuthModule> {
  loading ??= Promise.all([import('./cognito'), getRuntimeConfig()]).then(([auth, config]) => {
    if (!config.auth) throw new Error('Sign-in is not configured (config.json has no user pool).');
    auth.configureAuth(config.auth);
    return auth;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * Starts loading Amplify without waiting for it: a sign-in form calls it on
 * the visitor's first touch (focus, tap), so the library arrives while they
 * type instead of weighing on the page's first load.
 */
export function warmAuth(): void {
  void loadAuth().catch(() => undefined);
}
