/**
 * The one way a count on an item changes: one transaction operation, so the
 * count changes together with what it counts, and never goes below 0.
 * - An increment starts from 0 when the count is absent.
 * - A decrement is guarded by the count still being large enough; the
 *   write fails otherwise and the caller decides (read again, or leave a
 *   count already too low alone).
 * - With the value the caller `read`, a count that read too low (data older
 *   than the counter) is set to 0 instead, guarded by it still holding what
 *   was read — skipping a decrement on a value read before a concurrent
 *   increment landed would leave it too high.
 * The item must exist; `condition` adds the caller's own guard (capacity,
 * status) to the same operation.
 */
import type { ItemKey } from './keys';
import type { TransactOp } from './table';

/** A count as stored: absent, malformed or negative reads as 0. */
export const storedCount = (n: unknown): number => Math.max(0, Number(n ?? 0) || 0);

export interface CounterChange {
  field: string;
  /** Amount to add (negative to subtract). */
  delta: number;
  /** The value the caller read (0 when absent), when the change is decided on it. */
  read?: number;
}

/** A guard of the caller's, with its own attribute names and values. */
export interface ExtraCondition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * The Update (or, with nothing to change, ConditionCheck) and the counts it
 * leaves (those read, changed; 0 for counts not read).
 */
export function counterUpdateOp(
  key: ItemKey,
  changes: CounterChange[],
  condition?: ExtraCondition,
): { op: TransactOp; after: Record<string, number> } {
  const names: Record<string, string> = { ...condition?.names };
  const values: Record<string, unknown> = { ...condition?.values };
  const sets: string[] = [];
  const conditions = ['attribute_exists(PK)', ...(condition ? [condition.expression] : [])];
  const after: Record<string, number> = {};
  changes.forEach(({ field, delta, read }, i) => {
    after[field] = Math.max(0, (read ?? 0) + delta);
    if (delta === 0) return;
    names[`#c${i}`] = field;
    if (delta > 0) {
      values[':zero'] = 0;
      values[`:d${i}`] = delta;
      sets.push(`#c${i} = if_not_exists(#c${i}, :zero) + :d${i}`);
    } else if (read === undefined || read >= -delta) {
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
