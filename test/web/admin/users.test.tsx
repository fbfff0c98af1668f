import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminUserView } from '../../../shared/api/types';
import { ok } from '../support/mock-api';
import { resetSession, signIn } from '../support/session-mock';
import { adminSub, openAdminTab } from './admin-mocks';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const ALABAMA_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';

const user = (n: number, extra: Partial<AdminUserView> = {}): AdminUserView => ({
  sub: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  fullName: `Person ${n}`,
  email: `person${n}@ua.edu`,
  phone: null,
  schoolId: ALABAMA_ID,
  schoolName: 'University of Alabama',
  organization: null,
  office: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  ...extra,
});

/** Two pages (cursor "p2"), a search, and deletion that can be made to fail. */
function usersRoutes(options: { failDelete?: boolean } = {}) {
  let people = [user(1, { organization: 'ΑΕΦ Alpha Epsilon Phi', office: { schoolId: ALABAMA_ID, schoolName: 'University of Alabama' } }), user(2), user(3)];
  return {
    'GET /api/admin/users': ({ url }: { url: URL }) => {
      const q = url.searchParams.get('q');
      if (q) return ok({ users: people.filter((p) => p.fullName.toLowerCase().includes(q.toLowerCase())), nextCursor: null });
      return url.searchParams.get('cursor') === 'p2' ? ok({ users: people.slice(2), nextCursor: null }) : ok({ users: people.slice(0, 2), nextCursor: 'p2' });
    },
    // The Greek-life office
    'PUT /api/admin/users/{id}/office': ({ url }: { url: URL }) =>
      ok({ office: { sub: url.pathname.split('/')[4], schoolId: ALABAMA_ID, schoolName: 'University of Alabama', grantedAt: '2026-11-02T12:00:00.000Z', grantedBy: adminSub } }),
    'DELETE /api/admin/users/{id}/office': () => ({ status: 404, body: { message: 'This user is not a Greek-life office' } }),
    'DELETE /api/admin/users/{id}': ({ url }: { url: URL }) => {
      if (options.failDelete) return { status: 502, body: { message: 'Failed to delete user' } };
      people = people.filter((p) => p.sub !== url.pathname.split('/').pop());
      return ok({ ok: true });
    },
  };
}

describe('/admin Users tab', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: adminSub, email: 'admin@greekcampus.example' });
  });

  it('lists users a page at a time with their school and organization', async () => {
    const { user: u, calls } = await openAdminTab('Users', usersRoutes());
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getByText('Person 1')).toBeInTheDocument();
    expect(within(table).getByText('ΑΕΦ Alpha Epsilon Phi')).toBeInTheDocument();
    expect(within(table).queryByText('Person 3')).toBeNull();
    await u.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(table).findByText('Person 3')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/admin/users' && c.search === '?cursor=p2')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches', async () => {
    const { user: u } = await openAdminTab('Users', usersRoutes());
    await u.type(await screen.findByRole('searchbox', { name: 'Search users by name, e-mail or phone' }), 'person 2');
    const table = screen.getByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).queryByText('Person 1')).toBeNull());
    expect(within(table).getByText('Person 2')).toBeInTheDocument();
  });

  it('deletes after a confirmation: "User deleted successfully"', async () => {
    const { user: u, calls } = await openAdminTab('Users', usersRoutes());
    await u.click(await screen.findByRole('button', { name: 'Delete Person 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this user?' });
    await u.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/admin/users/${user(2).sub}`]);
    await waitFor(() => expect(screen.queryByText('Person 2')).toBeNull());
  });

  it('says "Failed to delete user" when the deletion fails, and cancelling sends nothing', async () => {
    const { user: u, calls } = await openAdminTab('Users', usersRoutes({ failDelete: true }));
    await u.click(await screen.findByRole('button', { name: 'Delete Person 1' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await u.click(screen.getByRole('button', { name: 'Delete Person 1' }));
    await u.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user')).toBeInTheDocument();
  });

  it("shows the office an account holds with only the button that applies", async () => {
    await openAdminTab('Users', usersRoutes());
    const holder = (await screen.findByText('Person 1')).closest('tr')!;
    expect(holder).toHaveTextContent('Office: University of Alabama');
    expect(within(holder).getAllByRole('button').map((b) => b.textContent)).not.toContain('Make office');
    expect(within(holder).getByRole('button', { name: 'Remove office: Person 1 is no longer the Greek-life office' })).toHaveTextContent('Remove office');
    const other = screen.getByText('Person 2').closest('tr')!;
    expect(other).not.toHaveTextContent('Office:');
    expect(within(other).queryByRole('button', { name: 'Remove office: Person 2 is no longer the Greek-life office' })).toBeNull();
    expect(within(other).getByRole('button', { name: 'Make office: Person 2 becomes the Greek-life office' })).toBeInTheDocument();
  });

  it("makes an account the Greek-life office of its school, and says why taking back an office fails", async () => {
    const { user: u, calls } = await openAdminTab('Users', usersRoutes());
    await u.click(await screen.findByRole('button', { name: 'Make office: Person 2 becomes the Greek-life office' }));
    expect(await screen.findByText('Person 2 is now the Greek-life office of University of Alabama')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: `/api/admin/users/${user(2).sub}/office`, body: { schoolId: ALABAMA_ID } });
    await u.click(screen.getByRole('button', { name: 'Remove office: Person 1 is no longer the Greek-life office' }));
    expect(await screen.findByText('This user is not a Greek-life office')).toBeInTheDocument();
  });
});
