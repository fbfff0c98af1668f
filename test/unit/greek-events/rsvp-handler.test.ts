/**
 * RSVP Now's error mapping in the greek-events handler: bad input, no caller, an
 * unknown event, and a change that keeps losing to concurrent ones.
 * DynamoDB is mocked; the counts themselves are checked in
 * test/integration/greek-events/rsvp.test.ts.
 */
import { BatchGetCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { handler } from '../../../functions/greek-events/handler';
import { resetClients } from '../../../functions/lib/aws';
import { keys } from '../../../functions/domains/keys';
import { apiEvent, lambdaContext, parse } from '../support/api-event';

const ddb = mockClient(DynamoDBDocumentClient);
const EVENT = '6f1c2b9e-3d4a-5b6c-8d7e-9f0a1b2c3d4e';
const SUB = 'user-1';

const setRsvp = async (body: unknown, withCaller = true) =>
  parse(
    await handler(
      apiEvent('setGreekEventRsvp', { params: { id: EVENT }, body: JSON.stringify(body), claims: withCaller ? { sub: SUB } : undefined }),
      lambdaContext,
    ),
  );

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });

describe('Greek-life RSVP handler', () => {
  beforeEach(() => {
    ddb.reset();
    resetClients();
    process.env.TABLE_NAME = 'unit-table';
  });

  it.each([[{}], [{ status: 'not_going' }], [{ status: 'GOING' }]])('refuses %j with the message to choose', async (body) => {
    const res = await setRsvp(body);
    expect(res).toMatchObject({ statusCode: 400, json: { message: 'Please choose interested or going' } });
    expect(ddb.calls()).toHaveLength(0);
  });

  it('answers 401 without a caller', async () => {
    expect((await setRsvp({ status: 'going' }, false)).statusCode).toBe(401);
  });

  it('answers 404 "Event not found" for an unknown event, writing nothing', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { 'unit-table': [] } });
    const res = await setRsvp({ status: 'going' });
    expect(res).toMatchObject({ statusCode: 404, json: { message: 'Event not found' } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('answers 401 when the account has no profile any more (deleted, token not yet expired)', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { 'unit-table': [{ ...keys.greekEvent.item(EVENT), goingCount: 0 }] } });
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'None', 'ConditionalCheckFailed'));
    expect((await setRsvp({ status: 'going' })).statusCode).toBe(401);
  });

  it('retries a change that lost to a concurrent one, then gives up with "Failed to update RSVP"', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { 'unit-table': [{ ...keys.greekEvent.item(EVENT), goingCount: 3 }] } });
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'ConditionalCheckFailed', 'None', 'None'));
    const res = await setRsvp({ status: 'going' });
    expect(res).toMatchObject({ statusCode: 409, json: { message: 'Failed to update RSVP' } });
    expect(ddb.commandCalls(TransactWriteCommand).length).toBeGreaterThan(1);
  });

  it('writes the RSVP, its user-side view and the count in one transaction', async () => {
    ddb.on(BatchGetCommand).resolves({ Responses: { 'unit-table': [{ ...keys.greekEvent.item(EVENT), goingCount: 3, interestedCount: 5 }] } });
    ddb.on(TransactWriteCommand).resolves({});
    const res = await setRsvp({ status: 'going' });
    expect(res).toMatchObject({ statusCode: 200, json: { status: 'going', interestedCount: 5, goingCount: 4 } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
