/**
 * Adding an e-mail to a phone account (or a phone number to an e-mail one)
 * through the SPA's Amplify module against a local Cognito of its own, started
 * like `npm start` starts it: the code goes to the address being added, the
 * right code verifies it and the refreshed session carries it; an address
 * another account signs in with is refused.
 */
import { decodeJwt } from 'jose';
import { fetchAuthSession } from 'aws-amplify/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmSignUp, ensureConfirmedUser, signUp, type PoolIds } from '../../../infra/local/cognito-api';
import { addContact, configureAuth, confirmContact, resendContactCode, signInWithPassword, signOutUser } from '../../../web/src/lib/auth/cognito';
import { type OwnCognito, startOwnCognito } from '../../support/cognito';

let own: OwnCognito;
let endpoint: string;
let pool: PoolIds;
const lastCodeTo = (destination: string) => own.delivered.filter((d) => d.destination === destination).at(-1);
let run = 0;
const phone = (): string => `+1555${String(Date.now() % 1_000_000).padStart(6, '0')}${++run % 10}`;

async function phoneUser(): Promise<string> {
  const number = phone();
  await signUp(endpoint, pool.userPoolClientId, { username: number, password: 'secret1', attributes: { phone_number: number, name: 'Phoebe Phone' } });
  await confirmSignUp(endpoint, pool.userPoolClientId, number, lastCodeTo(number)!.code);
  return number;
}

/** The id token's claims after a refresh (what the header shows once the session renews). */
const idClaims = async () => decodeJwt((await fetchAuthSession({ forceRefresh: true })).tokens!.idToken!.toString());
const errorName = (call: Promise<unknown>) => call.then(() => 'no error', (error: Error) => error.name);

beforeAll(async () => {
  own = await startOwnCognito();
  ({ endpoint, pool } = own);
  configureAuth({ region: 'us-east-1', userPoolId: pool.userPoolId, userPoolClientId: pool.userPoolClientId, cognitoEndpoint: endpoint });
});

afterAll(async () => {
  await signOutUser().catch(() => undefined);
  await own?.stop();
});

describe('Add Email on a phone account', () => {
  it('sends the code to the new e-mail, verifies it with that code, and the refreshed session carries it', async () => {
    const number = await phoneUser();
    await signInWithPassword(number, 'secret1');
    const address = `phoebe-${run}@example.edu`;
    await addContact('email', address);
    expect(lastCodeTo(address)).toMatchObject({ destination: address });
    expect(own.delivered.filter((d) => d.destination === number)).toHaveLength(1); // the sign-up code only
    expect((await idClaims()).email).toBeUndefined(); // not the account's until verified

    expect(await errorName(confirmContact('email', '000000'))).toBe('CodeMismatchException');
    await resendContactCode('email');
    const code = lastCodeTo(address)!.code;
    await confirmContact('email', code);
    expect(await idClaims()).toMatchObject({ phone_number: number, email: address, email_verified: true });
    await signOutUser();
  });

  it('refuses an e-mail another account signs in with', async () => {
    const taken = `taken-${run}@example.edu`;
    await ensureConfirmedUser(endpoint, pool.userPoolId, { email: taken, password: 'secret1', name: 'Tia Taken' });
    const number = await phoneUser();
    await signInWithPassword(number, 'secret1');
    await addContact('email', taken);
    expect(await errorName(confirmContact('email', lastCodeTo(taken)!.code))).toBe('AliasExistsException');
    expect((await idClaims()).email).toBeUndefined();
    await signOutUser();
  });
});
