import { useQueryClient } from '@tanstack/react-query';
import { UserPen } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { errorText } from '../../lib/auth/auth-flow';
import { loadAuth } from '../../lib/auth/load';
import { refreshMe } from '../../lib/auth/session';
import { toast } from '../../lib/toast';

/**
 * Shown on My Profile in place of the profile when the API refused the
 * account's name (set outside this site's forms, where Cognito takes
 * anything: `shared/account-name.ts`). The name is checked with the
 * sign-up form's own rule, set on the account, and the profile asked for
 * again — which now makes it.
 */
export function AccountNameForm({ reason }: { reason: string }) {
  const id = useId();
  const reasonId = useId();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const queryClient = useQueryClient();

  const save = async () => {
    // The sign-up form's rule, with zod, loads on the first save rather than with My Profile.
    const { accountNameSchema } = await import('../../../../shared/schemas/auth');
    const checked = accountNameSchema.safeParse({ fullName: value });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Full name is required');
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const auth = await loadAuth();
      await auth.setAccountName(checked.data.fullName);
      await refreshMe(queryClient);
      toast.success('Name saved');
    } catch (caught) {
      toast.error('Failed to save your name', { description: errorText(caught) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <UserPen className="size-5" aria-hidden="true" /> Your Name
      </h2>
      <p id={reasonId} className="mt-1 text-sm text-slate-600">
        {reason}
      </p>
      <form
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={id}>Full name</Label>
          <Input
            id={id}
            value={value}
            autoComplete="name"
            onChange={(e) => setValue(e.target.value)}
            aria-describedby={reasonId}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Name'}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
