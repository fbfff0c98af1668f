/**
 * Platform counters for the admin stat cards (docs/spec/leader-admin-side.md §2 "Admin
 * Dashboard"): stored, never counted by scanning. Each counter changes in the
 * same transaction as the item it counts — callers add `statDeltaOp(...)` or
 * `signupOp(...)` to their transaction.
 *
 * Keys: `STATS` / `GLOBAL` holds the totals; `STATS` / `SIGNUPS#<yyyy-MM-dd>`
 * holds one day's sign-ups, so "sign-ups in the last 7 days" is 7 known keys
 * read with the totals in one BatchGet.
 */
import { addCalendarDays } from '../../../shared/dates';
import { counterUpdateOp } from '../../lib/db/counter-update';
import { keys, type ItemKey } from '../keys';
import { batchGetConsistent, type Item, type TransactOp } from '../../lib/db/table';

/** The totals kept on the GLOBAL item. */
export const STAT_FIELDS = ['users', 'pendingApprovals', 'activeEvents', 'organizations', 'schools'] as const;
export type StatField = (typeof STAT_FIELDS)[number];
export type StatTotals = Record<StatField, number>;

/** A transaction operation adding `delta` to one total (negative to subtract; readers floor the total at 0). */
export function statDeltaOp(field: StatField, delta: number): TransactOp {
  return counterUpdateOp(keys.stats.totals, [{ field, delta, unguarded: true }], undefined, { createsItem: true }).op;
}

/**
 * A total as a counter reference (`{PK, SK, field}`): for user-partition
 * items whose deletion must subtract from it (README "User partition").
 */
export function statCounterRef(field: StatField): ItemKey & { field: string } {
  return { ...keys.stats.totals, field };
}

/** A transaction operation counting one sign-up on `date` (`yyyy-MM-dd`, UTC). */
export function signupOp(date: string): TransactOp {
  return counterUpdateOp(keys.stats.signups(date), [{ field: 'count', delta: 1 }], undefined, { createsItem: true }).op;
}

/**
 * A transaction operation taking back the sign-up of a profile created at
 * `createdAt` (its account is deleted): guarded by that day's count being at
 * least 1, so it fails — and the caller leaves it out — for a profile whose
 * sign-up was never counted.
 */
export function signupUndoOp(createdAt: string): TransactOp {
  return counterUpdateOp(keys.stats.signups(createdAt.slice(0, 10)), [{ field: 'count', delta: -1 }]).op;
}

/** The GLOBAL item with the given totals, for the seed (a plain put). */
export function statTotalsItem(totals: Partial<StatTotals>): Item {
  return { ...keys.stats.totals, ...Object.fromEntries(STAT_FIELDS.map((f) => [f, totals[f] ?? 0])) };
}

/** One day's sign-up count as a plain item, for the seed (idempotent, unlike `signupOp`). */
export function signupDayItem(date: string, count: number): Item {
  return { ...keys.stats.signups(date), count };
}

/** How many days "sign-ups in the last 7 days" covers, ending today. */
const SIGNUP_DAYS = 7;

/**
 * The totals and the sign-ups of the 7 days ending `today` (`yyyy-MM-dd`):
 * ONE strongly consistent BatchGet of the GLOBAL item and the 7 day items
 * (their keys are known), with any `alongside` keys a route reads anyway
 * (an admin route's grant, `admin-gate.ts`), returned in their order.
 */
export async function readStats(today: string, alongside: ItemKey[] = []): Promise<StatTotals & { signupsLast7Days: number; alongside: (Item | undefined)[] }> {
  const dayKeys = Array.from({ length: SIGNUP_DAYS }, (_, i) => keys.stats.signups(addCalendarDays(today, -i)));
  const found = await batchGetConsistent([...alongside, keys.stats.totals, ...dayKeys]);
  const item = found[alongside.length] ?? {};
  const totals = Object.fromEntries(STAT_FIELDS.map((f) => [f, Math.max(0, Number(item[f] ?? 0))])) as StatTotals;
  const signupsLast7Days = found.slice(alongside.length + 1).reduce((sum, d) => sum + Number(d?.count ?? 0), 0);
  return { ...totals, signupsLast7Days, alongside: found.slice(0, alongside.length) };
}
