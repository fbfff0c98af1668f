import { useEffect, useId, useState } from 'react';
import { labelOf, labelledOptions } from '../../../../shared/labels';
import { ROLES as ROLE_VALUES, type OrganizationType } from '../../../../shared/limits';
import { roleTakenMessage } from '../../../../shared/roles';
import type { LeaderRegistrationInput } from '../../../../shared/schemas/accounts';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useSchoolChapters } from '../../lib/reference-data';
import { toast } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { SchoolSelect } from '../../components/auth/school-select';
import { errorText } from '../../lib/auth/auth-flow';
import { SelectInput } from '../../components/form-fields';
import { toastValidation } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/schema-form';
import { dashLabel } from '../../lib/text';
import { createLeaderRequest, getChapterRoles } from './api';
import { RequestAfterCode } from './RequestAfterCode';
import { AccountFields, ApprovalNotice } from './PortalFormParts';
import { createPortalAccount } from './portal-account';

const ORDER = ['email', 'password', 'fullName', 'schoolId', 'type', 'chapterId', 'role'] as const;
/** docs/spec/leader-admin-side.md §5: a missing choice reads "Missing information". */
const TITLES = { schoolId: 'Missing information', type: 'Missing information', chapterId: 'Missing information', role: 'Missing information' };

const TYPES: { value: OrganizationType; label: string; empty: string }[] = [
  { value: 'fraternity', label: labelOf('organizationType', 'fraternity'), empty: 'No fraternities found at this school' },
  { value: 'sorority', label: labelOf('organizationType', 'sorority'), empty: 'No sororities found at this school' },
];
const ROLES = labelledOptions('role', ROLE_VALUES);

/** A row of radio cards for one of the ordered choices. */
function RadioCards<T extends string>({
  legend,
  name,
  options,
  disabled,
  error,
  register,
}: {
  legend: string;
  name: string;
  options: { value: T; label: string }[];
  disabled?: boolean;
  error?: string;
  register: (value: T) => React.ComponentProps<'input'>;
}) {
  const errorId = `${useId()}-error`;
  return (
    <fieldset className="space-y-1.5" disabled={disabled} aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              'flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-violet-600 has-[:checked]:bg-violet-50 has-[:checked]:text-violet-900',
              disabled ? 'cursor-not-allowed opacity-60' : 'cursor-pointer',
            )}
          >
            <input type="radio" name={name} value={o.value} className="accent-violet-700" {...register(o.value)} />
            {o.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/**
 * Leader registration (docs/spec/leader-admin-side.md §2, §4, §5): account fields, then school,
 * fraternity/sorority, organization and role in that order; a held role is
 * refused before any account is made; then the e-mail code, the leader
 * request, sign-out and `/`.
 */
export function LeaderRegister() {
  const [pending, setPending] = useState<LeaderRegistrationInput | null>(null);
  const form = useSchemaForm({
    // The shared rules, loaded with zod when the form is first used (lib/schema-form.ts).
    schema: () => import('../../../../shared/schemas/accounts').then((m) => m.leaderRegistrationSchema),
    defaultValues: { email: '', password: '', fullName: '', schoolId: '', chapterId: '' },
  });
  const { register, field, watch, setValue } = form;
  const { errors } = form.formState;
  const schoolId = watch('schoolId') ?? '';
  const type = watch('type');
  const chapterId = watch('chapterId') ?? '';

  const chapters = useSchoolChapters(schoolId);
  useErrorToast(chapters.error, 'Failed to load organization');

  // A new school or type invalidates the organization chosen for the old one.
  useEffect(() => {
    setValue('chapterId', '');
  }, [schoolId, type, setValue]);

  const ofType = (chapters.data?.chapters ?? []).filter((c) => c.type === type);
  const typeInfo = TYPES.find((t) => t.value === type);

  const submit = form.handleSubmit(
    async (values) => {
      let roles;
      try {
        roles = await getChapterRoles(values.chapterId);
      } catch (error) {
        toast.error(errorText(error));
        return;
      }
      if (roles.taken[values.role]) {
        toast.error('Role already taken', { description: roleTakenMessage(values.role, roles.chapterName) });
        return;
      }
      if (await createPortalAccount(values)) setPending(values);
    },
    (errors) => toastValidation(errors, ORDER, TITLES),
  );

  if (pending) {
    return (
      <RequestAfterCode
        account={pending}
        onBack={() => setPending(null)}
        file={() => createLeaderRequest({ chapterId: pending.chapterId, role: pending.role })}
        failure="Failed to submit leader request"
        success="Leader request submitted!"
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <AccountFields email={field('email')} password={field('password')} fullName={field('fullName')} />
      <SchoolSelect label="1. School" withCity {...field('schoolId')} />
      <RadioCards
        legend="2. Fraternity or sorority"
        name="type"
        options={TYPES}
        disabled={!schoolId}
        error={errors.type?.message}
        register={() => register('type')}
      />
      <div className="space-y-1.5">
        <SelectInput
          label="3. Organization"
          placeholder={chapters.isFetching ? 'Loading organizations...' : 'Select your organization'}
          options={ofType.map((c) => ({ value: c.id, label: dashLabel(c.letters, c.name) }))}
          disabled={!schoolId || !type || ofType.length === 0}
          {...field('chapterId')}
        />
        {schoolId && typeInfo && chapters.isSuccess && ofType.length === 0 ? (
          <p className="text-sm text-slate-500">{typeInfo.empty}</p>
        ) : null}
      </div>
      <RadioCards legend="4. Leadership role" name="role" options={ROLES} disabled={!chapterId} error={errors.role?.message} register={() => register('role')} />
      <ApprovalNotice>
        Leader accounts require admin approval. After you verify your email, your request goes to an administrator; you can sign in
        here once it is approved. Each organization has only one President and one Media Manager.
      </ApprovalNotice>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Submitting...' : 'Register as Leader'}
      </Button>
    </form>
  );
}
