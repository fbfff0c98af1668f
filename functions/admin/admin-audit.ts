/**
 * The audit entry of an admin tool's write, put in the same transaction as
 * the write (DESIGN §2 "Privileged writes append their audit entry inside
 * the same transaction"). One function, so every tool writes entries alike.
 */
import { randomUUID } from 'node:crypto';
import { auditPutOp, type AuditAction, type AuditTargetType } from '../lib/db/audit';
import type { TransactOp } from '../lib/db/table';

export function adminAuditOp(
  adminSub: string,
  action: AuditAction,
  target: { type: AuditTargetType; id: string },
  details: Record<string, unknown>,
  at: Date,
): TransactOp {
  return auditPutOp({ id: randomUUID(), adminId: adminSub, action, targetType: target.type, targetId: target.id, details, createdAt: at.toISOString() });
}
