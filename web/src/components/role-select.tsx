import { labelledOptions } from '../../../shared/labels';
import { ROLES, type Role } from '../../../shared/limits';
import { cn } from '../lib/cn';
import { SelectInput } from './form-fields';

const ROLE_CHOICES = labelledOptions('role', ROLES);

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** The Role select of every role form (admin Roles tab, /manage-roles): President or Media Manager; '' while none is picked. */
export function RoleSelect({ value, onChange }: { value: Role | ''; onChange: (role: Role | '') => void }) {
  return (
    <SelectInput
      label="Role"
      placeholder="Select a role"
      value={value}
      onChange={(e) => onChange(isRole(e.target.value) ? e.target.value : '')}
      options={ROLE_CHOICES}
    />
  );
}

/** The rule under every role form (leader side §5: one holder per role). */
export function OneHolderPerRole({ className }: { className?: string }) {
  return <p className={cn('text-sm text-slate-600', className)}>Only one president and one media manager per organization.</p>;
}
