/** Addresses of the sign-in, sign-up and leader pages, for any page that links to them. */
export const SIGN_IN_URL = '/auth?mode=login';
export const SIGN_UP_URL = '/auth?mode=signup';
export const LEADER_PORTAL_URL = '/leader-auth';

/** `/auth?mode=login&redirect=…` for the page the visitor is on. */
export function signInUrlFor(path: string): string {
  return `${SIGN_IN_URL}&redirect=${encodeURIComponent(path)}`;
}
