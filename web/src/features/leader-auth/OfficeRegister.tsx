import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import type { OfficeRegistrationInput } from '../../../../shared/schemas/accounts';
import { SchoolSelect } from '../../components/auth/school-select';
import { TextField } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { createAccount } from '../../lib/auth/auth-flow';
import { toastValidation } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/schema-form';
import { createOfficeRequest } from './api';
import { RequestAfterCode } from './RequestAfterCode';

const ORDER = ['email', 'password', 'fullName', 'schoolId', 'jobTitle'] as const;
const TITLES = { schoolId: 'Missing information' };

/**
 * Registration for a school's Greek-life office staff: account fields, the
 * school (instead of a chapter) and a job title; then the e-mail code, the
 * office request, sign-out and `/`, as a leader registers.
 */
export function OfficeRegister() {
  const [pending, setPending] = useState<OfficeRegistrationInput | null>(null);
  const form = useSchemaForm({
    schema: () => import('../../../../shared/schemas/accounts').then((m) => m.officeRegistrationSchema),
    defaultValues: { email: '', password: '', fullName: '', schoolId: '', jobTitle: '' },
  });
  const { field } = form;

  const submit = form.handleSubmit(
    async (values) => {
      const attributes = { email: values.email, name: values.fullName, 'custom:school_id': values.schoolId };
      if (await createAccount({ username: values.email, password: values.password, channel: 'email' }, attributes)) setPending(values);
    },
    (errors) => toastValidation(errors, ORDER, TITLES),
  );

  if (pending) {
    return (
      <RequestAfterCode
        account={pending}
        onBack={() => setPending(null)}
        file={() => createOfficeRequest({ schoolId: pending.schoolId, jobTitle: pending.jobTitle })}
        failure="Failed to submit office request"
        success="Office request submitted!"
      />
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" {...field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" hint="At least 6 characters" {...field('password')} />
      <TextField label="Full name" autoComplete="name" {...field('fullName')} />
      <SchoolSelect label="School" withCity {...field('schoolId')} />
      <TextField label="Job title" autoComplete="organization-title" hint="e.g. Coordinator of Fraternity & Sorority Life" {...field('jobTitle')} />
      <div role="note" className="flex gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <p>
          Office accounts require admin approval. After you verify your email, your request goes to an administrator; once it is approved,
          sign in here to review your school&apos;s events.
        </p>
      </div>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Submitting...' : 'Request office access'}
      </Button>
    </form>
  );
}
