/**
 * A write with side copies (functions/lib/db/side-copies.ts): which copies
 * a refused transaction leaves out, how often it is sent, and what ends it
 * when the main write's own guard fails. DynamoDB is mocked: the refusals
 * are injected as DynamoDB words them (`TransactionCanceledException`, one
 * reason per operation in the order sent).
 */
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetClients } from '../../../functions/lib/aws';
import { ContentionError, MAX_WRITE_ATTEMPTS, RETRY } from '../../../functions/lib/db/optimistic';
import { writeWithSideCopies } from '../../../functions/lib/db/side-copies';
import type { TransactOp } from '../../../functions/lib/db/table';

const ddb = mockClient(DynamoDBDocumentClient);

type Name = 'main' | 'view' | 'profile' | 'door';

/** One operation per name, told apart by its key. */
const op = (name: Name): TransactOp => ({ Update: { Key: { PK: name, SK: name }, UpdateExpression: 'SET x = :x', ExpressionAttributeValues: { ':x': 1 } } });
const opsOf = (...names: Name[]) => new Map(names.map((name) => [name, op(name)]));

/** A cancelled transaction whose `refused` operations (of those sent, in order) failed their condition. */
function cancelled(sent: string[], refused: string[]) {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: sent.map((name) => ({ Code: refused.includes(name) ? 'ConditionalCheckFailed' : 'None' })),
  });
}

/** The names of the operations each transaction sent, in order. */
const sentNames = () =>
  ddb.commandCalls(TransactWriteCommand).map((call) => (call.args[0].input.TransactItems ?? []).map((item) => String(item.Update?.Key?.PK)));

/** Answers each transaction by refusing the operations `refuse` names for it (none: it lands). */
function answerWith(refuse: (sent: string[], n: number) => string[]) {
  let n = 0;
  ddb.on(TransactWriteCommand).callsFake((input: { TransactItems: TransactOp[] }) => {
    const sent = input.TransactItems.map((item) => String(item.Update?.Key?.PK));
    const refused = refuse(sent, ++n);
    if (refused.length) throw cancelled(sent, refused);
    return {};
  });
}

const isSideCopy = (name: Name) => name === 'view' || name === 'profile';

beforeEach(() => {
  ddb.reset();
  resetClients();
  process.env.TABLE_NAME = 'unit-table';
});

describe('writeWithSideCopies', () => {
  it('sends every operation once, in order, and answers the outcome when nothing is refused', async () => {
    answerWith(() => []);
    await expect(writeWithSideCopies({ plan: () => ({ outcome: 'done', ops: opsOf('main', 'view', 'profile') }), isSideCopy })).resolves.toBe('done');
    expect(sentNames()).toEqual([['main', 'view', 'profile']]);
  });

  it('leaves out the side copy whose guard failed and writes the rest again', async () => {
    answerWith((sent) => (sent.includes('view') ? ['view'] : []));
    const seen: string[][] = [];
    const outcome = await writeWithSideCopies({
      plan: () => ({ outcome: 'done', ops: opsOf('main', 'view', 'profile') }),
      isSideCopy,
      refused: (failed) => {
        seen.push([...failed]);
        return RETRY;
      },
    });
    expect(outcome).toBe('done');
    expect(seen).toEqual([['view']]);
    expect(sentNames()).toEqual([
      ['main', 'view', 'profile'],
      ['main', 'profile'],
    ]);
  });

  it('keeps leaving out copies found gone, attempt after attempt, even when the plan is decided again', async () => {
    answerWith((sent, n) => (n === 1 ? ['view'] : n === 2 ? ['profile', 'door'] : []));
    const attempts: number[] = [];
    const outcome = await writeWithSideCopies({
      plan: (attempt) => {
        attempts.push(attempt);
        return { outcome: `decided ${attempt}`, ops: opsOf('main', 'view', 'profile', 'door') };
      },
      isSideCopy,
    });
    // The door count is not a side copy: refused, it is written again (from a fresh plan), never left out.
    expect(outcome).toBe('decided 3');
    expect(attempts).toEqual([1, 2, 3]);
    expect(sentNames()).toEqual([
      ['main', 'view', 'profile', 'door'],
      ['main', 'profile', 'door'],
      ['main', 'door'],
    ]);
  });

  it('answers what `refused` says when the main write’s own guard failed, without writing again', async () => {
    answerWith(() => ['main', 'view']);
    const outcome = await writeWithSideCopies<Name, string>({
      plan: () => ({ outcome: 'done', ops: opsOf('main', 'view') }),
      isSideCopy,
      refused: (failed) => (failed.has('main') ? 'used meanwhile' : RETRY),
    });
    expect(outcome).toBe('used meanwhile');
    expect(sentNames()).toEqual([['main', 'view']]);
  });

  it('throws ContentionError after MAX_WRITE_ATTEMPTS when the main write’s guard keeps failing and `refused` sends it back', async () => {
    answerWith(() => ['main']);
    await expect(writeWithSideCopies({ plan: () => ({ outcome: 'done', ops: opsOf('main', 'view') }), isSideCopy, refused: () => RETRY })).rejects.toBeInstanceOf(
      ContentionError,
    );
    // The main write is never left out: every attempt sent it, with its copies.
    expect(sentNames()).toEqual(Array(MAX_WRITE_ATTEMPTS).fill(['main', 'view']));
  });

  it('answers at once, sending nothing, when the plan has nothing to write', async () => {
    answerWith(() => []);
    await expect(writeWithSideCopies({ plan: () => ({ outcome: 'nothing to do' }), isSideCopy })).resolves.toBe('nothing to do');
    expect(sentNames()).toEqual([]);
  });

  it('throws any other error as it is, after one attempt', async () => {
    const invalid = Object.assign(new Error('One or more parameter values were invalid'), { name: 'ValidationException' });
    ddb.on(TransactWriteCommand).rejects(invalid);
    await expect(writeWithSideCopies({ plan: () => ({ outcome: 'done', ops: opsOf('main', 'view') }), isSideCopy })).rejects.toThrow(
      'One or more parameter values were invalid',
    );
    expect(sentNames()).toHaveLength(1);
  });

  it('sends the same transaction again when it only lost to a concurrent one', async () => {
    let n = 0;
    ddb.on(TransactWriteCommand).callsFake(() => {
      if (++n === 1) throw Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }] });
      return {};
    });
    await expect(writeWithSideCopies({ plan: () => ({ outcome: 'done', ops: opsOf('main', 'view') }), isSideCopy })).resolves.toBe('done');
    expect(sentNames()).toEqual([
      ['main', 'view'],
      ['main', 'view'],
    ]);
  });
});
