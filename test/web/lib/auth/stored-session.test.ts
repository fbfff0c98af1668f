import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installAuth } from '../../../../web/src/lib/auth/setup';
import { api, setTokenProvider, setUnauthorizedHandler } from '../../../../web/src/lib/api';
import { getSession, syncSession } from '../../../../web/src/lib/auth/session-store';
import { readStoredTokens } from '../../../../web/src/lib/auth/stored-tokens';
import { mockApi } from '../../support/mock-api';
import { CLIENT_ID, clearSession, fakeJwt, storeSession } from '../../support/fake-auth';

afterEach(() => {
  clearSession();
  setTokenProvider(async () => null);
  setUnauthorizedHandler(() => {});
});

describe('the session the shell reads at first paint', () => {
  it('comes from the tokens Amplify stored: sub, e-mail and phone of the id token', () => {
    storeSession({ sub: 'a1b2c3d4-0000-4000-8000-000000000001', email: 'pat@ua.edu' });
    expect(getSession()).toEqual({
      status: 'signedIn',
      user: { sub: 'a1b2c3d4-0000-4000-8000-000000000001', email: 'pat@ua.edu', phone: null },
    });
    expect(readStoredTokens()?.clientId).toBe(CLIENT_ID);
  });

  it('shows only verified contact claims: a phone sign-up naming someone else’s e-mail shows no e-mail', () => {
    storeSession({ sub: 'a1b2c3d4-0000-4000-8000-000000000004', phone: '+12055550100' });
    const username = '+12055550100';
    const key = `CognitoIdentityServiceProvider.${CLIENT_ID}.${username}.idToken`;
    const stored = JSON.parse(atob(localStorage.getItem(key)!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    localStorage.setItem(key, fakeJwt({ ...stored, email: 'victim@ua.edu', email_verified: false }));
    syncSession();
    expect(getSession().user).toEqual({ sub: 'a1b2c3d4-0000-4000-8000-000000000004', email: null, phone: '+12055550100' });
  });

  it('is signed out when nothing is stored or the tokens are unreadable', () => {
    expect(getSession().status).toBe('signedOut');
    localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.LastAuthUser`, 'someone');
    localStorage.setItem(`CognitoIdentityServiceProvider.${CLIENT_ID}.someone.accessToken`, 'not-a-jwt');
    expect(readStoredTokens()).toBeNull();
  });
});

describe('a 401 from the API', () => {
  it('signs the user out cleanly (tokens and cached data gone) and goes to /auth', async () => {
    storeSession({ sub: 'a1b2c3d4-0000-4000-8000-000000000002', email: 'lee@ua.edu' });
    const queryClient = new QueryClient();
    queryClient.setQueryData(['me'], { cached: true });
    const navigate = vi.fn();
    mockApi({ 'GET /api/me': { status: 401, body: { message: 'Unauthorized' } } });
    installAuth({ queryClient, navigate });

    await expect(api('getMe')).rejects.toMatchObject({ status: 401 });

    expect(getSession().status).toBe('signedOut');
    expect(Object.keys(localStorage).filter((k) => k.startsWith('CognitoIdentityServiceProvider.'))).toEqual([]);
    expect(queryClient.getQueryData(['me'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\?mode=login&redirect=/));
  });

  it('sends the stored access token while it is fresh', async () => {
    storeSession({ sub: 'a1b2c3d4-0000-4000-8000-000000000003', email: 'kim@ua.edu' });
    installAuth({ queryClient: new QueryClient(), navigate: vi.fn() });
    let authorization: string | null = null;
    const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      authorization = new Headers(init?.headers).get('authorization');
      return new Response('{"schools":[]}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    await api('listSchools');
    expect(authorization).toBe(`Bearer ${readStoredTokens()!.accessToken}`);
  });
});
