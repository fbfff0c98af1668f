/**
 * Platform admins: an admin record checked on every admin call
 * (docs/decisions.md#admins-are-a-record-in-the-table).
 * `PK=USER#<sub> SK=ADMIN`.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../../lib/clients/dynamodb';
import { keys, type ItemKey } from '../keys';
import { fenceSessionsOp } from '../people/session-fence';
import { getItem, tableName, type Item, type TransactOp } from '../../lib/db/table';

export interface AdminRecord {
  sub: string;
  email: string;
  grantedAt: string;
}

/** The stored item of an admin grant. */
export function adminItem(admin: AdminRecord): Item {
  return { ...keys.admin.item(admin.sub), entity: 'admin', ...admin };
}

/**
 * The item at the person's `adminGrantKey`, read for the admin gate
 * (`functions/lib/admin-gate.ts`) to judge: its presence is the rule, and it
 * carries the holder's "Sign out everywhere" fence (session-fence.ts), since
 * admin routes read the grant instead of the profile. One GetItem.
 */
export async function readAdminGrant(sub: string): Promise<Item | undefined> {
  return getItem(keys.admin.item(sub));
}

/** True when the person is a platform admin. */
export async function isAdmin(sub: string): Promise<boolean> {
  return (await readAdminGrant(sub)) !== undefined;
}

/** "Sign out everywhere" on an admin's grant (fails its condition when the grant is gone). */
export function fenceAdminSessionsOp(sub: string, validAfter: number): TransactOp {
  return fenceSessionsOp(keys.admin.item(sub), validAfter);
}

/**
 * The key of `sub`'s admin grant, for an admin route that reads it in its
 * own first BatchGet, and hands what it found to its gate
 * (`functions/lib/admin-gate.ts`).
 */
export function adminGrantKey(sub: string): ItemKey {
  return keys.admin.item(sub);
}

/**
 * Grants admin (idempotent). Granting again keeps the grant's "Sign out
 * everywhere" fence: a session signed out before stays refused.
 */
export async function grantAdmin(admin: AdminRecord): Promise<void> {
  const fields = Object.entries(adminItem(admin)).filter(([name]) => name !== 'PK' && name !== 'SK');
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.admin.item(admin.sub),
      UpdateExpression: `SET ${fields.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(fields.map(([name], i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(fields.map(([, value], i) => [`:v${i}`, value])),
    }),
  );
}
