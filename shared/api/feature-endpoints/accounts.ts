/** The `accounts` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const accountsEndpoints = {
  getMe: { method: 'GET', path: '/me', feature: 'accounts', auth: 'user' },
  updateMySchool: { method: 'PUT', path: '/me/school', feature: 'accounts', auth: 'user' },
  deleteMe: { method: 'DELETE', path: '/me', feature: 'accounts', auth: 'user' },
  // Every session of the account ends: its refresh tokens, and its access tokens at the API (functions/domains/people/session-fence.ts).
  signOutEverywhere: { method: 'POST', path: '/me/sign-out-everywhere', feature: 'accounts', auth: 'user' },
  // The date of birth the door reads as a 21+ band.
  updateMyProfile: { method: 'PUT', path: '/me/profile', feature: 'accounts', auth: 'user' },
} as const satisfies Record<string, Endpoint>;
