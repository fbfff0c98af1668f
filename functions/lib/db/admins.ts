/**
 * Platform admins (DESIGN §1: an admin record checked on every admin call).
 * `PK=USER#<sub> SK=ADMIN`.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { keys } from './keys';
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

/** Grants admin (idempotent). */
export async function grantAdmin(admin: AdminRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: adminItem(admin) }));
}
