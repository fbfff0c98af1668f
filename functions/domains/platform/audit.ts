/**
 * The admin audit log (docs/spec/leader-admin-side.md §6 "Admin actions are written to the
 * audit log"): one item per privileged write, put in the same transaction as
 * the write it records, so an action and its entry exist together or not at
 * all. `PK=AUDIT SK=<createdAt>#<id>`: the newest entries are one descending
 * Query (the Audit tab shows the last 50).
 */
import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntryView, AuditTargetType } from '../../../shared/api/admin-types';
import { keys } from '../keys';
import { queryAll, stripKeys, type Item, type TransactOp } from '../../lib/db/table';

export type { AuditAction, AuditTargetType };

/** A stored entry (`adminId` is the admin's sub; `createdAt` an ISO 8601 instant): what the Audit tab shows. */
export type AuditEntry = AuditEntryView;

/** The stored item of an audit entry. */
export function auditItem(entry: AuditEntry): Item {
  return { ...keys.audit.entry(entry), entity: 'audit', ...entry };
}

/** A transaction operation appending the entry (never overwrites one). */
export function auditPutOp(entry: AuditEntry): TransactOp {
  return { Put: { Item: auditItem(entry), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/** What a privileged write records: who did what to which target; the id and time are the writer's. */
export type AuditRecord = Omit<AuditEntry, 'id' | 'createdAt'>;

/**
 * THE audit writer: the operation to put in the transaction of the write it
 * records, so the write and its entry exist together or not at all.
 */
export function auditOp(record: AuditRecord, now: Date): TransactOp {
  return auditPutOp({ ...record, id: randomUUID(), createdAt: now.toISOString() });
}

/** The newest `limit` entries, newest first. */
export async function listAuditEntries(limit = 50): Promise<AuditEntry[]> {
  const items = await queryAll(
    { KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': keys.audit.log }, ScanIndexForward: false },
    { max: limit },
  );
  return items.map((item) => stripKeys<AuditEntry>(item));
}
