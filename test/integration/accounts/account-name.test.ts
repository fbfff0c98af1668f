/**
 * The profile's name comes from the Cognito account, which takes any 2,048
 * characters however it is set — at sign-up, or on the account since,
 * straight against Cognito. Through the real local API server: GET /me makes
 * a profile only from a name that passes the full-name rules every form
 * uses; any other is refused with a 400 that says what to do, storing
 * nothing (no profile, no search entry, no count) and never a 500; once the
 * name is set right on the account, as the SPA does it, the profile is made
 * from it.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../shared/api/types';
import { ACCOUNT_NAME_ISSUE, unusableAccountNameMessage } from '../../../shared/account-name';
import { notPlainTextMessage } from '../../../shared/schemas/common';
import type { RunningApiServer } from '../../../infra/local/api-server';
import { cognitoCall } from '../../../infra/local/cognito-api';
import { resetCognito } from '../../../functions/lib/clients/cognito';
import { readUserPartition } from '../../../functions/domains/people/users';
import { findPeople } from '../../../functions/domains/people/people-search';
import { cognitoEndpoint, createTestPool, signIn, signUpAndConfirm, type PoolIds } from '../../support/cognito';
import { apiCall, startPoolApi } from '../../support/pool-api';
import { useFreshTable } from '../../support/table';

useFreshTable();

let server: RunningApiServer;
let pool: PoolIds;

beforeAll(async () => {
  pool = await createTestPool();
  process.env.USER_POOL_ID = pool.userPoolId;
  resetCognito();
  server = await startPoolApi(pool);
});
afterAll(async () => {
  await server?.close();
});

const NOT_PLAIN = notPlainTextMessage('Full name');
const TOO_LONG = 'Full name must be less than 100 characters';

/** Hostile names, each with the rule it breaks. */
const HOSTILE: [label: string, name: string, reason: string][] = [
  ['a right-to-left override', 'Sam \u202Egnp.exe', NOT_PLAIN],
  ['a NUL', 'Sam\u0000Smith', NOT_PLAIN],
  ['an isolate', 'Sam \u2067Smith\u2069', NOT_PLAIN],
  ['a zero-width space', 'Sam\u200BSmith', NOT_PLAIN],
  ['a right-to-left mark', 'Sam\u200FSmith', NOT_PLAIN],
  ['a byte order mark inside', 'Sam\uFEFFSmith', NOT_PLAIN],
  ['800 characters', 'S'.repeat(800), TOO_LONG],
  // The one that made every call of the account a 500: its search entries' keys outgrew DynamoDB's limit.
  ['1,000 characters', 'Sam '.repeat(250), TOO_LONG],
];

/** A confirmed account named as the sign-up form would, signed in. */
async function account(name = 'Pat Lee') {
  const email = `name-${randomUUID().slice(0, 8)}@example.edu`;
  const sub = await signUpAndConfirm({ pool, username: email, attributes: { email, name } });
  const tokens = await signIn(email, 'secret1', { pool });
  return { email, sub, token: tokens.accessToken };
}

/** Nothing of the account is stored: no profile, no item of its partition, no search entry under its name or address. */
async function expectNothingStored(user: { sub: string; email: string }) {
  expect((await readUserPartition(user.sub)).items).toEqual([]);
  expect((await findPeople(user.email, randomUUID())).map((p) => p.sub)).not.toContain(user.sub);
  expect((await findPeople('sam', randomUUID())).map((p) => p.sub)).not.toContain(user.sub);
}

describe('GET /me with the name on the Cognito account', () => {
  it.each(HOSTILE)('refuses a name with %s set on the account, with a 400 saying what to do, and stores nothing', async (_label, name, reason) => {
    const user = await account();
    // Straight against Cognito, as anyone holding the account can (UpdateUserAttributes) or an admin (AdminUpdateUserAttributes).
    await cognitoCall(cognitoEndpoint(), 'AdminUpdateUserAttributes', { UserPoolId: pool.userPoolId, Username: user.sub, UserAttributes: [{ Name: 'name', Value: name }] });
    for (let attempt = 0; attempt < 2; attempt++) {
      const res = await apiCall(server, 'GET', '/me', user.token);
      expect([res.status, res.json]).toEqual([400, { message: unusableAccountNameMessage(reason), issues: [{ path: ACCOUNT_NAME_ISSUE, message: reason }] }]);
    }
    // Every route that makes the profile refuses alike.
    const school = await apiCall(server, 'PUT', '/me/school', user.token, { schoolId: randomUUID() });
    expect(school.status).toBe(400);
    expect((await apiCall(server, 'PUT', '/me/profile', user.token, { dateOfBirth: null })).status).toBe(400);
    await expectNothingStored(user);
  });

  it('refuses a hostile name given at sign-up itself (Cognito took it), then makes the profile once the account’s name is set right', async () => {
    const user = await account('Sam \u202Egnp.exe');
    const refused = await apiCall(server, 'GET', '/me', user.token);
    expect([refused.status, refused.json.message]).toEqual([400, unusableAccountNameMessage(NOT_PLAIN)]);
    await expectNothingStored(user);

    // What the SPA's "enter your full name again" does: the account's own name, with its own token.
    await cognitoCall(cognitoEndpoint(), 'UpdateUserAttributes', { AccessToken: user.token, UserAttributes: [{ Name: 'name', Value: '  Sam Smith ' }] });
    const me = await apiCall<MeResponse>(server, 'GET', '/me', user.token);
    expect(me.status).toBe(200);
    expect(me.json.profile).toMatchObject({ id: user.sub, fullName: 'Sam Smith' });
    expect((await findPeople('sam smith', randomUUID())).map((p) => p.sub)).toContain(user.sub);
  });

  it('keeps taking the names people have: accents, other scripts, an emoji sequence, and no name at all', async () => {
    for (const name of ['Zoë Ångström', 'محمد علي', 'Priya 👩\u200D💻']) {
      const user = await account(name);
      const me = await apiCall<MeResponse>(server, 'GET', '/me', user.token);
      expect([me.status, me.json.profile?.fullName]).toEqual([200, name]);
    }
    const nameless = await account();
    await cognitoCall(cognitoEndpoint(), 'AdminDeleteUserAttributes', { UserPoolId: pool.userPoolId, Username: nameless.sub, UserAttributeNames: ['name'] });
    const me = await apiCall<MeResponse>(server, 'GET', '/me', nameless.token);
    expect([me.status, me.json.profile?.fullName]).toEqual([200, '']);
  });
});
