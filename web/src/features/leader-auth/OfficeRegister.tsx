import { useState } from 'react';
import type { OfficeRegistrationInput } from '../../../../shared/schemas/accounts';
import { SchoolSelect } from '../../components/auth/school-select';
import { TextField } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import { toastValidation } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/schema-form';
import { createOfficeRequest } from './api';
import { RequestAfterCode } from './RequestAfterCode';
import { AccountFields, ApprovalNotice } from './PortalFormParts';
import { createPortalAccount } from './portal-account';

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
      if (await createPortalAccount(values)) setPending(values);
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
      <AccountFields email={field('email')} password={field('password')} fullName={field('fullName')} />
      <SchoolSelect label="School" withCity {...field('schoolId')} />
      <TextField label="Job title" autoComplete="organization-title" hint="e.g. Coordinator of Fraternity & Sorority Life" {...field('jobTitle')} />
      <ApprovalNotice>
        Office accounts require admin approval. After you verify your email, your request goes to an administrator; once it is approved,
        sign in here to review your school&apos;s events.
      </ApprovalNotice>
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Submitting...' : 'Request office access'}
      </Button>
    </form>
  );
}
