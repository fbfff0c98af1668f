/**
 * Web-test helpers for the real session code: Amplify-shaped tokens in
 * localStorage (what the shell reads at first paint), and a stand-in for the
 * Amplify chunk (Cognito is not reachable from jsdom; the e2e test covers the
 * real one).
 */
import { vi } from 'vitest';
import { syncSession } from '../../../web/src/lib/auth/session-store';
import { clearStoredTokens } from '../../../web/src/lib/auth/stored-tokens';

export const CLIENT_ID = 'web-test-client';

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned JWT with the given claims (the SPA only decodes; the API verifies). */
export function fakeJwt(claims: object): string {
  return `${base64url({ alg: 'RS256', kid: 'test' })}.${base64url(claims)}.signature`;
}

/** Stores a session as Amplify v6 does and tells the session store. */
export function storeSession(user: { sub: string; email?: string; phone?: string }, expiresInSeconds = 3600): void {
  const now = Math.floor(Date.now() / 1000);
  const username = user.email ?? user.phone ?? user.sub;
  const prefix = `CognitoIdentityServiceProvider.${CLIENT_ID}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, username);
  // Signing in with an e-mail or phone means it was confirmed: Cognito marks it verified.
  const claims = {
    sub: user.sub,
    email: user.email,
    email_verified: user.email !== undefined,
    phone_number: user.phone,
    phone_number_verified: user.phone !== undefined,
    exp: now + expiresInSeconds,
    iat: now,
  };
  localStorage.setItem(`${prefix}.${username}.idToken`, fakeJwt({ ...claims, token_use: 'id' }));
  localStorage.setItem(`${prefix}.${username}.accessToken`, fakeJwt({ sub: user.sub, exp: now + expiresInSeconds, iat: now, token_use: 'access' }));
  localStorage.setItem(`${prefix}.${username}.refreshToken`, 'refresh-token');
  syncSession();
}

/** Signs out as far as the shell can tell. */
export function clearSession(): void {
  clearStoredTokens();
  syncSession();
}

/** The Amplify chunk's functions, each a spy; sign-in/out update the stored session like Amplify. */
export function fakeAuthModule() {
  return {
    configureAuth: vi.fn(),
    signInWithPassword: vi.fn(async (username: string, _password: string): Promise<'signedIn' | 'confirmSignUp'> => {
      storeSession({ sub: '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f', email: username.includes('@') ? username : undefined, phone: username.includes('@') ? undefined : username });
      return 'signedIn';
    }),
    signUpUser: vi.fn(async (_username: string, _password: string, _attributes: object): Promise<'created' | 'codeResent'> => 'created'),
    confirmSignUpCode: vi.fn(async (_username: string, _code: string) => {}),
    resendCode: vi.fn(async (_username: string) => {}),
    requestPasswordReset: vi.fn(async (_username: string) => {}),
    confirmPasswordReset: vi.fn(async (_username: string, _code: string, _password: string) => {}),
    signOutUser: vi.fn(async () => clearSession()),
    addContact: vi.fn(async (_kind: 'email' | 'phone', _value: string) => {}),
    resendContactCode: vi.fn(async (_kind: 'email' | 'phone') => {}),
    confirmContact: vi.fn(async (_kind: 'email' | 'phone', _code: string) => {}),
    setAccountName: vi.fn(async (_fullName: string) => {}),
    freshAccessToken: vi.fn(async () => null),
  };
}

export type FakeAuth = ReturnType<typeof fakeAuthModule>;

/** A Cognito-style error (Amplify surfaces the service's exception name). */
export function cognitoError(name: string, message: string): Error {
  return Object.assign(new Error(message), { name });
}
