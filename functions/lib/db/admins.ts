/**
 * Platform admins (DESIGN §1: an admin record checked on every admin call).
 * `PK=USER#<sub> SK=ADMIN`.
 */
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { getItem, tableName, type Item } from './table';

export interface AdminRecord {
  sub: string;
  email: string;
  grantedAt: string;
}

const key = (sub: string) => ({ PK: `USER#${sub}`, SK: 'ADMIN' });

/** The stored item of an admin grant. */
export function adminItem(admin: AdminRecord): Item {
  return { ...key(admin.sub), entity: 'admin', ...admin };
}

/** True when the person is a platform admin. */
export async function isAdmin(sub: string): Promise<boolean> {
  const k = key(sub);
  return (await getItem(k.PK, k.SK)) !== undefined;
}

/** Grants admin (idempotent). */
export async function grantAdmin(admin: AdminRecord): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: adminItem(admin) }));
}
