import { Lock } from 'lucide-react';
import { useState } from 'react';
import { localDay } from '../../../../shared/dates';
import { Button } from '../../components/ui/button';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useSaveDateOfBirth } from './api';
import { ProfileFieldCard } from './ProfileFieldCard';

/**
 * My Profile's optional, private date of birth. Only its owner
 * sees it; a door sees "21+" or "under 21" for that event's date. The same
 * rules as the API (a real past date, at least 16 years ago) on the
 * device's own day.
 */
export function DateOfBirth({ dateOfBirth }: { dateOfBirth: string | null }) {
  const [value, setValue] = useState(dateOfBirth ?? '');
  const [error, setError] = useState<string | null>(null);

  const save = useSaveDateOfBirth({
    onSuccess: (me) => {
      setValue(me.dateOfBirth ?? '');
      toast.success(me.dateOfBirth ? 'Date of birth saved' : 'Date of birth removed');
    },
    onError: (e) => toast.error(serverMessage(e, 'Failed to save date of birth')),
  });

  const submit = async (next: string | null) => {
    // The API's rules, with zod, load on the first save rather than with My Profile (docs/performance.md#budgets).
    const { dateOfBirthOn } = await import('../../../../shared/schemas/profile');
    const checked = dateOfBirthOn(localDay()).safeParse(next);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Please enter a valid date of birth');
      return;
    }
    setError(null);
    save.mutate(checked.data);
  };

  return (
    <ProfileFieldCard
      icon={<Lock className="size-4" aria-hidden="true" />}
      title="Date of Birth"
      note="Optional and private: no one else ever sees it. At a 21+ event the door only learns whether you are 21 or over on that day."
      label="Date of birth"
      error={error}
      onSubmit={() => void submit(value || null)}
      input={{ type: 'date', autoComplete: 'bday', value, max: localDay(), onChange: (e) => setValue(e.target.value) }}
      buttons={
        <>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
          {dateOfBirth ? (
            <Button type="button" variant="outline" disabled={save.isPending} onClick={() => void submit(null)}>
              Remove
            </Button>
          ) : null}
        </>
      }
    />
  );
}
