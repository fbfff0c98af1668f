/**
 * The admin audit log (leader side §6 "Admin actions are written to the
 * audit log"): one item per privileged write, put in the same transaction as
 * the write it records, so an action and its entry exist together or not at
 * all. `PK=AUDIT SK=<createdAt>#<id>`: the newest entries are one descending
 * Query (the Audit tab shows the last 50).
 */
import { keys } from './keys';
import { queryAll, stripKeys, type Item, type TransactOp } from './table';

export type AuditAction =
  | 'APPROVE_LEADER_REQUEST'
  | 'REJECT_LEADER_REQUEST'
  | 'DELETE_EVENT'
  // Admin tools: school logos, data tools
  | 'UPLOAD_SCHOOL_LOGO'
  | 'DELETE_SCHOOL_LOGO'
  | 'AUTO_FETCH_SCHOOL_LOGO';
export type AuditTargetType = 'leader_request' | 'party_event' | 'school';

export interface AuditEntry {
  id: string;
  /** The admin's sub. */
  adminId: string;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  details: Record<string, unknown>;
  /** ISO 8601 instant. */
  createdAt: string;
}

/** The stored item of an audit entry. */
export function auditItem(entry: AuditEntry): Item {
  return { ...keys.audit.entry(entry), entity: 'audit', ...entry };
}

/** A transaction operation appending the entry (never overwrites one). */
export function auditPutOp(entry: AuditEntry): TransactOp {
  return { Put: { Item: auditItem(entry), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** The newest `limit` entries, newest first. */
export async function listAuditEntries(limit = 50): Promise<AuditEntry[]> {
  const items = await queryAll(
    { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.audit.log }, ScanIndexForward: false },
    { max: limit },
  );
  return items.map((item) => stripKeys<AuditEntry>(item));
}
