import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { loadAuth } from '../../lib/auth/load';
import { toast } from '../../lib/toast';
import { askForAccountName, errorText, isUnusableAccountName, loadProfileAfterSignIn, quietSignOut } from '../../lib/auth/auth-flow';
import { TextField } from '../../components/form-fields';
import { toastValidation } from '../../lib/form-errors';
import { useSchemaForm } from '../../lib/schema-form';
import { leaderAccessError } from './leader-access';

/** Leader sign-in: only accounts with an organization and a role get in (→ /create-event). */
export function LeaderSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useSchemaForm({
    // The shared rules, loaded with zod when the form is first used (lib/schema-form.ts).
    schema: () => import('../../../../shared/schemas/auth').then((m) => m.signInSchema),
    defaultValues: { email: '', password: '' } });
  const submit = form.handleSubmit(
    async ({ email, password }) => {
      let auth;
      try {
        auth = await loadAuth();
        const outcome = await auth.signInWithPassword(email, password);
        if (outcome !== 'signedIn') {
          toast.error('Please verify your email before signing in.');
          return;
        }
      } catch (error) {
        toast.error(errorText(error));
        return;
      }
      try {
        const me = await loadProfileAfterSignIn(queryClient);
        const denied = leaderAccessError(me);
        if (denied) {
          await quietSignOut(auth, queryClient);
          toast.error(denied);
          return;
        }
        navigate('/create-event');
      } catch (error) {
        // A name set on the account outside this site's forms: entered again on My Profile, still signed in.
        if (isUnusableAccountName(error)) return askForAccountName(error, navigate);
        await quietSignOut(auth, queryClient);
        toast.error(errorText(error));
      }
    },
    (errors) => toastValidation(errors, ['email', 'password']),
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <Button type="submit" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
