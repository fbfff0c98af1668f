import type { ReactNode } from 'react';
import { labelledOptions } from '../../../shared/labels';
import { ROLES, type Role } from '../../../shared/limits';
import { cn } from '../lib/cn';
import { toast } from '../lib/toast';
import { SelectInput } from './form-fields';
import { Button } from './ui/button';
import { Card } from './ui/card';

const ROLE_CHOICES = labelledOptions('role', ROLES);

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/**
 * The Assign Role card of every role form: the admin Roles tab (any user, any
 * organization) and `/manage-roles` (a president's own members). The screen
 * brings its pickers for whom (and where); the card adds the Role select
 * (President or Media Manager, '' while none is picked), the one-holder rule
 * (one holder per role) and Assign Role. A choice left out is said as
 * "Missing Information" and nothing is sent.
 */
export function RoleAssignForm({
  pickers,
  role,
  onRoleChange,
  incomplete,
  pending,
  onSubmit,
  twoColumns = false,
  children,
}: {
  /** The fields before the role: whom to give it to, and where. */
  pickers: ReactNode;
  role: Role | '';
  onRoleChange: (role: Role | '') => void;
  /** What to ask for while a choice is missing; null once every choice is made. */
  incomplete: string | null;
  pending: boolean;
  onSubmit: () => void;
  /** Fields side by side from medium screens (the admin's five), else one under another. */
  twoColumns?: boolean;
  /** After the form, in the card (a confirmation the submit opens). */
  children?: ReactNode;
}) {
  const fullWidth = twoColumns ? 'md:col-span-2' : undefined;
  return (
    <Card className="p-6">
      <h2 className="mb-4 text-lg font-semibold text-slate-900">Assign Role</h2>
      <form
        noValidate
        className={twoColumns ? 'grid gap-4 md:grid-cols-2' : 'space-y-4'}
        onSubmit={(e) => {
          e.preventDefault();
          if (incomplete) toast.error('Missing Information', { description: incomplete });
          else onSubmit();
        }}
      >
        {pickers}
        <SelectInput
          label="Role"
          placeholder="Select a role"
          value={role}
          onChange={(e) => onRoleChange(isRole(e.target.value) ? e.target.value : '')}
          options={ROLE_CHOICES}
        />
        <p className={cn('text-sm text-slate-600', fullWidth)}>Only one president and one media manager per organization.</p>
        <div className={fullWidth}>
          <Button type="submit" disabled={pending}>
            {pending ? 'Assigning...' : 'Assign Role'}
          </Button>
        </div>
      </form>
      {children}
    </Card>
  );
}
