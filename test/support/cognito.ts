/**
 * Local Cognito helpers for tests: a pool with its app client, users signed
 * up and confirmed (by e-mail or phone) or created by an admin, real tokens,
 * and tokens re-signed with altered claims (expired, another user…).
 *
 * Works in the integration project (`inject('emulators')`) and in the e2e
 * project (`inject('stack')`, whose pool is then the default one).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { decodeJwt, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';
import {
  cognitoCall,
  confirmSignUp,
  createUserPool,
  ensureConfirmedUser,
  passwordLogin,
  signUp,
  type PoolIds,
  type Tokens,
} from '../../infra/local/cognito-api';
import { startCognitoLocal, type DeliveredCode } from '../../infra/local/cognito-local';
import { nodeModule } from '../../infra/local/paths';
import { freePort } from '../../infra/local/ports';
import './provided';

export type { PoolIds, Tokens };

/** Which local Cognito and pool a helper talks to (defaults: this project's endpoint and `defaultPool()`). */
export interface CognitoTarget {
  pool?: PoolIds;
  endpoint?: string;
}

/** The local Cognito's endpoint in the current project. */
export function cognitoEndpoint(): string {
  const endpoint = inject('emulators')?.cognito ?? inject('stack')?.endpoints.cognito;
  if (!endpoint) throw new Error('No local Cognito: use the integration or e2e project.');
  return endpoint;
}

/** The code every sign-up, resend and reset gets in tests (the emulators' fixed `CODE`). */
export function cognitoCode(): string {
  const code = inject('emulators')?.cognitoCode ?? inject('stack')?.cognitoCode;
  if (!code) throw new Error('No local Cognito: use the integration or e2e project.');
  return code;
}

/** A new pool configured like the platform's (and its web client). */
export function createTestPool(): Promise<PoolIds> {
  return createUserPool(cognitoEndpoint(), `test-${Date.now()}`);
}

/** A local Cognito of a test's own. */
export interface OwnCognito {
  endpoint: string;
  pool: PoolIds;
  /** Every code it "sent", in order. */
  delivered: DeliveredCode[];
  stop(): Promise<void>;
}

/**
 * A local Cognito of its own with random codes (the shared one has a fixed
 * CODE), started like `npm start` starts it, with the platform's pool: for
 * tests that must see which code went where.
 */
export async function startOwnCognito(): Promise<OwnCognito> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cognito-own-'));
  const delivered: DeliveredCode[] = [];
  const started = await startCognitoLocal({ port: await freePort(), dir, code: '', onCode: (d) => delivered.push(d) });
  const stop = async () => {
    await started.process.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    return { endpoint: started.endpoint, pool: await createUserPool(started.endpoint), delivered, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

let sharedPool: Promise<PoolIds> | undefined;

/** The e2e stack's pool, else one pool shared by the test file's worker (created on first use). */
export function defaultPool(): Promise<PoolIds> {
  const stack = inject('stack');
  if (stack) return Promise.resolve({ userPoolId: stack.userPoolId, userPoolClientId: stack.userPoolClientId });
  sharedPool ??= createTestPool();
  return sharedPool;
}

export interface NewUser extends CognitoTarget {
  /** The e-mail address or E.164 phone number, as the SPA sends it. */
  username: string;
  password?: string;
  /** e.g. `{ email, name, 'custom:school_id': id }` or `{ phone_number, name }`. */
  attributes?: Record<string, string>;
}

/**
 * Self sign-up, as the SPA does it, then confirmation with the code the
 * local Cognito "sent". Returns the `sub`.
 *
 * Also callable the older way: `signUpAndConfirm(pool, email, password?)`.
 */
export async function signUpAndConfirm(user: NewUser): Promise<string>;
export async function signUpAndConfirm(pool: PoolIds, email: string, password?: string): Promise<string>;
export async function signUpAndConfirm(first: NewUser | PoolIds, email?: string, password = 'secret1'): Promise<string> {
  const user: NewUser =
    'userPoolClientId' in first && email !== undefined ? { pool: first, username: email, password, attributes: { email } } : (first as NewUser);
  const endpoint = user.endpoint ?? cognitoEndpoint();
  const pool = user.pool ?? (await defaultPool());
  const sub = await signUp(endpoint, pool.userPoolClientId, {
    username: user.username,
    password: user.password ?? 'secret1',
    attributes: user.attributes ?? (user.username.includes('@') ? { email: user.username } : { phone_number: user.username }),
  });
  await confirmSignUp(endpoint, pool.userPoolClientId, user.username, cognitoCode());
  return sub;
}

/** Password sign-in (USER_PASSWORD_AUTH, as the SPA): the three tokens. */
export async function signIn(username: string, password = 'secret1', target: CognitoTarget = {}): Promise<Tokens> {
  const pool = target.pool ?? (await defaultPool());
  return passwordLogin(target.endpoint ?? cognitoEndpoint(), pool.userPoolClientId, username, password);
}

/** New access and ID tokens for a refresh token (GetTokensFromRefreshToken, as Amplify v6 refreshes). */
export async function refreshTokens(refreshToken: string, target: CognitoTarget = {}): Promise<{ accessToken: string; idToken: string }> {
  const pool = target.pool ?? (await defaultPool());
  const result = await cognitoCall<{ AuthenticationResult: { AccessToken: string; IdToken: string } }>(
    target.endpoint ?? cognitoEndpoint(),
    'GetTokensFromRefreshToken',
    { ClientId: pool.userPoolClientId, RefreshToken: refreshToken },
  );
  return { accessToken: result.AuthenticationResult.AccessToken, idToken: result.AuthenticationResult.IdToken };
}

/** A confirmed user created by an admin (verified e-mail). Returns the `sub`. */
export function createConfirmedUser(pool: PoolIds, email: string, password = 'secret1', name?: string): Promise<string> {
  return ensureConfirmedUser(cognitoEndpoint(), pool.userPoolId, { email, password, name });
}

/** Tokens from a password login, as the SPA gets them. */
export function getTokens(clientId: string, username: string, password = 'secret1'): Promise<Tokens> {
  return passwordLogin(cognitoEndpoint(), clientId, username, password);
}

let cognitoKey: Promise<CryptoKey | Uint8Array> | undefined;

/**
 * `token` with some claims changed, signed again with the local Cognito's own
 * key (so only the changed claims can make a verifier refuse it), e.g.
 * `resignToken(accessToken, { exp: past })` for an expired token.
 */
export async function resignToken(token: string, changes: JWTPayload): Promise<string> {
  cognitoKey ??= (async () => {
    const file = JSON.parse(fs.readFileSync(nodeModule('cognito-local', 'lib', 'keys', 'cognitoLocal.private.json'), 'utf8')) as { jwk: JWK };
    return importJWK(file.jwk, 'RS256');
  })();
  return new SignJWT({ ...decodeJwt(token), ...changes }).setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' }).sign(await cognitoKey);
}

/** An access token that expired a minute ago but is otherwise genuine. */
export function expiredToken(token: string): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return resignToken(token, { iat: now - 3660, auth_time: now - 3660, exp: now - 60 });
}
