/**
 * The audit log: the one writer's entry exists exactly when the write it
 * records does, and the Audit tab reads the 50 newest, newest first.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { AuditLogResponse } from '../../../shared/api/types';
import { auditOp, listAuditEntries } from '../../../functions/domains/platform/audit';
import { keys } from '../../../functions/domains/keys';
import { transactWrite } from '../../../functions/lib/db/table';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newAdmin } from '../leaders/fixtures';

useFreshTable();

const record = (targetId: string) => ({ adminId: 'admin', action: 'DELETE_SCHOOL' as const, targetType: 'school' as const, targetId, details: {} });

describe('the audit writer', () => {
  it('writes no entry when the write it records fails', async () => {
    const missing = keys.school.item('00000000-0000-4000-8000-00000000dead');
    await expect(
      transactWrite([{ Delete: { Key: missing, ConditionExpression: 'attribute_exists(PK)' } }, auditOp(record('failed-write'), new Date())]),
    ).rejects.toThrow();
    expect((await listAuditEntries(10_000)).filter((e) => e.targetId === 'failed-write')).toEqual([]);
  });
});

describe('listAuditLog', () => {
  it('answers the 50 newest entries, newest first', async () => {
    const base = Date.parse('2030-01-01T00:00:00.000Z');
    for (let i = 0; i < 55; i++) await transactWrite([auditOp(record(`t${String(i).padStart(2, '0')}`), new Date(base + i * 60_000))]);
    const admin = await newAdmin();
    const res = await invoke<AuditLogResponse>('listAuditLog', { claims: admin.claims });
    expect(res.statusCode).toBe(200);
    expect(res.json.entries).toHaveLength(50);
    expect(res.json.entries[0]?.targetId).toBe('t54');
    expect(res.json.entries[49]?.targetId).toBe('t05');
  });
});
