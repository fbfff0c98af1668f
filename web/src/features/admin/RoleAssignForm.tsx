import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { RoleAssignmentsResponse } from '../../../../shared/api/types';
import { labelledOptions } from '../../../../shared/labels';
import { ORGANIZATION_TYPES, type Role } from '../../../../shared/limits';
import { SelectInput } from '../../components/form-fields';
import { OneHolderPerRole, RoleSelect } from '../../components/role-select';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import type { ApiError } from '../../lib/api';
import { useSchoolChapters, useSchoolList } from '../../lib/reference-data';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { dashLabel } from '../../lib/text';
import { assignRoleDirectly, refreshAdminLists, useUserSearch } from './api';

const TYPE_CHOICES = labelledOptions('organizationType', ORGANIZATION_TYPES);

/** Roles tab, Assign: a user (searched), an organization (filtered by school and type) and a role, without approval. */
export function RoleAssignForm() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const [sub, setSub] = useState('');
  const [schoolId, setSchoolId] = useState('');
  const [type, setType] = useState('');
  const [chapterId, setChapterId] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const users = useUserSearch(search.trim());
  const schools = useSchoolList({ forFilters: true });
  const chapters = useSchoolChapters(schoolId);

  const assign = useMutation<RoleAssignmentsResponse, ApiError, { sub: string; chapterId: string; role: Role }>({
    mutationFn: assignRoleDirectly,
    onSuccess: () => {
      toast.success('Role assigned successfully');
      setSub('');
      setRole('');
    },
    onError: (e) => toast.error(serverMessage(e, 'Failed to assign role')),
    onSettled: () => refreshAdminLists(queryClient, 'listRoleAssignments', 'listAuditLog'),
  });

  const submit = () => {
    if (!sub || !chapterId || !role) {
      toast.error('Missing Information', { description: 'Please select a user, organization, and role' });
      return;
    }
    assign.mutate({ sub, chapterId, role });
  };

  const organizations = (chapters.data?.chapters ?? []).filter((c) => !type || c.type === type);
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Assign Role</h2>
      <form
        noValidate
        className="grid gap-4 md:grid-cols-2"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor="role-user-search">Search users</Label>
          <Input id="role-user-search" type="search" placeholder="Name or e-mail" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <SelectInput
          label="User"
          placeholder="Select a user"
          value={sub}
          onChange={(e) => setSub(e.target.value)}
          options={(users.data?.users ?? []).map((u) => ({ value: u.sub, label: u.email ? `${u.fullName || u.email} (${u.email})` : u.fullName || u.sub }))}
        />
        <SelectInput
          label="School"
          placeholder="All schools"
          value={schoolId}
          onChange={(e) => {
            setSchoolId(e.target.value);
            setChapterId('');
          }}
          options={(schools.data?.schools ?? []).map((s) => ({ value: s.id, label: s.name }))}
        />
        <SelectInput
          label="Type"
          placeholder="All types"
          value={type}
          onChange={(e) => {
            setType(e.target.value);
            setChapterId('');
          }}
          options={TYPE_CHOICES}
        />
        <SelectInput
          label="Organization"
          placeholder={schoolId ? 'Select an organization' : 'Select a school first'}
          value={chapterId}
          disabled={!schoolId}
          onChange={(e) => setChapterId(e.target.value)}
          options={organizations.map((c) => ({ value: c.id, label: dashLabel(c.letters, c.name) }))}
        />
        <RoleSelect value={role} onChange={setRole} />
        <OneHolderPerRole className="md:col-span-2" />
        <div className="md:col-span-2">
          <Button type="submit" disabled={assign.isPending}>
            {assign.isPending ? 'Assigning...' : 'Assign Role'}
          </Button>
        </div>
      </form>
    </Card>
  );
}
