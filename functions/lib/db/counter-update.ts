/**
 * One transaction operation changing counters on an item by what the caller
 * read, so that a count is never taken below 0: a decrement is guarded by the
 * count still being large enough; a count that read too low (data older
 * than the counter) is set to 0, guarded by it still holding what was read —
 * skipping a decrement on a value read before a concurrent increment landed
 * would leave it too high. Any guard failing fails the transaction, and the
 * caller reads again and retries.
 */
import type { TransactOp } from './table';

export interface CounterChange {
  field: string;
  /** Amount to add (negative to subtract). */
  delta: number;
  /** The value the caller read (0 when absent). */
  read: number;
}

/** The Update (or, with nothing to change, ConditionCheck) and the counts it leaves. */
export function counterUpdateOp(key: { PK: string; SK: string }, changes: CounterChange[]): { op: TransactOp; after: Record<string, number> } {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const conditions = ['attribute_exists(PK)'];
  const after: Record<string, number> = {};
  changes.forEach(({ field, delta, read }, i) => {
    after[field] = Math.max(0, read + delta);
    if (delta === 0) return;
    names[`#c${i}`] = field;
    if (delta > 0) {
      values[':zero'] = 0;
      values[`:d${i}`] = delta;
      sets.push(`#c${i} = if_not_exists(#c${i}, :zero) + :d${i}`);
    } else if (read >= -delta) {
      values[`:d${i}`] = -delta;
      sets.push(`#c${i} = #c${i} - :d${i}`);
      conditions.push(`#c${i} >= :d${i}`);
    } else {
      values[':zero'] = 0;
      values[`:r${i}`] = read;
      sets.push(`#c${i} = :zero`);
      conditions.push(`(attribute_not_exists(#c${i}) OR #c${i} <= :r${i})`);
    }
  });
  const attrs = {
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
  const op: TransactOp = sets.length
    ? { Update: { Key: key, UpdateExpression: `SET ${sets.join(', ')}`, ConditionExpression: conditions.join(' AND '), ...attrs } }
    : { ConditionCheck: { Key: key, ConditionExpression: conditions.join(' AND '), ...attrs } };
  return { op, after };
}
