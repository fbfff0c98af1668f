/**
 * The local Cognito does what the SPA (Amplify v6, USER_PASSWORD_AUTH) and
 * the functions need, as Cognito does in AWS: e-mail and phone sign-up with
 * codes, Resend code, sign-in, token refresh (GetTokensFromRefreshToken)
 * accepted by the local API server, sign-out revoking the session, Forgot
 * password, the admin calls of account deletion, and CORS for the browser.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt } from 'jose';
import { cognitoJwtConfig } from '../../../infra/local/api/auth';
import type { LocalRoute } from '../../../infra/local/api/event';
import { createHandlerLoader } from '../../../infra/local/api/handlers';
import { startApiServer, type RunningApiServer } from '../../../infra/local/api-server';
import { CognitoError, cognitoCall, confirmSignUp, signUp, type PoolIds } from '../../../infra/local/cognito-api';
import type { DeliveredCode } from '../../../infra/local/cognito-local';
import {
  cognitoCode,
  cognitoEndpoint,
  createTestPool,
  expiredToken,
  type OwnCognito,
  refreshTokens,
  signIn,
  signUpAndConfirm,
  startOwnCognito,
} from '../../support/cognito';

const ROUTES: LocalRoute[] = [{ id: 'me', method: 'GET', path: '/me', feature: 'echo', auth: 'user' }];

let pool: PoolIds;
let api: RunningApiServer;
let run = 0;
/** A fresh e-mail / phone per test (the pool is shared by the file). */
const email = (): string => `user-${Date.now()}-${++run}@example.edu`;
const phone = (): string => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${++run % 10}`;

const claimsOf = (token: string): Record<string, unknown> => decodeJwt(token) as Record<string, unknown>;

/** GET /api/me through the local API server with this bearer token: the status and the claims the handler saw. */
async function callApi(accessToken: string): Promise<{ status: number; sub?: string }> {
  const response = await fetch(`${api.url}/api/me`, { headers: { authorization: `Bearer ${accessToken}` } });
  const body = (await response.json()) as { claims?: { sub?: string } };
  return { status: response.status, sub: body.claims?.sub };
}

/** The Cognito error type a call fails with. */
async function errorOf(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  if (!(error instanceof CognitoError)) throw new Error(`expected a Cognito error, got ${String(error)}`);
  return error.type;
}

beforeAll(async () => {
  pool = await createTestPool();
  api = await startApiServer({
    port: 0,
    routes: ROUTES,
    loadHandler: createHandlerLoader(() => import('./fixtures/echo-handler')),
    auth: cognitoJwtConfig(cognitoEndpoint(), pool.userPoolId, pool.userPoolClientId),
  });
});

afterAll(async () => {
  await api?.close();
});

describe('sign-up and sign-in', () => {
  it('signs up by phone (E.164 username, SMS code), confirms, and signs in with the phone number', async () => {
    const number = phone();
    const signUpResult = await cognitoCall<{ UserSub: string; UserConfirmed: boolean; CodeDeliveryDetails: { DeliveryMedium: string; Destination: string } }>(
      cognitoEndpoint(),
      'SignUp',
      {
        ClientId: pool.userPoolClientId,
        Username: number,
        Password: 'secret1',
        UserAttributes: [
          { Name: 'phone_number', Value: number },
          { Name: 'name', Value: 'Phoebe Phone' },
          { Name: 'custom:school_id', Value: 'school-1' },
        ],
      },
    );
    expect(signUpResult.UserConfirmed).toBe(false);
    expect(signUpResult.CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'SMS', Destination: number });

    await confirmSignUp(cognitoEndpoint(), pool.userPoolClientId, number, cognitoCode());
    const tokens = await signIn(number, 'secret1', { pool });
    expect(claimsOf(tokens.idToken)).toMatchObject({
      sub: signUpResult.UserSub,
      phone_number: number,
      phone_number_verified: true,
      name: 'Phoebe Phone',
      'custom:school_id': 'school-1',
    });
    expect(await callApi(tokens.accessToken)).toEqual({ status: 200, sub: signUpResult.UserSub });
  });

  it('signs up by e-mail, refuses sign-in until confirmed, then signs in with the e-mail', async () => {
    const address = email();
    const sub = await signUp(cognitoEndpoint(), pool.userPoolClientId, {
      username: address,
      password: 'secret1',
      attributes: { email: address, name: 'Erin Email', 'custom:school_id': 'school-2' },
    });
    expect(await errorOf(signIn(address, 'secret1', { pool }))).toBe('UserNotConfirmedException');
    expect(await errorOf(confirmSignUp(cognitoEndpoint(), pool.userPoolClientId, address, '000000'))).toBe('CodeMismatchException');

    await confirmSignUp(cognitoEndpoint(), pool.userPoolClientId, address, cognitoCode());
    const tokens = await signIn(address, 'secret1', { pool });
    expect(claimsOf(tokens.idToken)).toMatchObject({ sub, email: address, email_verified: true, name: 'Erin Email', 'custom:school_id': 'school-2' });
    expect(claimsOf(tokens.accessToken)).toMatchObject({ sub, token_use: 'access', client_id: pool.userPoolClientId });
    expect(await errorOf(signIn(address, 'wrong-password', { pool }))).toBe('NotAuthorizedException');
  });

  it('refuses a second sign-up with the same e-mail', async () => {
    const address = email();
    await signUpAndConfirm({ username: address, pool });
    expect(await errorOf(signUp(cognitoEndpoint(), pool.userPoolClientId, { username: address, password: 'secret1', attributes: { email: address } }))).toBe(
      'UsernameExistsException',
    );
  });

  it('gives fetchUserAttributes (GetUser) every attribute of the signed-in user', async () => {
    const address = email();
    await signUpAndConfirm({ username: address, pool, attributes: { email: address, name: 'Gina Get', 'custom:school_id': 'school-3' } });
    const { accessToken } = await signIn(address, 'secret1', { pool });
    const user = await cognitoCall<{ UserAttributes: { Name: string; Value: string }[] }>(cognitoEndpoint(), 'GetUser', { AccessToken: accessToken });
    const attributes = Object.fromEntries(user.UserAttributes.map((a) => [a.Name, a.Value]));
    expect(attributes).toMatchObject({ email: address, email_verified: 'true', name: 'Gina Get', 'custom:school_id': 'school-3' });
  });
});

describe('attribute values', () => {
  const nameOf = async (username: string) =>
    (await cognitoCall<{ UserAttributes: { Name: string; Value: string }[] }>(cognitoEndpoint(), 'AdminGetUser', { UserPoolId: pool.userPoolId, Username: username })).UserAttributes.find(
      (a) => a.Name === 'name',
    )?.Value;

  it('takes any name of up to 2,048 characters, as Cognito does, and refuses a longer one by every way in', async () => {
    const address = email();
    // Cognito checks nothing else of a name: the API does (test/integration/accounts/account-name.test.ts).
    const hostile = `\u202Egnp.exe\u0000${'x'.repeat(2048 - 9)}`;
    expect(hostile).toHaveLength(2048);
    await signUpAndConfirm({ pool, username: address, attributes: { email: address, name: hostile } });
    expect(await nameOf(address)).toBe(hostile);

    const tooLong = 'y'.repeat(2049);
    expect(await errorOf(signUp(cognitoEndpoint(), pool.userPoolClientId, { username: email(), password: 'secret1', attributes: { name: tooLong } }))).toBe('InvalidParameterException');
    expect(await errorOf(cognitoCall(cognitoEndpoint(), 'AdminUpdateUserAttributes', { UserPoolId: pool.userPoolId, Username: address, UserAttributes: [{ Name: 'name', Value: tooLong }] }))).toBe(
      'InvalidParameterException',
    );
    const { accessToken } = await signIn(address, 'secret1', { pool });
    expect(await errorOf(cognitoCall(cognitoEndpoint(), 'UpdateUserAttributes', { AccessToken: accessToken, UserAttributes: [{ Name: 'name', Value: tooLong }] }))).toBe('InvalidParameterException');
    expect(await nameOf(address)).toBe(hostile);
    // The schema's own limit: the school id's 128 characters.
    expect(
      await errorOf(cognitoCall(cognitoEndpoint(), 'AdminUpdateUserAttributes', { UserPoolId: pool.userPoolId, Username: address, UserAttributes: [{ Name: 'custom:school_id', Value: 'z'.repeat(129) }] })),
    ).toBe('InvalidParameterException');
  });
});

describe('Resend code', () => {
  let own: OwnCognito;
  let endpoint: string;
  let ownPool: PoolIds;
  const codesFor = (username: string): DeliveredCode[] => own.delivered.filter((d) => d.username === username);

  beforeAll(async () => {
    own = await startOwnCognito();
    ({ endpoint, pool: ownPool } = own);
  });

  afterAll(async () => {
    await own?.stop();
  });

  it('sends a new code that confirms the account, and leaves other pending sign-ups alone', async () => {
    const address = email();
    const other = phone();
    await signUp(endpoint, ownPool.userPoolClientId, { username: address, password: 'secret1', attributes: { email: address } });
    await signUp(endpoint, ownPool.userPoolClientId, { username: other, password: 'secret1', attributes: { phone_number: other } });

    const resent = await cognitoCall<{ CodeDeliveryDetails: { DeliveryMedium: string; Destination: string } }>(endpoint, 'ResendConfirmationCode', {
      ClientId: ownPool.userPoolClientId,
      Username: address,
    });
    expect(resent.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: address });
    const [first, second] = codesFor(address);
    expect(first).toMatchObject({ kind: 'SignUp', destination: address });
    expect(second).toMatchObject({ kind: 'ResendCode', destination: address });
    expect(second?.code).toMatch(/^\d{6}$/);

    await confirmSignUp(endpoint, ownPool.userPoolClientId, address, second?.code as string);
    const tokens = await signIn(address, 'secret1', { endpoint, pool: ownPool });
    expect(claimsOf(tokens.idToken).email_verified).toBe(true);

    // The other user's code, sent before the resend, still works.
    const [otherCode] = codesFor(other);
    expect(otherCode).toMatchObject({ kind: 'SignUp', destination: other });
    await confirmSignUp(endpoint, ownPool.userPoolClientId, other, otherCode?.code as string);
    await signIn(other, 'secret1', { endpoint, pool: ownPool });
  });

  it('refuses to resend a code to a confirmed account', async () => {
    const address = email();
    await signUp(endpoint, ownPool.userPoolClientId, { username: address, password: 'secret1', attributes: { email: address } });
    await confirmSignUp(endpoint, ownPool.userPoolClientId, address, codesFor(address)[0]?.code as string);
    const attempt = cognitoCall(endpoint, 'ResendConfirmationCode', { ClientId: ownPool.userPoolClientId, Username: address });
    expect(await errorOf(attempt)).toBe('InvalidParameterException');
  });
});

describe('sessions', () => {
  it('refreshes tokens (GetTokensFromRefreshToken) into new ones the local API accepts', async () => {
    const address = email();
    const sub = await signUpAndConfirm({ username: address, pool });
    const tokens = await signIn(address, 'secret1', { pool });
    const refreshed = await refreshTokens(tokens.refreshToken, { pool });
    expect(refreshed.accessToken).not.toBe(tokens.accessToken);
    expect(claimsOf(refreshed.accessToken)).toMatchObject({ sub, token_use: 'access', client_id: pool.userPoolClientId });
    expect(claimsOf(refreshed.idToken)).toMatchObject({ sub, email: address });
    expect(await callApi(refreshed.accessToken)).toEqual({ status: 200, sub });
  });

  it('has the local API refuse an expired access token with 401', async () => {
    const address = email();
    await signUpAndConfirm({ username: address, pool });
    const { accessToken } = await signIn(address, 'secret1', { pool });
    expect((await callApi(accessToken)).status).toBe(200);
    expect((await callApi(await expiredToken(accessToken))).status).toBe(401);
  });

  it('ends the session on sign-out: a revoked refresh token (RevokeToken) no longer refreshes', async () => {
    const address = email();
    await signUpAndConfirm({ username: address, pool });
    const tokens = await signIn(address, 'secret1', { pool });
    // Amplify only revokes when the access token has origin_jti, as Cognito's do.
    expect(claimsOf(tokens.accessToken).origin_jti).toEqual(expect.any(String));
    await cognitoCall(cognitoEndpoint(), 'RevokeToken', { ClientId: pool.userPoolClientId, Token: tokens.refreshToken });
    expect(await errorOf(refreshTokens(tokens.refreshToken, { pool }))).toBe('NotAuthorizedException');
  });

  it('signs a user out everywhere (AdminUserGlobalSignOut, account deletion) and finds and deletes the user by sub', async () => {
    const address = email();
    const sub = await signUpAndConfirm({ username: address, pool });
    const first = await signIn(address, 'secret1', { pool });
    const second = await signIn(address, 'secret1', { pool });

    const found = await cognitoCall<{ UserAttributes: { Name: string; Value: string }[] }>(cognitoEndpoint(), 'AdminGetUser', { UserPoolId: pool.userPoolId, Username: sub });
    expect(found.UserAttributes).toContainEqual({ Name: 'email', Value: address });

    await cognitoCall(cognitoEndpoint(), 'AdminUserGlobalSignOut', { UserPoolId: pool.userPoolId, Username: sub });
    expect(await errorOf(refreshTokens(first.refreshToken, { pool }))).toBe('NotAuthorizedException');
    expect(await errorOf(refreshTokens(second.refreshToken, { pool }))).toBe('NotAuthorizedException');

    await cognitoCall(cognitoEndpoint(), 'AdminDeleteUser', { UserPoolId: pool.userPoolId, Username: sub });
    expect(await errorOf(signIn(address, 'secret1', { pool }))).toBe('NotAuthorizedException');
    expect(await errorOf(cognitoCall(cognitoEndpoint(), 'AdminGetUser', { UserPoolId: pool.userPoolId, Username: sub }))).toBe('UserNotFoundException');
  });
});

describe('Forgot password', () => {
  it('sends a reset code by e-mail; the new password works and the old one no longer does', async () => {
    const address = email();
    await signUpAndConfirm({ username: address, pool });
    const sent = await cognitoCall<{ CodeDeliveryDetails: object }>(cognitoEndpoint(), 'ForgotPassword', { ClientId: pool.userPoolClientId, Username: address });
    expect(sent.CodeDeliveryDetails).toEqual({ AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: address });
    const wrong = cognitoCall(cognitoEndpoint(), 'ConfirmForgotPassword', { ClientId: pool.userPoolClientId, Username: address, ConfirmationCode: '000000', Password: 'new-secret' });
    expect(await errorOf(wrong)).toBe('CodeMismatchException');

    await cognitoCall(cognitoEndpoint(), 'ConfirmForgotPassword', {
      ClientId: pool.userPoolClientId,
      Username: address,
      ConfirmationCode: cognitoCode(),
      Password: 'new-secret',
    });
    await signIn(address, 'new-secret', { pool });
    expect(await errorOf(signIn(address, 'secret1', { pool }))).toBe('NotAuthorizedException');
  });

  it('sends the reset code by SMS to an account that signed up by phone', async () => {
    const number = phone();
    await signUpAndConfirm({ username: number, pool });
    const sent = await cognitoCall<{ CodeDeliveryDetails: object }>(cognitoEndpoint(), 'ForgotPassword', { ClientId: pool.userPoolClientId, Username: number });
    expect(sent.CodeDeliveryDetails).toEqual({ AttributeName: 'phone_number', DeliveryMedium: 'SMS', Destination: number });
    await cognitoCall(cognitoEndpoint(), 'ConfirmForgotPassword', { ClientId: pool.userPoolClientId, Username: number, ConfirmationCode: cognitoCode(), Password: 'new-secret' });
    await signIn(number, 'new-secret', { pool });
  });

  it('refuses a reset for an account whose e-mail was never confirmed', async () => {
    const address = email();
    await signUp(cognitoEndpoint(), pool.userPoolClientId, { username: address, password: 'secret1', attributes: { email: address } });
    const attempt = cognitoCall(cognitoEndpoint(), 'ForgotPassword', { ClientId: pool.userPoolClientId, Username: address });
    expect(await errorOf(attempt)).toBe('InvalidParameterException');
  });
});

describe('browser access', () => {
  it('answers the CORS preflight of a Cognito call from the web origin', async () => {
    const response = await fetch(cognitoEndpoint(), {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-amz-target,x-amz-user-agent,cache-control',
      },
    });
    expect(response.status).toBeLessThan(300);
    expect(['*', 'http://127.0.0.1:5173']).toContain(response.headers.get('access-control-allow-origin'));
    expect(response.headers.get('access-control-allow-headers')).toContain('x-amz-target');
  });
});
