import { type ChangeEvent, useState } from 'react';
import { labelledOptions } from '../../../../shared/labels';
import { ORGANIZATION_TYPES, type Role } from '../../../../shared/limits';
import { SelectInput } from '../../components/form-fields';
import { RoleAssignForm } from '../../components/role-assign-form';
import { Input, Label } from '../../components/ui/input';
import { useSchoolChapters, useSchoolList } from '../../lib/reference-data';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { dashLabel } from '../../lib/text';
import { useAssignRoleDirectly, useUserSearch } from './api';

const TYPE_CHOICES = labelledOptions('organizationType', ORGANIZATION_TYPES);

/** Roles tab, Assign: a user (searched), an organization (filtered by school and type) and a role, without approval. */
export function DirectRoleForm() {
  const [search, setSearch] = useState('');
  const [sub, setSub] = useState('');
  const [schoolId, setSchoolId] = useState('');
  const [type, setType] = useState('');
  const [chapterId, setChapterId] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const users = useUserSearch(search.trim());
  const schools = useSchoolList({ forFilters: true });
  const chapters = useSchoolChapters(schoolId);

  const assign = useAssignRoleDirectly({
    onSuccess: () => {
      toast.success('Role assigned successfully');
      setSub('');
      setRole('');
    },
    onError: (e) => toast.error(serverMessage(e, 'Failed to assign role')),
  });

  const organizations = (chapters.data?.chapters ?? []).filter((c) => !type || c.type === type);
  // Another school or type leaves the organization chosen for the old one behind.
  const narrowing = (set: (value: string) => void) => (e: ChangeEvent<HTMLSelectElement>) => {
    set(e.target.value);
    setChapterId('');
  };
  return (
    <RoleAssignForm
      twoColumns
      role={role}
      onRoleChange={setRole}
      incomplete={!sub || !chapterId || !role ? 'Please select a user, organization, and role' : null}
      pending={assign.isPending}
      onSubmit={() => role && assign.mutate({ sub, chapterId, role })}
      pickers={
        <>
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
            onChange={narrowing(setSchoolId)}
            options={(schools.data?.schools ?? []).map((s) => ({ value: s.id, label: s.name }))}
          />
          <SelectInput
            label="Type"
            placeholder="All types"
            value={type}
            onChange={narrowing(setType)}
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
        </>
      }
    />
  );
}
