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
 * - An `unguarded` change is a share of a total its reader sums and floors
 *   at 0 (the Stats tab's shards, the platform's totals): applied as it is,
 *   below 0 too, and written even when 0 (the count then exists).
 * The item must exist unless the update `createsItem` (a tally made on
 * first use); `condition` adds the caller's own guard (capacity, status) to
 * the same operation, and the update may set or remove other attributes of
 * the item with the counts (`CounterUpdateShape`).
 */
import type { ItemKey } from './keys/shared';
import type { TransactOp } from './table';

type Update = NonNullable<TransactOp['Update']>;

/** A count as stored: absent, malformed or negative reads as 0. */
export const storedCount = (n: unknown): number => Math.max(0, Number(n ?? 0) || 0);

export interface CounterChange {
  field: string;
  /** Amount to add (negative to subtract). */
  delta: number;
  /** The value the caller read (0 when absent), when the change is decided on it. */
  read?: number;
  /** A share of a total its reader sums and floors: applied as it is, never refused for going below 0. */
  unguarded?: boolean;
}

/** A guard of the caller's, with its own attribute names and values (ANDed with the counts' guards as written: parenthesize an OR). */
export interface ExtraCondition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** What else the update does to the item, besides its counts. */
export interface CounterUpdateShape {
  /** Attributes set to these values (a status, an index key). */
  set?: Record<string, unknown>;
  /** Attributes set only while absent (a seat shard's `closed` when the shard is made). */
  setIfAbsent?: Record<string, unknown>;
  /** Attributes removed. */
  remove?: string[];
  /** The item is made on first use (a day's tally, a delivery's claim): no guard that it exists. */
  createsItem?: boolean;
}

/** Writes `value` under `placeholder`, refusing a placeholder that already means something else. */
function assign(into: Record<string, unknown>, placeholder: string, value: unknown): void {
  if (placeholder in into && into[placeholder] !== value) throw new Error(`Counter update: ${placeholder} is already used for something else`);
  into[placeholder] = value;
}

/** The first `#c<i>` not taken in `names`: counts merged into another update number on from its own. */
function firstFree(names: Record<string, unknown>): number {
  let i = 0;
  while (`#c${i}` in names) i++;
  return i;
}

/**
 * The SET actions and guards of `changes`, their placeholders written into
 * `names` and `values`, and the counts they leave (those read, changed; 0
 * for counts not read).
 */
function countActions(changes: CounterChange[], names: Record<string, string>, values: Record<string, unknown>) {
  const sets: string[] = [];
  const guards: string[] = [];
  const after: Record<string, number> = {};
  const base = firstFree(names);
  changes.forEach(({ field, delta, read, unguarded }, n) => {
    const i = base + n;
    after[field] = Math.max(0, (read ?? 0) + delta);
    if (delta === 0 && !unguarded) return;
    assign(names, `#c${i}`, field);
    if (delta > 0 || unguarded) {
      assign(values, ':zero', 0);
      assign(values, `:d${i}`, delta);
      sets.push(`#c${i} = if_not_exists(#c${i}, :zero) + :d${i}`);
    } else if (read === undefined || read >= -delta) {
      assign(values, `:d${i}`, -delta);
      sets.push(`#c${i} = #c${i} - :d${i}`);
      guards.push(`#c${i} >= :d${i}`);
    } else {
      assign(values, ':zero', 0);
      assign(values, `:r${i}`, read);
      sets.push(`#c${i} = :zero`);
      guards.push(`(attribute_not_exists(#c${i}) OR #c${i} <= :r${i})`);
    }
  });
  return { sets, guards, after };
}

/** The SET and REMOVE actions of the shape's other attributes, their placeholders written into `names` and `values`. */
function shapeActions(shape: CounterUpdateShape, names: Record<string, string>, values: Record<string, unknown>) {
  const sets: string[] = [];
  Object.entries(shape.set ?? {}).forEach(([field, value], i) => {
    assign(names, `#s${i}`, field);
    assign(values, `:s${i}`, value);
    sets.push(`#s${i} = :s${i}`);
  });
  Object.entries(shape.setIfAbsent ?? {}).forEach(([field, value], i) => {
    assign(names, `#a${i}`, field);
    assign(values, `:a${i}`, value);
    sets.push(`#a${i} = if_not_exists(#a${i}, :a${i})`);
  });
  const removes = (shape.remove ?? []).map((field, i) => {
    assign(names, `#x${i}`, field);
    return `#x${i}`;
  });
  return { sets, removes };
}

/** Placeholders as an operation carries them (none: the keys are left out). */
function placeholders(names: Record<string, string>, values: Record<string, unknown>) {
  return {
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/**
 * The Update (or, with nothing to change, ConditionCheck) and the counts it
 * leaves (those read, changed; 0 for counts not read).
 */
export function counterUpdateOp(
  key: ItemKey,
  changes: CounterChange[],
  condition?: ExtraCondition,
  shape: CounterUpdateShape = {},
): { op: TransactOp; after: Record<string, number> } {
  const names: Record<string, string> = { ...condition?.names };
  const values: Record<string, unknown> = { ...condition?.values };
  const counts = countActions(changes, names, values);
  const other = shapeActions(shape, names, values);
  const sets = [...counts.sets, ...other.sets];
  const conditions = [...(shape.createsItem ? [] : ['attribute_exists(PK)']), ...(condition ? [condition.expression] : []), ...counts.guards];
  const guard = conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {};
  const actions = [...(sets.length ? [`SET ${sets.join(', ')}`] : []), ...(other.removes.length ? [`REMOVE ${other.removes.join(', ')}`] : [])];
  if (actions.length) return { op: { Update: { Key: key, UpdateExpression: actions.join(' '), ...guard, ...placeholders(names, values) } }, after: counts.after };
  if (!guard.ConditionExpression) throw new Error('Counter update: nothing to change and nothing to check');
  return { op: { ConditionCheck: { Key: key, ConditionExpression: guard.ConditionExpression, ...placeholders(names, values) } }, after: counts.after };
}

/** One count update as data, built by whoever knows the item and turned into operations together (`counterUpdateOps`). */
export interface CounterUpdate {
  key: ItemKey;
  changes: CounterChange[];
  condition?: ExtraCondition;
  shape?: CounterUpdateShape;
}

/** The operations of `updates`, in their order. */
export function counterUpdateOps(updates: readonly CounterUpdate[]): TransactOp[] {
  return updates.map(({ key, changes, condition, shape }) => counterUpdateOp(key, changes, condition, shape).op);
}

/**
 * Shares of totals added to `key`'s item, made on first use, with the labels
 * a reader shows beside them (a tally its reader sums and floors at 0).
 */
export function tallyUpdate(key: ItemKey, deltas: Record<string, number>, labels: Record<string, string> = {}): CounterUpdate {
  const changes = Object.entries(deltas).map(([field, delta]) => ({ field, delta, unguarded: true }));
  return { key, changes, shape: { set: labels, createsItem: true } };
}

/** The actions of an update expression, each starting with its keyword (reserved words: never a bare attribute name). */
const ACTION = /(?<![\w#:])(SET|REMOVE|ADD|DELETE)(?!\w)/gi;

/**
 * `update` (the caller's own Update of an item) changing `changes` too: a
 * transaction writes an item once, so counts of an item the transaction
 * updates anyway go into that update. Its condition stands as it is (it
 * decides whether the item must exist); decrements add their guards.
 */
export function withCounterChanges(update: Update, changes: CounterChange[]): Update {
  const names: Record<string, string> = { ...update.ExpressionAttributeNames };
  const values: Record<string, unknown> = { ...update.ExpressionAttributeValues };
  const { sets, guards } = countActions(changes, names, values);
  const expression = update.UpdateExpression ?? '';
  const actions = [...expression.matchAll(ACTION)];
  const set = actions.findIndex((match) => match[1]!.toUpperCase() === 'SET');
  const end = set < 0 ? 0 : (actions[set + 1]?.index ?? expression.length);
  const merged =
    set < 0
      ? [`SET ${sets.join(', ')}`, expression].filter(Boolean).join(' ')
      : [`${expression.slice(0, end).trimEnd()}, ${sets.join(', ')}`, expression.slice(end).trim()].filter(Boolean).join(' ');
  const conditions = [...(update.ConditionExpression ? [guards.length ? `(${update.ConditionExpression})` : update.ConditionExpression] : []), ...guards];
  return {
    ...update,
    UpdateExpression: sets.length ? merged : expression,
    ...(conditions.length ? { ConditionExpression: conditions.join(' AND ') } : {}),
    ...placeholders(names, values),
  };
}
