import { useState } from 'react';
import { normalizePhone } from '../../../../shared/auth-input';
import { SchoolSelect } from '../../components/auth/school-select';
import { TextField } from '../../components/form-fields';
import { Button } from '../../components/ui/button';
import type { SignUpAttributes } from '../../lib/auth/cognito';
import { type PendingSignUp, type SignInChannel, createAccount } from '../../lib/auth/auth-flow';
import { SIGN_UP_TITLES, toastValidation } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/schema-form';
import { ChannelSwitch } from './ChannelSwitch';

/** The shared rules, loaded with zod when a form is first used (lib/schema-form.ts). */
const authSchemas = () => import('../../../../shared/schemas/auth');

const EMAIL_ORDER = ['email', 'password', 'fullName', 'schoolId'] as const;
const PHONE_ORDER = ['phone', 'password', 'fullName', 'schoolId'] as const;

/**
 * Creates the account and moves to the code step. Trying again after "Back
 * to sign up" finds the unconfirmed account: it gets a new code instead.
 */
async function signUp(pending: PendingSignUp, attributes: SignUpAttributes, onCreated: (pending: PendingSignUp) => void) {
  if (await createAccount(pending, attributes)) onCreated(pending);
}

function EmailSignUp({ onCreated }: { onCreated: (pending: PendingSignUp) => void }) {
  const form = useSchemaForm({
    schema: () => authSchemas().then((m) => m.emailSignUpSchema),
    defaultValues: { email: '', password: '', fullName: '', schoolId: '' },
  });
  const submit = form.handleSubmit(
    ({ email, password, fullName, schoolId }) =>
      signUp({ username: email, password, channel: 'email' }, { email, name: fullName, 'custom:school_id': schoolId }, onCreated),
    (errors) => toastValidation(errors, EMAIL_ORDER, SIGN_UP_TITLES),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Full name" autoComplete="name" {...form.field('fullName')} />
      <TextField label="Email" type="email" autoComplete="email" placeholder="you@university.edu" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="new-password" hint="At least 6 characters" {...form.field('password')} />
      <SchoolSelect {...form.field('schoolId')} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
    </form>
  );
}

function PhoneSignUp({ onCreated }: { onCreated: (pending: PendingSignUp) => void }) {
  const form = useSchemaForm({
    schema: () => authSchemas().then((m) => m.phoneSignUpSchema),
    defaultValues: { phone: '', password: '', fullName: '', schoolId: '' },
  });
  const submit = form.handleSubmit(
    ({ phone, password, fullName, schoolId }) => {
      const username = normalizePhone(phone);
      return signUp({ username, password, channel: 'phone' }, { phone_number: username, name: fullName, 'custom:school_id': schoolId }, onCreated);
    },
    (errors) => toastValidation(errors, PHONE_ORDER, SIGN_UP_TITLES),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Full name" autoComplete="name" {...form.field('fullName')} />
      <TextField label="Phone number" type="tel" autoComplete="tel" placeholder="+1234567890" hint="E.164 format, e.g. +15551234567" {...form.field('phone')} />
      <TextField label="Password" type="password" autoComplete="new-password" hint="At least 6 characters" {...form.field('password')} />
      <SchoolSelect {...form.field('schoolId')} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending code...' : 'Send Code'}
      </Button>
    </form>
  );
}

/** Sign-up by e-mail or phone; a school is required; the code step follows. */
export function SignUpForm({ onCreated }: { onCreated: (pending: PendingSignUp) => void }) {
  const [channel, setChannel] = useState<SignInChannel>('email');
  return (
    <div className="space-y-4">
      <ChannelSwitch label="Sign up with" value={channel} onChange={setChannel} />
      {channel === 'email' ? <EmailSignUp onCreated={onCreated} /> : <PhoneSignUp onCreated={onCreated} />}
    </div>
  );
}
