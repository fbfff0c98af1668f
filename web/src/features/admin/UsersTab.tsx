import { useQueryClient } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { AdminUserView } from '../../../../shared/api/types';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { formatInstantLong } from '../../lib/instant';
import { useErrorToast } from '../../lib/use-error-toast';
import { serverMessage } from '../../lib/server-message';
import { deleteUser, grantOffice, refreshAdminLists, revokeOffice, useUserPages } from './api';
import { attempt } from './attempt';
import { ConfirmDelete } from './ConfirmDelete';
import { DataTable } from './DataTable';
import { SearchField } from '../../components/search-field';

const LOAD_FAILED = 'Failed to load users. Admin privileges required.';
const nameOf = (u: AdminUserView) => u.fullName || u.email || u.phone || u.sub.slice(0, 8);

/** Users: every account, searchable, a page at a time, each deletable after a confirmation. */
export function UsersTab() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDeferredValue(search.trim());
  const pages = useUserPages(q);
  useErrorToast(pages.error, LOAD_FAILED);

  const remove = (u: AdminUserView) =>
    attempt(() => deleteUser(u.sub), { success: 'User deleted successfully', failure: () => 'Failed to delete user' }, () =>
      refreshAdminLists(queryClient, 'listUsers', 'listRoleAssignments', 'listAuditLog'),
    );

  // The Greek-life office of the account's own school: granted or taken back, each in the audit log.
  const makeOffice = (u: AdminUserView, schoolId: string) =>
    attempt(() => grantOffice(u.sub, schoolId), { success: `${nameOf(u)} is now the Greek-life office of ${u.schoolName ?? 'their school'}`, failure: (e) => serverMessage(e, 'Failed to grant the office') }, () =>
      refreshAdminLists(queryClient, 'listAuditLog'),
    );
  const takeOffice = (u: AdminUserView) =>
    attempt(() => revokeOffice(u.sub), { success: `${nameOf(u)} is no longer a Greek-life office`, failure: (e) => serverMessage(e, 'Failed to remove the office') }, () =>
      refreshAdminLists(queryClient, 'listAuditLog'),
    );

  const rows = pages.data?.pages.flatMap((p) => p.users) ?? [];
  return (
    <section aria-label="Users">
      <SearchField className="mb-4 max-w-md" label="Search users by name, e-mail or phone" value={search} onChange={setSearch} />
      {pages.error ? (
        <ErrorState title={LOAD_FAILED} onRetry={() => void pages.refetch()} />
      ) : pages.isPending ? (
        <CardGridSkeleton count={1} label="Loading users" />
      ) : (
        <>
          <DataTable
            caption="Users"
            rows={rows}
            rowKey={(u) => u.sub}
            empty={q ? 'No users match your search.' : 'No users yet.'}
            columns={[
              {
                header: 'User',
                cell: (u) => (
                  <>
                    <span className="block font-medium">{nameOf(u)}</span>
                    {u.email && u.fullName ? <span className="block text-xs text-slate-500">{u.email}</span> : null}
                  </>
                ),
              },
              { header: 'School', cell: (u) => u.schoolName ?? '—' },
              { header: 'Organization', cell: (u) => u.organization ?? '—' },
              {
                header: 'Greek-life office',
                cell: (u) =>
                  u.office ? (
                    <span className="flex items-center gap-2">
                      <span>Office: {u.office.schoolName}</span>
                      <Button variant="outline" size="sm" aria-label={`Remove office: ${nameOf(u)} is no longer the Greek-life office`} onClick={() => void takeOffice(u)}>
                        Remove office
                      </Button>
                    </span>
                  ) : u.schoolId ? (
                    <Button variant="outline" size="sm" aria-label={`Make office: ${nameOf(u)} becomes the Greek-life office`} onClick={() => void makeOffice(u, u.schoolId!)}>
                      Make office
                    </Button>
                  ) : (
                    '—'
                  ),
              },
              { header: 'Joined', cell: (u) => (u.createdAt ? formatInstantLong(u.createdAt) : '—') },
              {
                header: 'Delete',
                cell: (u) => (
                  <ConfirmDelete
                    label={`Delete ${nameOf(u)}`}
                    title="Delete this user?"
                    description={`${nameOf(u)}'s account and everything personal in it will be deleted. This cannot be undone.`}
                    onConfirm={() => remove(u)}
                  />
                ),
              },
            ]}
          />
          {pages.hasNextPage ? (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                {pages.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            </div>
          ) : null}
        </>
      )}
    </section>
  );
}
