/** The Audit tab (docs/spec/leader-admin-side.md §2, §9): the newest 50 entries of the audit log. */
import type { AuditLogResponse } from '../../shared/api/types';
import { LIMITS } from '../../shared/limits';
import { listAuditEntries } from '../domains/platform/audit';

export async function getAuditLog(): Promise<AuditLogResponse> {
  return { entries: await listAuditEntries(LIMITS.auditLog) };
}
