import { useQueryClient } from '@tanstack/react-query';
import { UserPen } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { errorText } from '../../lib/auth/auth-flow';
import { loadAuth } from '../../lib/auth/load';
import { refreshMe } from '../../lib/auth/session';
import { toast } from '../../lib/toast';
import { ProfileFieldCard } from './ProfileFieldCard';

/**
 * Shown on My Profile in place of the profile when the API refused the
 * account's name (set outside this site's forms, where Cognito takes
 * anything: `shared/account-name.ts`). The name is checked with the
 * sign-up form's own rule, set on the account, and the profile asked for
 * again — which now makes it.
 */
export function AccountNameForm({ reason }: { reason: string }) {
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
    <ProfileFieldCard
      icon={<UserPen className="size-5" aria-hidden="true" />}
      title="Your Name"
      note={reason}
      label="Full name"
      error={error}
      onSubmit={() => void save()}
      input={{ value, autoComplete: 'name', onChange: (e) => setValue(e.target.value) }}
      buttons={
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving...' : 'Save Name'}
        </Button>
      }
    />
  );
}
