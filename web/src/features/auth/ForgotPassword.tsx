import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { sanitizeCode } from '../../../../shared/auth-input';
import { Button } from '../../components/ui/button';
import { loadAuth } from '../../lib/auth/load';
import { toast, UNTIL_DISMISSED } from '../../lib/toast';
import { errorText, toastVerificationFailed } from '../../lib/auth/auth-flow';
import { TextField } from '../../components/form-fields';
import { toastValidation } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/schema-form';

/** The shared rules, loaded with zod when a form is first used (lib/schema-form.ts). */
const authSchemas = () => import('../../../../shared/schemas/auth');

function RequestCode({ onSent }: { onSent: (email: string) => void }) {
  const form = useSchemaForm({ schema: () => authSchemas().then((m) => m.forgotPasswordSchema), defaultValues: { email: '' } });
  const submit = form.handleSubmit(
    async ({ email }) => {
      try {
        const auth = await loadAuth();
        await auth.requestPasswordReset(email);
        toast.success('Code sent', { description: `We sent a 6-digit code to ${email}`, duration: UNTIL_DISMISSED });
        onSent(email);
      } catch (error) {
        toast.error(errorText(error));
      }
    },
    (errors) => toastValidation(errors, ['email']),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Sending...' : 'Send Reset Code'}
      </Button>
    </form>
  );
}

function SetPassword({ email, onDone }: { email: string; onDone: () => void }) {
  const form = useSchemaForm({ schema: () => authSchemas().then((m) => m.resetPasswordSchema), defaultValues: { code: '', password: '' } });
  const code = form.register('code');
  const submit = form.handleSubmit(
    async ({ code: value, password }) => {
      try {
        const auth = await loadAuth();
        await auth.confirmPasswordReset(email, value, password);
        toast.success('Password updated', { description: 'Sign in with your new password.' });
        onDone();
      } catch (error) {
        toastVerificationFailed(error);
      }
    },
    (errors) => toastValidation(errors, ['code', 'password']),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Reset code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={form.formState.errors.code?.message}
        {...code}
        onChange={(e) => {
          e.target.value = sanitizeCode(e.target.value);
          return code.onChange(e);
        }}
      />
      <TextField label="New password" type="password" autoComplete="new-password" {...form.field('password')} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Saving...' : 'Set New Password'}
      </Button>
    </form>
  );
}

/** "Forgot password?": a code by e-mail, then the code and a new password (Cognito). */
export function ForgotPassword({ onBack }: { onBack: () => void }) {
  const [email, setEmail] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <div className="space-y-1 text-center">
        <h2 className="text-xl font-bold text-slate-900">Reset your password</h2>
        <p className="text-sm text-slate-600">
          {email ? `Enter the code sent to ${email} and choose a new password.` : 'We will e-mail you a 6-digit code.'}
        </p>
      </div>
      {email ? <SetPassword email={email} onDone={onBack} /> : <RequestCode onSent={setEmail} />}
      <Button type="button" variant="ghost" size="sm" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        Back to sign in
      </Button>
    </div>
  );
}
