import { Mail, Smartphone } from 'lucide-react';
import { useState } from 'react';
import { normalizePhone } from '../../../../shared/auth-input';
import { Button } from '../../components/ui/button';
import { loadAuth } from '../../lib/auth/load';
import { toast } from '../../lib/toast';
import { errorText } from '../../lib/auth/auth-flow';
import { Segmented, TextField } from '../../components/form-fields';
import { toastValidation } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/schema-form';

/** The shared rules, loaded with zod when the form is first used (lib/schema-form.ts). */
const authSchemas = () => import('../../../../shared/schemas/auth');

export type SignInMethod = 'email' | 'phone';

/** What a successful password check leads to. */
export interface SignInResult {
  username: string;
  password: string;
  channel: SignInMethod;
  outcome: 'signedIn' | 'confirmSignUp';
}

function EmailSignIn({ onSignedIn }: { onSignedIn: (result: SignInResult) => Promise<void> }) {
  const form = useSchemaForm({ schema: () => authSchemas().then((m) => m.signInSchema), defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(
    async ({ email, password }) => {
      try {
        const auth = await loadAuth();
        const outcome = await auth.signInWithPassword(email, password);
        await onSignedIn({ username: email, password, channel: 'email', outcome });
      } catch (error) {
        toast.error(errorText(error));
      }
    },
    (errors) => toastValidation(errors, ['email', 'password']),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" placeholder="you@university.edu" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

function PhoneSignIn({ onSignedIn }: { onSignedIn: (result: SignInResult) => Promise<void> }) {
  const form = useSchemaForm({ schema: () => authSchemas().then((m) => m.phoneSignInSchema), defaultValues: { phone: '', password: '' } });
  const submit = form.handleSubmit(
    async ({ phone, password }) => {
      const username = normalizePhone(phone);
      try {
        const auth = await loadAuth();
        const outcome = await auth.signInWithPassword(username, password);
        await onSignedIn({ username, password, channel: 'phone', outcome });
      } catch (error) {
        toast.error(errorText(error));
      }
    },
    (errors) => toastValidation(errors, ['phone', 'password']),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Phone number" type="tel" autoComplete="tel" placeholder="+1234567890" {...form.field('phone')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}

/** Sign-in with e-mail (or, for phone-registered users, phone) and password. */
export function SignInForm({ onSignedIn, onForgot }: { onSignedIn: (result: SignInResult) => Promise<void>; onForgot: () => void }) {
  const [method, setMethod] = useState<SignInMethod>('email');
  return (
    <div className="space-y-4">
      <Segmented
        label="Sign in with"
        value={method}
        onChange={setMethod}
        options={[
          { value: 'email', label: <><Mail aria-hidden="true" />Email</> },
          { value: 'phone', label: <><Smartphone aria-hidden="true" />Phone</> },
        ]}
      />
      {method === 'email' ? <EmailSignIn onSignedIn={onSignedIn} /> : <PhoneSignIn onSignedIn={onSignedIn} />}
      <div className="text-center">
        <Button type="button" variant="link" size="sm" onClick={onForgot}>
          Forgot password?
        </Button>
      </div>
    </div>
  );
}
