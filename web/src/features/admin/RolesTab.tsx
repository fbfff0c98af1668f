import type { RoleAssignmentView } from '../../../../shared/api/types';
import { roleLabel } from '../../../../shared/roles';
import { Button } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { formatInstantLong } from '../../lib/instant';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useRemoveRoleDirectly, useRoleAssignments } from './api';
import { DataTable } from './DataTable';
import { DirectRoleForm } from './DirectRoleForm';

const holder = (r: RoleAssignmentView) => r.fullName || r.email || r.sub.slice(0, 8);

/** Roles: assign a role directly, and every assignment with Remove. */
export function RolesTab() {
  const { data, error, isPending, refetch } = useRoleAssignments();
  useErrorToast(error, 'Failed to load roles');
  const remove = useRemoveRoleDirectly({
    onSuccess: () => toast.success('Role removed successfully'),
    onError: (e) => toast.error(serverMessage(e, 'Failed to remove role')),
  });

  return (
    <div className="space-y-8">
      <DirectRoleForm />
      <section aria-labelledby="role-assignments">
        <h2 id="role-assignments" className="mb-3 text-xl font-semibold text-slate-900">
          All Assignments
        </h2>
        {error ? (
          <ErrorState title="Failed to load roles" onRetry={() => void refetch()} />
        ) : isPending ? (
          <CardGridSkeleton count={1} label="Loading roles" />
        ) : (
          <DataTable
            caption="Role assignments"
            rows={data.assignments}
            rowKey={(r) => `${r.chapterId}#${r.role}`}
            empty="No roles assigned yet."
            columns={[
              { header: 'User', cell: (r) => <span className="font-medium">{holder(r)}</span> },
              { header: 'Organization', cell: (r) => [r.letters, r.organizationName].filter(Boolean).join(' ') },
              { header: 'School', cell: (r) => r.schoolName },
              { header: 'Role', cell: (r) => roleLabel(r.role) },
              { header: 'Assigned', cell: (r) => formatInstantLong(r.createdAt) },
              {
                header: 'Remove',
                cell: (r) => (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove ${roleLabel(r.role)} ${holder(r)}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ chapterId: r.chapterId, role: r.role })}
                  >
                    Remove
                  </Button>
                ),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}
