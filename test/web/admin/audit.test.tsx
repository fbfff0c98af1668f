import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryView } from '../../../shared/api/types';
import { ok } from '../support/mock-api';
import { adminSub, openAdminTab } from './admin-mocks';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const entry = (extra: Partial<AuditEntryView>): AuditEntryView => ({
  id: 'e1a2b3c4-d5e6-4f70-8192-a3b4c5d6e7f8',
  adminId: adminSub,
  action: 'DELETE_SCHOOL',
  targetType: 'school',
  targetId: 'f0e1d2c3-b4a5-4968-8776-655443322110',
  details: { name: 'Test College' },
  createdAt: '2026-11-20T10:00:00.000Z',
  ...extra,
});

async function openAudit(entries: AuditEntryView[] | null) {
  await openAdminTab('Audit', { 'GET /api/admin/audit': entries ? ok({ entries }) : { status: 500, body: { message: 'Internal Server Error' } } });
}

describe('/admin Audit tab', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: adminSub, email: 'admin@greekcampus.example' });
  });

  it('shows each entry: action, the target id cut to 8 characters, the details cut to 100', async () => {
    const long = { note: 'x'.repeat(200) };
    await openAudit([entry({}), entry({ id: 'a0000000-0000-4000-8000-000000000001', action: 'ASSIGN_ROLE', targetType: 'role', details: long })]);
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('DELETE_SCHOOL')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('school f0e1d2c3')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('{"name":"Test College"}')).toBeInTheDocument();
    const shown = `${JSON.stringify(long).slice(0, 100)}…`;
    expect(within(rows[1]!).getByText(shown)).toBeInTheDocument();
  });

  it('lets the keyboard scroll the table sideways on a narrow screen: its box is a named Tab stop', async () => {
    await openAudit([entry({})]);
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const box = screen.getByRole('region', { name: 'Audit log, newest first' });
    expect(box).toContainElement(table);
    expect(box).toHaveAttribute('tabindex', '0');
  });

  it('says "Failed to load audit logs"', async () => {
    await openAudit(null);
    expect((await screen.findAllByText('Failed to load audit logs')).length).toBeGreaterThan(0);
  });
});
