import { Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { localDay } from '../../../../shared/dates';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Input, Label } from '../../components/ui/input';
import { serverMessage } from '../../lib/server-message';
import { toast } from '../../lib/toast';
import { useSaveDateOfBirth } from './api';

/**
 * My Profile's optional, private date of birth (issue 12). Only its owner
 * sees it; a door sees "21+" or "under 21" for that event's date. The same
 * rules as the API (a real past date, at least 16 years ago) on the
 * device's own day.
 */
export function DateOfBirth({ dateOfBirth }: { dateOfBirth: string | null }) {
  const id = useId();
  const hintId = useId();
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
    // The API's rules, with zod, load on the first save rather than with My Profile (DESIGN §5).
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
    <Card className="p-6">
      <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Lock className="size-4" aria-hidden="true" /> Date of Birth
      </h2>
      <p id={hintId} className="mt-1 text-sm text-slate-600">
        Optional and private: no one else ever sees it. At a 21+ event the door only learns whether you are 21 or over on that day.
      </p>
      <form
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          void submit(value || null);
        }}
      >
        <div className="flex-1 space-y-1.5">
          <Label htmlFor={id}>Date of birth</Label>
          <Input
            id={id}
            type="date"
            autoComplete="bday"
            value={value}
            max={localDay()}
            onChange={(e) => setValue(e.target.value)}
            aria-describedby={hintId}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
        {dateOfBirth ? (
          <Button type="button" variant="outline" disabled={save.isPending} onClick={() => void submit(null)}>
            Remove
          </Button>
        ) : null}
      </form>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Card>
  );
}
