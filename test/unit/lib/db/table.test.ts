import { BatchWriteCommand, DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetClients } from '../../../../functions/lib/aws';
import { batchPut, queryAll, transactWrite } from '../../../../functions/lib/db/table';
import { isConditionFailure } from '../../../../functions/lib/db/write-failure';

const ddb = mockClient(DynamoDBDocumentClient);

function cancelled(...codes: string[]) {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

describe('table helpers', () => {
  beforeEach(() => {
    ddb.reset();
    resetClients();
    process.env.TABLE_NAME = 'unit-table';
  });

  it('batchPut writes every item in chunks of 25 and re-sends unprocessed items', async () => {
    const items = Array.from({ length: 60 }, (_, i) => ({ PK: `X#${i}`, SK: 'X' }));
    let first = true;
    ddb.on(BatchWriteCommand).callsFake((input) => {
      const requests = input.RequestItems['unit-table'];
      if (first) {
        first = false;
        return { UnprocessedItems: { 'unit-table': requests.slice(0, 3) } };
      }
      return { UnprocessedItems: {} };
    });
    await batchPut(items, 2);
    const written = ddb
      .commandCalls(BatchWriteCommand)
      .flatMap((c) => c.args[0].input.RequestItems!['unit-table']!.map((r) => r.PutRequest!.Item!.PK));
    expect(ddb.commandCalls(BatchWriteCommand)).toHaveLength(4);
    expect(new Set(written).size).toBe(60);
    expect(written).toHaveLength(63);
    expect(Math.max(...ddb.commandCalls(BatchWriteCommand).map((c) => c.args[0].input.RequestItems!['unit-table']!.length))).toBe(25);
  });

  it('queryAll follows LastEvaluatedKey until the range ends, or until enough items passed the filter', async () => {
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ n: 1 }, { n: 2 }], LastEvaluatedKey: { k: 1 } })
      .resolvesOnce({ Items: [{ n: 3 }, { n: 4 }], LastEvaluatedKey: { k: 2 } })
      .resolvesOnce({ Items: [{ n: 5 }] });
    expect((await queryAll({ KeyConditionExpression: 'PK = :p' })).map((i) => i.n)).toEqual([1, 2, 3, 4, 5]);
    expect(ddb.commandCalls(QueryCommand)[1]!.args[0].input.ExclusiveStartKey).toEqual({ k: 1 });

    ddb.reset();
    ddb
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ n: 1 }, { n: 2 }], LastEvaluatedKey: { k: 1 } })
      .resolvesOnce({ Items: [{ n: 3 }, { n: 4 }], LastEvaluatedKey: { k: 2 } });
    const odd = await queryAll({ KeyConditionExpression: 'PK = :p' }, { max: 2, accept: (i) => Number(i.n) % 2 === 1 });
    expect(odd.map((i) => i.n)).toEqual([1, 3]);
    expect(ddb.commandCalls(QueryCommand)).toHaveLength(2);
  });

  it('queryAll with a maximum reads pages of at most that many items, unless the caller set its own Limit', async () => {
    ddb.on(QueryCommand).resolves({ Items: [{ n: 1 }] });
    await queryAll({ KeyConditionExpression: 'PK = :p' }, { max: 500 });
    await queryAll({ KeyConditionExpression: 'PK = :p' });
    await queryAll({ KeyConditionExpression: 'PK = :p', Limit: 12 }, { max: 12 });
    expect(ddb.commandCalls(QueryCommand).map((c) => c.args[0].input.Limit)).toEqual([500, undefined, 12]);
  });

  it('transactWrite retries a TransactionConflict and then succeeds', async () => {
    ddb.on(TransactWriteCommand).rejectsOnce(cancelled('None', 'TransactionConflict')).resolves({});
    await transactWrite([{ Put: { Item: { PK: 'A', SK: 'B' } } }]);
    const calls = ddb.commandCalls(TransactWriteCommand);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.args[0].input.TransactItems![0]!.Put!.TableName).toBe('unit-table');
  });

  it('transactWrite does not retry a failed condition, and reports it as one', async () => {
    ddb.on(TransactWriteCommand).rejects(cancelled('ConditionalCheckFailed', 'None'));
    const error = await transactWrite([{ Put: { Item: { PK: 'A', SK: 'B' } } }]).catch((e: unknown) => e);
    expect(isConditionFailure(error)).toBe(true);
    expect(ddb.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
