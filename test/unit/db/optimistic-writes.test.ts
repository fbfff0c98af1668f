/**
 * The one way to write optimistically (functions/lib/db): the failure
 * decoder, retry-on-conflict, the counter operation, the batch read that
 * handles unprocessed keys, and the RSVP repository built on them. DynamoDB
 * is mocked: DynamoDB Local never returns `TransactionConflict` nor leaves
 * keys unprocessed, so those paths are injected here; the counts under real
 * concurrency are held by the integration tests.
 */
import { BatchGetCommand, BatchWriteCommand, DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { counterUpdateOp } from '../../../functions/lib/db/counter-update';
import { keys } from '../../../functions/domains/keys';
import { ContentionError, MAX_WRITE_ATTEMPTS, RETRY, backOffMs, retryOnConflict } from '../../../functions/lib/db/optimistic';
import { partyRsvps } from '../../../functions/domains/catalog/party-events/party-rsvps';
import { batchDelete, batchGetConsistent, transactWrite } from '../../../functions/lib/db/table';
import { writeFailure } from '../../../functions/lib/db/write-failure';
import { ANSWER_RESERVE_MS, ATTEMPT_RESERVE_MS } from '../../../functions/lib/time-budget';

const ddb = mockClient(DynamoDBDocumentClient);
const TABLE = 'unit-table';

const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: codes.map((Code) => ({ Code })) });
const conflict = () => cancelled('None', 'TransactionConflict');

beforeEach(() => {
  ddb.reset();
  resetClients();
  process.env.TABLE_NAME = TABLE;
});

describe('writeFailure', () => {
  it('names the operations whose condition failed, in the order they were sent', () => {
    const failure = writeFailure(cancelled('None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'), ['a', 'b', 'c', 'd'] as const);
    expect(failure).toEqual({ failed: new Set(['b', 'd']), conditionFailed: true, conflict: false });
  });

  it('tells a lost race (conflict only) from a refusal, and a single write’s refusal too', () => {
    expect(writeFailure(conflict())).toMatchObject({ conflict: true, conditionFailed: false });
    expect(writeFailure(cancelled('TransactionConflict', 'ConditionalCheckFailed'))).toMatchObject({ conflict: false, conditionFailed: true });
    expect(writeFailure(Object.assign(new Error('x'), { name: 'TransactionConflictException' }))).toMatchObject({ conflict: true });
    expect(writeFailure(Object.assign(new Error('x'), { name: 'ConditionalCheckFailedException' }))).toMatchObject({ conditionFailed: true });
  });

  it('is undefined for anything that is not a refused or conflicting write', () => {
    expect(writeFailure(new Error('socket hang up'))).toBeUndefined();
    expect(writeFailure(cancelled('ThrottlingError'))).toMatchObject({ conflict: false, conditionFailed: false });
  });
});

describe('retryOnConflict', () => {
  it('runs the attempt again, from the start, when it returns RETRY or throws a TransactionConflict', async () => {
    const seen: number[] = [];
    const result = await retryOnConflict(async (n) => {
      seen.push(n);
      if (n === 1) return RETRY;
      if (n === 2) throw conflict();
      return 'done';
    });
    expect(result).toBe('done');
    expect(seen).toEqual([1, 2, 3]);
  });

  it('does not retry a refusal or any other error', async () => {
    let calls = 0;
    const refused = cancelled('ConditionalCheckFailed');
    await expect(
      retryOnConflict(async () => {
        calls++;
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(calls).toBe(1);
  });

  it('gives up with a ContentionError after MAX_WRITE_ATTEMPTS, and a nested one is not retried again', async () => {
    let calls = 0;
    const error = await retryOnConflict(async () => {
      calls++;
      return RETRY;
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentionError);
    expect(calls).toBe(MAX_WRITE_ATTEMPTS);

    let outer = 0;
    const nested = retryOnConflict(async () => {
      outer++;
      await retryOnConflict(async () => RETRY, 2);
    });
    await expect(nested).rejects.toBeInstanceOf(ContentionError);
    expect(outer).toBe(1);
  });

  it("starts no further attempt the request's time budget could not answer, and gives up as contention", async () => {
    let left = ANSWER_RESERVE_MS + ATTEMPT_RESERVE_MS + 200;
    let calls = 0;
    const error = await retryOnConflict(
      async () => {
        calls++;
        left -= 150; // each attempt spends time
        return RETRY;
      },
      MAX_WRITE_ATTEMPTS,
      { remainingMs: () => left },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentionError);
    // After the first, 50 ms above the reserves (more than the first back-off): one more; after that, too little.
    expect(calls).toBe(2);

    let ample = 0;
    const done = await retryOnConflict(async (n) => (++ample < 3 ? RETRY : n), MAX_WRITE_ATTEMPTS, { remainingMs: () => 60_000 });
    expect([done, ample]).toEqual([3, 3]);
  });

  it('backs off with full jitter, capped', () => {
    expect(backOffMs(1, () => 1)).toBe(10);
    expect(backOffMs(3, () => 0.5)).toBe(20);
    expect(backOffMs(20, () => 1)).toBe(100);
    expect(backOffMs(20, () => 0)).toBe(0);
  });
});

describe('transactWrite', () => {
  it('sends the same transaction again after a TransactionConflict, and throws ContentionError when it never gets through', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(conflict()).rejectsOnce(conflict()).resolves({});
    await transactWrite([{ Put: { Item: { PK: 'A', SK: 'B' } } }]);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(3);

    ddb.reset();
    ddb.on(TransactWriteCommand).rejects(conflict());
    await expect(transactWrite([{ Put: { Item: { PK: 'A', SK: 'B' } } }])).rejects.toBeInstanceOf(ContentionError);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(MAX_WRITE_ATTEMPTS);
  });
});

describe('counterUpdateOp', () => {
  const key = keys.partyEvent.item('e1');

  it('increments from 0 when absent and adds the caller’s own guard', () => {
    const { op, after } = counterUpdateOp(key, [{ field: 'ticketsSold', delta: 1, read: 4 }], {
      expression: '#status = :active',
      names: { '#status': 'status' },
      values: { ':active': 'active' },
    });
    expect(after).toEqual({ ticketsSold: 5 });
    expect(op.Update?.UpdateExpression).toBe('SET #c0 = if_not_exists(#c0, :zero) + :d0');
    expect(op.Update?.ConditionExpression).toBe('attribute_exists(PK) AND #status = :active');
    expect(op.Update?.ExpressionAttributeNames).toEqual({ '#status': 'status', '#c0': 'ticketsSold' });
  });

  it('guards a decrement by the count being large enough, with or without a read', () => {
    const blind = counterUpdateOp(key, [{ field: 'savedCount', delta: -1 }]);
    expect(blind.op.Update?.UpdateExpression).toBe('SET #c0 = #c0 - :d0');
    expect(blind.op.Update?.ConditionExpression).toBe('attribute_exists(PK) AND #c0 >= :d0');
    const read = counterUpdateOp(key, [{ field: 'ratingSum', delta: -4, read: 9 }]);
    expect(read.after).toEqual({ ratingSum: 5 });
    expect(read.op.Update?.ConditionExpression).toContain('#c0 >= :d0');
  });

  it('sets a count read too low to 0, only while it still holds what was read', () => {
    const low = counterUpdateOp(key, [{ field: 'goingCount', delta: -1, read: 0 }]);
    expect(low.after).toEqual({ goingCount: 0 });
    expect(low.op.Update?.UpdateExpression).toBe('SET #c0 = :zero');
    expect(low.op.Update?.ConditionExpression).toContain('(attribute_not_exists(#c0) OR #c0 <= :r0)');
  });

  it('only checks the item when nothing changes', () => {
    expect(counterUpdateOp(key, [{ field: 'goingCount', delta: 0, read: 3 }]).op.ConditionCheck).toBeDefined();
  });
});

describe('batch reads and deletes', () => {
  it('asks again for exactly the keys a throttled table left unprocessed, strongly consistent, answering in key order', async () => {
    const [a, b, c] = [keys.partyEvent.item('a'), keys.partyEvent.item('b'), keys.partyEvent.item('c')];
    ddb
      .on(BatchGetCommand)
      .resolvesOnce({ Responses: { [TABLE]: [{ ...c, n: 3 }] }, UnprocessedKeys: { [TABLE]: { Keys: [a, b] } } })
      .resolvesOnce({ Responses: { [TABLE]: [{ ...a, n: 1 }] }, UnprocessedKeys: {} });
    const items = await batchGetConsistent([a, b, c]);
    expect(items.map((i) => i?.n)).toEqual([1, undefined, 3]);
    const calls = ddb.commandCalls(BatchGetCommand).map((call) => call.args[0].input.RequestItems![TABLE]!);
    expect(calls.map((r) => r.Keys)).toEqual([[a, b, c], [a, b]]);
    expect(calls.every((r) => r.ConsistentRead === true)).toBe(true);
  });

  it('re-sends deletes DynamoDB left unprocessed', async () => {
    const doomed = Array.from({ length: 30 }, (_, i) => keys.ticket.item(`t${i}`));
    let first = true;
    ddb.on(BatchWriteCommand).callsFake((input) => {
      const requests = input.RequestItems[TABLE];
      if (!first) return { UnprocessedItems: {} };
      first = false;
      return { UnprocessedItems: { [TABLE]: requests.slice(0, 2) } };
    });
    await batchDelete(doomed, 1);
    const deleted = ddb.commandCalls(BatchWriteCommand).flatMap((call) => call.args[0].input.RequestItems![TABLE]!.map((r) => r.DeleteRequest!.Key!.PK));
    expect(deleted).toHaveLength(32);
    expect(new Set(deleted).size).toBe(30);
  });
});

describe('the RSVP repository under contention', () => {
  const EVENT = 'event-1';
  const SUB = { sub: 'user-1', sessionStartedAt: 1_900_000_000 };
  const state = () => ({ Responses: { [TABLE]: [{ ...keys.partyEvent.item(EVENT), interestedCount: 2, goingCount: 1 }] } });

  it('reads again and writes again after a TransactionConflict, answering the counts it wrote', async () => {
    ddb.on(BatchGetCommand).resolves(state());
    ddb.on(TransactWriteCommand).rejectsOnce(conflict()).resolves({});
    const outcome = await partyRsvps.change(EVENT, SUB, () => 'going', new Date('2031-01-01T00:00:00Z'));
    expect(outcome).toEqual({ kind: 'written', status: 'going', counts: { interestedCount: 3, goingCount: 2 } });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(2);
  });

  it('reads again after a guard failed, and says `busy` when every attempt lost', async () => {
    ddb.on(BatchGetCommand).resolves(state());
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None', 'None', 'None'));
    expect(await partyRsvps.change(EVENT, SUB, () => 'interested', new Date())).toEqual({ kind: 'busy' });
    expect(ddb.commandCalls(BatchGetCommand)).toHaveLength(MAX_WRITE_ATTEMPTS);
  });

  it('says `noProfile` when the profile check failed, without retrying', async () => {
    ddb.on(BatchGetCommand).resolves(state());
    ddb.on(TransactWriteCommand).rejects(cancelled('None', 'None', 'None', 'ConditionalCheckFailed'));
    expect(await partyRsvps.change(EVENT, SUB, () => 'interested', new Date())).toEqual({ kind: 'noProfile' });
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
