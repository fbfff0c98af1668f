/**
 * Platform admins (DESIGN §1: an admin record checked on every admin call).
 * `PK=USER#<sub> SK=ADMIN`.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { keys, type ItemKey } from './keys';
import { getItem, tableName, type Item } from './table';

export interface AdminRecord {
  sub: string;
  email: string;
  grantedAt: string;
}

/** The stored item of an admin grant. */
export function adminItem(admin: AdminRecord): Item {
  return { ...keys.admin.item(admin.sub), entity: 'admin', ...admin };
}

/** True when the person is a platform admin. */
export async function isAdmin(sub: string): Promise<boolean> {
  return (await getItem(keys.admin.item(sub))) !== undefined;
}

/**
 * The key of `sub`'s admin grant, for an admin route that reads it in its
 * own first BatchGet (`functions/lib/admin-gate.ts`); `isAdminGrant` tells
 * whether the item read back is one.
 */
export function adminGrantKey(sub: string): ItemKey {
  return keys.admin.item(sub);
}

/** True when an item was found at `adminGrantKey` (as `isAdmin`: the grant's presence is the rule). */
export function isAdminGrant(item: Item | undefined): boolean {
  return item !== undefined;
}

/** Grants admin (idempotent). */
export async function grantAdmin(admin: AdminRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: adminItem(admin) }));
}
