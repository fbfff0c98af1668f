/**
 * Counters expressed one way (functions/lib/db/counter-update.ts): tallies
 * made on first use, shares that may go below 0, counts changed with other
 * attributes of their item or folded into another update of it — and the
 * item a refused transaction returned, decoded where the failure is
 * (write-failure.ts). Guarded counts under real concurrency are held by the
 * integration tests.
 */
import { describe, expect, it } from 'vitest';
import { counterUpdateOp, withCounterChanges } from '../../../functions/lib/db/counter-update';
import { refusedItem } from '../../../functions/lib/db/write-failure';

const key = { PK: 'STATS', SK: 'GLOBAL' };

describe('counterUpdateOp', () => {
  it('makes a tally on first use: no guard that the item exists', () => {
    const { op } = counterUpdateOp(key, [{ field: 'count', delta: 1 }], undefined, { createsItem: true });
    expect(op.Update).toEqual({
      Key: key,
      UpdateExpression: 'SET #c0 = if_not_exists(#c0, :zero) + :d0',
      ExpressionAttributeNames: { '#c0': 'count' },
      ExpressionAttributeValues: { ':zero': 0, ':d0': 1 },
    });
  });

  it('applies an unguarded share as it is, below 0 and at 0 too', () => {
    const { op } = counterUpdateOp(key, [{ field: 'ticketsSold', delta: -1, unguarded: true }, { field: 'revenueCents', delta: 0, unguarded: true }], undefined, { createsItem: true });
    expect(op.Update?.UpdateExpression).toBe('SET #c0 = if_not_exists(#c0, :zero) + :d0, #c1 = if_not_exists(#c1, :zero) + :d1');
    expect(op.Update?.ExpressionAttributeValues).toEqual({ ':zero': 0, ':d0': -1, ':d1': 0 });
    expect(op.Update?.ConditionExpression).toBeUndefined();
  });

  it('sets, sets while absent and removes other attributes in the same update, under the caller’s guard', () => {
    const { op } = counterUpdateOp(
      key,
      [{ field: 'attempts', delta: 1 }],
      { expression: '#status <> :succeeded', names: { '#status': 'status' }, values: { ':succeeded': 'succeeded' } },
      { set: { status: 'failed' }, setIfAbsent: { closed: false }, remove: ['GSI1PK', 'GSI1SK'] },
    );
    expect(op.Update?.UpdateExpression).toBe('SET #c0 = if_not_exists(#c0, :zero) + :d0, #s0 = :s0, #a0 = if_not_exists(#a0, :a0) REMOVE #x0, #x1');
    expect(op.Update?.ConditionExpression).toBe('attribute_exists(PK) AND #status <> :succeeded');
    expect(op.Update?.ExpressionAttributeNames).toEqual({ '#status': 'status', '#c0': 'attempts', '#s0': 'status', '#a0': 'closed', '#x0': 'GSI1PK', '#x1': 'GSI1SK' });
    expect(op.Update?.ExpressionAttributeValues).toEqual({ ':succeeded': 'succeeded', ':zero': 0, ':d0': 1, ':s0': 'failed', ':a0': false });
  });

  it('refuses a caller’s placeholder that means something else than the count’s', () => {
    expect(() => counterUpdateOp(key, [{ field: 'count', delta: 1 }], { expression: 'x > :zero', values: { ':zero': 5 } })).toThrow(':zero');
  });
});

describe('withCounterChanges', () => {
  const update = {
    Key: key,
    UpdateExpression: 'SET nextEvents = :events, nextEventsVersion = :next',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':events': [], ':next': 2 },
  };

  it('adds the counts to the update’s own SET action, its condition as it was', () => {
    expect(withCounterChanges(update, [{ field: 'refVersion', delta: 1 }])).toEqual({
      ...update,
      UpdateExpression: 'SET nextEvents = :events, nextEventsVersion = :next, #c0 = if_not_exists(#c0, :zero) + :d0',
      ExpressionAttributeNames: { '#c0': 'refVersion' },
      ExpressionAttributeValues: { ':events': [], ':next': 2, ':zero': 0, ':d0': 1 },
    });
  });

  it('keeps the actions after SET, starts a SET action when there is none, and guards a decrement with the update’s condition kept whole', () => {
    const removing = { ...update, UpdateExpression: 'SET a = :a REMOVE b', ConditionExpression: 'x = :x OR y = :y' };
    const merged = withCounterChanges(removing, [{ field: 'count', delta: -2 }]);
    expect(merged.UpdateExpression).toBe('SET a = :a, #c0 = #c0 - :d0 REMOVE b');
    expect(merged.ConditionExpression).toBe('(x = :x OR y = :y) AND #c0 >= :d0');
    expect(withCounterChanges({ Key: key, UpdateExpression: 'REMOVE b' }, [{ field: 'count', delta: 1 }]).UpdateExpression).toBe(
      'SET #c0 = if_not_exists(#c0, :zero) + :d0 REMOVE b',
    );
  });

  it('numbers its placeholders after those the update already has', () => {
    const counted = counterUpdateOp(key, [{ field: 'going', delta: 1 }]).op.Update!;
    const merged = withCounterChanges(counted, [{ field: 'refVersion', delta: 1 }]);
    expect(merged.UpdateExpression).toBe('SET #c0 = if_not_exists(#c0, :zero) + :d0, #c1 = if_not_exists(#c1, :zero) + :d1');
    expect(merged.ExpressionAttributeNames).toEqual({ '#c0': 'going', '#c1': 'refVersion' });
  });
});

describe('refusedItem', () => {
  const names = ['payment', 'seat', 'holder'] as const;
  const refusal = (item: Record<string, unknown>) =>
    Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed', Item: item }, { Code: 'None' }],
    });

  it('answers the item the named operation’s refusal returned, its attributes as plain values', () => {
    expect(refusedItem(refusal({ status: { S: 'active' }, ticketsSold: { N: '30' }, seatShards: { BOOL: true } }), names, 'seat')).toEqual({
      status: 'active',
      ticketsSold: 30,
      seatShards: true,
    });
    expect(refusedItem(refusal({ ticketsSold: 30 }), names, 'seat')).toEqual({ ticketsSold: 30 });
  });

  it('is undefined for an operation that returned nothing, and for any other error', () => {
    expect(refusedItem(refusal({ ticketsSold: 30 }), names, 'holder')).toBeUndefined();
    expect(refusedItem(new Error('socket hang up'), names, 'seat')).toBeUndefined();
  });
});
