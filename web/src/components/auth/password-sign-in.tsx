import type { FormEventHandler, ReactNode } from 'react';
import { normalizePhone } from '../../../../shared/auth-input';
import { type PendingSignUp, type SignInChannel, errorText } from '../../lib/auth/auth-flow';
import { loadAuth } from '../../lib/auth/load';
import { toastValidation } from '../../lib/form-errors';
import { type RegisteredField, useSchemaForm } from '../../lib/schema-form';
import { toast } from '../../lib/toast';
import { TextField } from '../form-fields';
import { Button } from '../ui/button';

/** The shared rules, loaded with zod when a form is first used (lib/schema-form.ts). */
const authSchemas = () => import('../../../../shared/schemas/auth');

/** What a password check led to: signed in, or an account that exists but was never confirmed. */
export interface SignInResult extends PendingSignUp {
  outcome: 'signedIn' | 'confirmSignUp';
}

type OnSignedIn = (result: SignInResult) => Promise<void>;

/** Signs in with Cognito, then hands over; a refusal (or anything `onSignedIn` lets through) is the service's text in a toast. */
async function signIn(username: string, password: string, channel: SignInChannel, onSignedIn: OnSignedIn): Promise<void> {
  try {
    const auth = await loadAuth();
    const outcome = await auth.signInWithPassword(username, password);
    await onSignedIn({ username, password, channel, outcome });
  } catch (error) {
    toast.error(errorText(error));
  }
}

function SignInFields({ submit, busy, username, password }: { submit: FormEventHandler; busy: boolean; username: ReactNode; password: RegisteredField & { error?: string } }) {
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {username}
      <TextField label="Password" type="password" autoComplete="current-password" {...password} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function EmailSignIn({ placeholder, onSignedIn }: { placeholder?: string; onSignedIn: OnSignedIn }) {
  const form = useSchemaForm({ schema: () => authSchemas().then((m) => m.signInSchema), defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(
    ({ email, password }) => signIn(email, password, 'email', onSignedIn),
    (errors) => toastValidation(errors, ['email', 'password']),
  );
  return (
    <SignInFields
      submit={submit}
      busy={form.formState.isSubmitting}
      username={<TextField label="Email" type="email" autoComplete="email" placeholder={placeholder} {...form.field('email')} />}
      password={form.field('password')}
    />
  );
}

function PhoneSignIn({ onSignedIn }: { onSignedIn: OnSignedIn }) {
  const form = useSchemaForm({ schema: () => authSchemas().then((m) => m.phoneSignInSchema), defaultValues: { phone: '', password: '' } });
  const submit = form.handleSubmit(
    ({ phone, password }) => signIn(normalizePhone(phone), password, 'phone', onSignedIn),
    (errors) => toastValidation(errors, ['phone', 'password']),
  );
  return (
    <SignInFields
      submit={submit}
      busy={form.formState.isSubmitting}
      username={<TextField label="Phone number" type="tel" autoComplete="tel" placeholder="+1234567890" {...form.field('phone')} />}
      password={form.field('password')}
    />
  );
}

/**
 * The password sign-in of both sign-in pages: e-mail (or, for an account
 * registered by phone, phone number) and password, checked by the shared
 * rules, then Cognito; `onSignedIn` decides what follows.
 */
export function PasswordSignIn({ channel = 'email', emailPlaceholder, onSignedIn }: { channel?: SignInChannel; emailPlaceholder?: string; onSignedIn: OnSignedIn }) {
  return channel === 'email' ? <EmailSignIn placeholder={emailPlaceholder} onSignedIn={onSignedIn} /> : <PhoneSignIn onSignedIn={onSignedIn} />;
}
