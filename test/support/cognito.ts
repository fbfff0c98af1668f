/**
 * cognito-local helpers for tests: a pool with its app client, confirmed
 * users, and real tokens.
 */
import { inject } from 'vitest';
import {
  confirmSignUp,
  createUserPool,
  ensureConfirmedUser,
  passwordLogin,
  signUp,
  type PoolIds,
  type Tokens,
} from '../../infra/local/cognito-api';
import './provided';

export type { PoolIds, Tokens };

/** cognito-local's endpoint in the current project. */
export function cognitoEndpoint(): string {
  return inject('emulators').cognito;
}

/** A new pool configured like the platform's (and its web client). */
export function createTestPool(): Promise<PoolIds> {
  return createUserPool(cognitoEndpoint(), `test-${Date.now()}`);
}

/** Self sign-up by e-mail, then confirmation with the code cognito-local "sent". Returns the `sub`. */
export async function signUpAndConfirm(pool: PoolIds, email: string, password = 'secret1'): Promise<string> {
  const endpoint = cognitoEndpoint();
  const sub = await signUp(endpoint, pool.userPoolClientId, { username: email, password, attributes: { email } });
  await confirmSignUp(endpoint, pool.userPoolClientId, email, inject('emulators').cognitoCode);
  return sub;
}

/** A confirmed user created by an admin (verified e-mail). Returns the `sub`. */
export function createConfirmedUser(pool: PoolIds, email: string, password = 'secret1', name?: string): Promise<string> {
  return ensureConfirmedUser(cognitoEndpoint(), pool.userPoolId, { email, password, name });
}

/** Tokens from a password login, as the SPA gets them. */
export function getTokens(clientId: string, username: string, password = 'secret1'): Promise<Tokens> {
  return passwordLogin(cognitoEndpoint(), clientId, username, password);
}
