/**
 * The accounts handler's validation and error mapping: what a user sees when
 * the input is wrong or Cognito fails. DynamoDB and Cognito are mocked; the
 * real behaviour is covered by test/integration/accounts.
 */
import {
  AdminDeleteUserCommand,
  AdminGetUserCommand,
  AdminUserGlobalSignOutCommand,
  CognitoIdentityProviderClient,
} from '@aws-sdk/client-cognito-identity-provider';
import { BatchWriteCommand, DynamoDBDocumentClient, GetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { handler } from '../../../functions/accounts/handler';
import { resetClients } from '../../../functions/lib/aws';
import { keys } from '../../../functions/domains/keys';
import { resetCognito } from '../../../functions/lib/clients/cognito';
import { apiEvent, lambdaContext, parse } from '../support/api-event';
import { captureLogs } from '../../support/logs';

const ddb = mockClient(DynamoDBDocumentClient);
const cognito = mockClient(CognitoIdentityProviderClient);

const SUB = '11111111-2222-3333-4444-555555555555';
const claims = { sub: SUB, username: 'ann@ua.edu', token_use: 'access' };
const SCHOOL = '0b8f7c1e-8a51-5a3f-9a50-3a4a3d7e6b21';

function failure(name: string) {
  return Object.assign(new Error(`${name} happened`), { name });
}

const call = async (id: 'getMe' | 'updateMySchool' | 'deleteMe', body?: unknown, withClaims = true) =>
  parse(
    await handler(
      apiEvent(id, { body: body === undefined ? undefined : JSON.stringify(body), claims: withClaims ? claims : undefined }),
      lambdaContext,
    ),
  );

describe('accounts handler', () => {
  beforeEach(() => {
    ddb.reset();
    cognito.reset();
    resetClients();
    resetCognito();
    process.env.TABLE_NAME = 'unit-table';
    process.env.USER_POOL_ID = 'us-east-1_unit';
    // By default: a user without a profile yet.
    ddb.on(QueryCommand).resolves({ Items: [] });
    ddb.on(GetCommand).resolves({});
  });
  afterEach(() => vi.restoreAllMocks());

  it('answers 401 without a caller (a route reached without the authorizer)', async () => {
    for (const id of ['getMe', 'updateMySchool', 'deleteMe'] as const) {
      const res = await call(id, id === 'deleteMe' ? { confirm: 'DELETE' } : id === 'updateMySchool' ? { schoolId: SCHOOL } : undefined, false);
      expect(res.statusCode).toBe(401);
      expect(res.json).toEqual({ message: 'Unauthorized' });
    }
    expect(cognito.calls()).toHaveLength(0);
  });

  it("creates the first profile from the Cognito user named by the token's username, counting the sign-up in the same transaction", async () => {
    cognito.on(AdminGetUserCommand).resolves({
      Username: 'ann@ua.edu',
      UserAttributes: [
        { Name: 'sub', Value: SUB },
        { Name: 'email', Value: 'ann@ua.edu' },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: 'Ann Lee' },
      ],
    });
    ddb.on(TransactWriteCommand).resolves({});
    const res = await call('getMe');
    expect(res.statusCode).toBe(200);
    expect(res.json.profile).toMatchObject({ id: SUB, fullName: 'Ann Lee', email: 'ann@ua.edu', phone: null, schoolId: null });
    expect(cognito.commandCalls(AdminGetUserCommand)[0]!.args[0].input).toEqual({ UserPoolId: 'us-east-1_unit', Username: 'ann@ua.edu' });
    const items = ddb.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    // The profile (only if absent), its friend-search entries ("ann", "lee", "ann lee", the address, and
    // the item naming them), the users counter and the day's sign-ups.
    expect(items).toHaveLength(8);
    expect(items[0]!.Put?.ConditionExpression).toBe('attribute_not_exists(PK)');
    const entries = [...['ann', 'lee', 'ann lee'].map((t) => keys.people.nameEntry(t, SUB)), keys.people.emailEntry('ann@ua.edu', SUB)];
    expect(items.slice(1, 5).map((i) => ({ PK: i.Put?.Item?.PK, SK: i.Put?.Item?.SK }))).toEqual(entries);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 502 with a retryable message when Cognito fails, writing nothing and leaking nothing', async () => {
    const logs = captureLogs();
    cognito.on(AdminGetUserCommand).rejects(failure('InternalErrorException'));
    const res = await call('getMe');
    expect(res.statusCode).toBe(502);
    expect(res.json).toEqual({ message: 'Profile not found. Please try again.' });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(logs.at('ERROR')).toEqual([expect.objectContaining({ message: 'Cognito call failed', error: expect.objectContaining({ name: 'InternalErrorException' }) })]);
  });

  it('answers 401 for the valid token of a user no longer in the pool, without recreating the profile', async () => {
    cognito.on(AdminGetUserCommand).rejects(failure('UserNotFoundException'));
    const res = await call('getMe');
    expect(res.statusCode).toBe(401);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it.each([[{}], [{ schoolId: '' }], [{ schoolId: 'not-a-school' }], [{ schoolId: 42 }]])(
    'refuses My School without a valid school id (%j) with "Please select your school"',
    async (body) => {
      const res = await call('updateMySchool', body);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe('Please select your school');
      expect(ddb.calls()).toHaveLength(0);
    },
  );

  it('answers 404 "School not found" for an unknown school and changes nothing', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ ...keys.profile.item(SUB), sub: SUB, fullName: 'Ann', createdAt: 'x' }] });
    ddb.on(GetCommand).resolves({});
    const res = await call('updateMySchool', { schoolId: SCHOOL });
    expect(res).toMatchObject({ statusCode: 404, json: { message: 'School not found' } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it.each([[{}], [{ confirm: 'delete' }], [{ confirm: ' DELETE' }]])(
    'refuses account deletion without the exact word DELETE (%j) and deletes nothing',
    async (body) => {
      const res = await call('deleteMe', body);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe('Please type DELETE to confirm account deletion');
      expect(ddb.calls()).toHaveLength(0);
      expect(cognito.calls()).toHaveLength(0);
    },
  );

  it('deletes the personal records first and the Cognito user last; a Cognito failure is a retryable 502', async () => {
    captureLogs();
    // The partition holds an admin grant the first time it is read, then nothing; the person uploaded nothing.
    const partitionReads: Record<string, unknown>[][] = [[{ ...keys.admin.item(SUB), sub: SUB }]];
    ddb.on(QueryCommand).callsFake((input: { ExpressionAttributeValues?: Record<string, unknown> }) => ({
      Items: input.ExpressionAttributeValues?.[':prefix'] === keys.mediaRecord.ofUser(SUB).prefix ? [] : (partitionReads.shift() ?? []),
    }));
    ddb.on(BatchWriteCommand).resolves({});
    cognito.on(AdminDeleteUserCommand).rejects(failure('TooManyRequestsException'));
    const res = await call('deleteMe', { confirm: 'DELETE' });
    expect(res.statusCode).toBe(502);
    expect(res.json).toEqual({ message: 'Failed to delete account. Please try again.' });
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(1);
    expect(cognito.commandCalls(AdminDeleteUserCommand)[0]!.args[0].input).toEqual({ UserPoolId: 'us-east-1_unit', Username: 'ann@ua.edu' });
  });

  it('deletes nothing when Cognito cannot sign the user out first', async () => {
    captureLogs();
    cognito.on(AdminUserGlobalSignOutCommand).rejects(failure('InternalErrorException'));
    const res = await call('deleteMe', { confirm: 'DELETE' });
    expect(res).toMatchObject({ statusCode: 502, json: { message: 'Failed to delete account. Please try again.' } });
    // Only the profile was read (is the token still good for the account?).
    expect(ddb.calls().map((c) => c.args[0].constructor.name)).toEqual(['GetCommand']);
    expect(cognito.commandCalls(AdminDeleteUserCommand)).toHaveLength(0);
  });

  it('treats a Cognito user already gone as deleted (a retry after a partial failure succeeds)', async () => {
    cognito.on(AdminUserGlobalSignOutCommand).rejects(failure('UserNotFoundException'));
    cognito.on(AdminDeleteUserCommand).rejects(failure('UserNotFoundException'));
    const res = await call('deleteMe', { confirm: 'DELETE' });
    expect(res).toMatchObject({ statusCode: 200, json: { ok: true } });
  });
});
