/**
 * The SPA's sign-up (`web/src/lib/auth/cognito.ts`, Amplify v6) against the
 * local Cognito, as the browser runs it: a second try after "Back to sign
 * up" gets a new code for the unconfirmed account; a confirmed one is
 * refused as already registered.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { configureAuth, signInWithPassword, signUpUser } from '../../../web/src/lib/auth/cognito';
import { cognitoCode, cognitoEndpoint, createTestPool } from '../../support/cognito';
import { confirmSignUp, type PoolIds } from '../../../infra/local/cognito-api';

let pool: PoolIds;
let run = 0;
const phone = (): string => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${++run % 10}`;

beforeAll(async () => {
  pool = await createTestPool();
  configureAuth({ region: 'us-east-1', userPoolId: pool.userPoolId, userPoolClientId: pool.userPoolClientId, cognitoEndpoint: cognitoEndpoint() });
});

describe('sign-up through Amplify, second try', () => {
  it('gives an unconfirmed phone account a new code, which confirms it; then refuses the number as registered', async () => {
    const number = phone();
    const attributes = { phone_number: number, name: 'Phoebe Phone', 'custom:school_id': 'school-1' };
    expect(await signUpUser(number, 'secret1', attributes)).toBe('created');
    expect(await signUpUser(number, 'secret1', attributes)).toBe('codeResent');

    await confirmSignUp(cognitoEndpoint(), pool.userPoolClientId, number, cognitoCode());
    expect(await signInWithPassword(number, 'secret1')).toBe('signedIn');

    const again = await signUpUser(number, 'secret1', attributes).then(
      () => null,
      (error: unknown) => error,
    );
    expect((again as Error | null)?.name).toBe('UsernameExistsException');
  });
});
