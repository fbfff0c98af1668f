/**
 * A person's item kept on both sides (a save, a follow): the row on the
 * other item's side, and the person's view, which `refs` the row and names
 * the count it adds to (README "User partition"). Adding guards the row's
 * absence, removing its presence, so a toggle written from a stale read
 * fails and is read again.
 */
import type { ItemKey } from '../keys';
import { transactWrite, type Item, type TransactOp } from '../../lib/db/table';
import { isConditionFailure } from '../../lib/db/write-failure';

export interface BothSides {
  row: ItemKey;
  rowFields: Item;
  view: ItemKey;
  viewFields: Item;
  /** The count on another item this one adds to. */
  counted: ItemKey & { field: string };
}

/** The operations adding (`on`) or removing both items. */
export function bothSidesOps(on: boolean, s: BothSides): TransactOp[] {
  if (!on) return [{ Delete: { Key: s.row, ConditionExpression: 'attribute_exists(PK)' } }, { Delete: { Key: s.view } }];
  return [
    { Put: { Item: { ...s.row, ...s.rowFields }, ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { Item: { ...s.view, ...s.viewFields, refs: [s.row], counters: [s.counted] } } },
  ];
}

/** Sends a transaction; false when one of its conditions failed (read again and retry). */
export async function transactIfUnchanged(ops: TransactOp[]): Promise<boolean> {
  try {
    await transactWrite(ops);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
