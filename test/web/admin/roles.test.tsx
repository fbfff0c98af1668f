import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleAssignmentView } from '../../../shared/api/types';
import { ok } from '../support/mock-api';
import { resetSession, signIn } from '../support/session-mock';
import { adminSub, openAdminTab } from './admin-mocks';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const schoolId = 'c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f';
const sigmaChi = { id: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f60', nationalKey: 'sigma-chi', letters: 'ΣΧ', name: 'Sigma Chi', type: 'fraternity', schoolId, schoolName: 'University of Alabama', city: 'Tuscaloosa', state: 'AL' };
const kappaDelta = { ...sigmaChi, id: 'e3f4a5b6-c7d8-4e9f-8a1b-2c3d4e5f6071', nationalKey: 'kappa-delta', letters: 'ΚΔ', name: 'Kappa Delta', type: 'sorority' };
const riley = { sub: 'f4a5b6c7-d8e9-4f0a-9b2c-3d4e5f607182', fullName: 'Riley Chen', email: 'riley@ua.edu', phone: null, schoolName: null, organization: null, createdAt: '2026-11-01T00:00:00.000Z' };

/** A stateful Roles API: assigning adds a row, removing drops it. */
function rolesRoutes(options: { failAssign?: { status: number; body: unknown } } = {}) {
  let assignments: RoleAssignmentView[] = [];
  return {
    'GET /api/schools': ok({ schools: [{ id: schoolId, name: 'University of Alabama', city: 'Tuscaloosa', state: 'AL', website: '', logoUrl: null }] }),
    'GET /api/schools/{id}/chapters': ok({ chapters: [sigmaChi, kappaDelta] }),
    'GET /api/admin/users': ok({ users: [riley], nextCursor: null }),
    'GET /api/admin/roles': () => ok({ assignments }),
    'POST /api/admin/roles': ({ body }: { body: unknown }) => {
      if (options.failAssign) return options.failAssign;
      const { sub, chapterId, role } = body as RoleAssignmentView;
      assignments = [{ chapterId, role, sub, fullName: 'Riley Chen', email: 'riley@ua.edu', letters: 'ΣΧ', organizationName: 'Sigma Chi', schoolName: 'University of Alabama', createdAt: '2026-11-20T10:00:00.000Z' }];
      return ok({ assignments });
    },
    'DELETE /api/admin/chapters/{id}/roles/{role}': () => {
      assignments = [];
      return ok({ assignments });
    },
  };
}

async function fillAssignment(user: Awaited<ReturnType<typeof openAdminTab>>['user']) {
  await user.selectOptions(await screen.findByRole('combobox', { name: 'User' }), 'Riley Chen (riley@ua.edu)');
  await user.selectOptions(screen.getByRole('combobox', { name: 'School' }), 'University of Alabama');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'Fraternity');
  const organization = screen.getByRole('combobox', { name: 'Organization' });
  await waitFor(() => expect(within(organization).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select an organization', 'ΣΧ - Sigma Chi']));
  await user.selectOptions(organization, 'ΣΧ - Sigma Chi');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'President');
}

describe('/admin Roles tab', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: adminSub, email: 'admin@greekcampus.example' });
  });

  it('assigns a role directly (organizations filtered by school and type), lists it, and removes it', async () => {
    const { calls, user } = await openAdminTab('Roles', rolesRoutes());
    expect(await screen.findByText('No roles assigned yet.')).toBeInTheDocument();
    await fillAssignment(user);
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    expect(await screen.findByText('Role assigned successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ sub: riley.sub, chapterId: sigmaChi.id, role: 'president' });
    const table = screen.getByRole('table', { name: 'Role assignments' });
    await waitFor(() => expect(within(table).getByText('Riley Chen')).toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: 'Remove President Riley Chen' }));
    expect(await screen.findByText('Role removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Riley Chen')).toBeNull());
  });

  it('says "Missing Information" without a user, organization and role, and sends nothing', async () => {
    const { calls, user } = await openAdminTab('Roles', rolesRoutes());
    await user.click(await screen.findByRole('button', { name: 'Assign Role' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please select a user, organization, and role')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("shows the API's refusal", async () => {
    const message = 'Role Already Exists: This user already has this role in this organization';
    const { user } = await openAdminTab('Roles', rolesRoutes({ failAssign: { status: 409, body: { message } } }));
    await fillAssignment(user);
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
