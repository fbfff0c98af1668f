import { useState } from 'react';
import type { Role } from '../../../../shared/limits';
import { roleLabel } from '../../../../shared/roles';
import { needsHandoverConfirmation } from '../../../../shared/schemas/roles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { SelectInput } from '../../components/form-fields';
import { PageContainer, PageHeader } from '../../components/page-header';
import { RoleAssignForm } from '../../components/role-assign-form';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useLeaderRefusal } from '../../lib/use-leader-refusal';
import { useAssignMemberRole, useManagedRoles, useRemoveMemberRole } from './api';
import { HandedOver, organizationLabel } from './HandedOver';

const shownName = (p: { fullName: string; email: string | null }) => p.fullName || p.email || 'Unnamed member';

/**
 * `/manage-roles` (docs/spec/leader-admin-side.md §2): a president gives the roles of their own
 * organization to its members. Naming someone else president hands the
 * presidency over: the page asks first, saying what it means, and the API
 * refuses a hand-over sent without that confirmation. Once handed over the
 * page explains it, and is no longer theirs. The roles request is the gate
 * (one screen, one request): the API refuses anyone but a president with 403,
 * and the page says why and goes to `/party-events`.
 */
export function ManageRolesPage() {
  const [handedOver, setHandedOver] = useState<{ organization: string; successor: string } | null>(null);
  // Handed over: the roles are no longer the caller's to read (the API would answer 403).
  const roles = useManagedRoles(!handedOver);
  const denial = useLeaderRefusal('manageRoles', handedOver ? null : roles.error);
  useErrorToast(denial || handedOver ? null : roles.error, 'Failed to load organization');
  const [member, setMember] = useState('');
  const [role, setRole] = useState<Role>('media_manager');
  const [confirming, setConfirming] = useState(false);

  const assign = useAssignMemberRole({
    onSuccess: (data, input) => {
      setMember('');
      if (input.role === 'president') {
        const successor = data.roles.find((r) => r.role === 'president');
        const organization = organizationLabel(data.chapter);
        toast.success('Presidency handed over');
        // No longer the president, but this page stays to say so.
        setHandedOver({ organization, successor: successor ? shownName(successor) : 'The new president' });
      } else {
        toast.success('Role assigned successfully');
      }
    },
    onError: (e) => toast.error(serverMessage(e, 'Failed to assign role')),
  });
  const remove = useRemoveMemberRole({
    onSuccess: () => toast.success('Role removed successfully'),
    onError: (e) => toast.error(serverMessage(e, 'Failed to remove role')),
  });

  // A hand-over is asked about first; the dialog's button sends it confirmed.
  const submit = () => (needsHandoverConfirmation({ role }) ? setConfirming(true) : assign.mutate({ sub: member, role }));

  const body = () => {
    if (handedOver) return <HandedOver {...handedOver} />;
    if (denial)
      return (
        <p role="alert" className="text-red-700">
          {denial.description}
        </p>
      );
    if (roles.error) return <ErrorState title="Failed to load organization" onRetry={() => void roles.refetch()} />;
    if (!roles.data) return <Skeleton className="mx-auto h-72 max-w-2xl" />;
    const { chapter, members, roles: held } = roles.data;
    const successor = members.find((m) => m.sub === member);
    return (
      <div className="mx-auto max-w-2xl space-y-6">
        <p className="text-slate-700">
          {chapter.letters ? `${chapter.letters} ` : ''}
          {chapter.name} · {chapter.schoolName}
        </p>
        <RoleAssignForm
          role={role}
          onRoleChange={(picked) => setRole(picked || 'media_manager')}
          incomplete={member ? null : 'Please select a member and a role'}
          pending={assign.isPending}
          onSubmit={submit}
          pickers={
            <SelectInput
              label="Member"
              placeholder="Select a member"
              value={member}
              onChange={(e) => setMember(e.target.value)}
              options={members.map((m) => ({ value: m.sub, label: m.email && m.fullName ? `${m.fullName} (${m.email})` : shownName(m) }))}
            />
          }
        >
          <ConfirmDialog
            open={confirming}
            onOpenChange={setConfirming}
            title="Hand over the presidency?"
            description={`You will no longer be president of ${organizationLabel(chapter)}. ${successor ? shownName(successor) : 'The member you chose'} will be its president, and only they can manage its roles from then on: you cannot take the presidency back yourself.`}
            action="Hand Over Presidency"
            onConfirm={() => assign.mutate({ sub: member, role: 'president', confirmHandover: true })}
          />
        </RoleAssignForm>
        <Card className="p-6">
          <h2 className="mb-4 text-lg font-semibold text-slate-900">Current Roles</h2>
          {held.length === 0 ? (
            <p className="text-sm text-slate-500">No roles assigned yet.</p>
          ) : (
            <ul className="divide-y divide-slate-100" aria-label="Current roles">
              {held.map((r) => (
                <li key={r.role} className="flex items-center justify-between gap-3 py-3">
                  <span>
                    <span className="font-medium text-slate-900">{shownName(r)}</span> <Badge>{roleLabel(r.role)}</Badge>
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Remove ${roleLabel(r.role)} ${shownName(r)}`}
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(r.role)}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    );
  };

  return (
    <PageContainer>
      <PageTitle title="Manage Roles" />
      <PageHeader title="Manage Organization Roles" description="Give your organization's president and media manager roles to its members." />
      {body()}
    </PageContainer>
  );
}
