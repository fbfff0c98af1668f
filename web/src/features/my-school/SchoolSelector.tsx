import { School as SchoolIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { Label } from '../../components/ui/input';
import { SelectField } from '../../components/ui/select';
import { Skeleton } from '../../components/ui/skeleton';
import { useSchoolList } from '../../lib/reference-data';
import { toast } from '../../lib/toast';
import { useErrorToast } from '../../lib/use-error-toast';
import { useSaveMySchool } from './api';

/**
 * My School without a school (or after Change School): every school as
 * "name - state"; Save School stays disabled until one is chosen.
 */
export function SchoolSelector({ onSaved, onCancel }: { onSaved: () => void; onCancel?: () => void }) {
  const id = useId();
  const [schoolId, setSchoolId] = useState('');
  const schools = useSchoolList();
  useErrorToast(schools.error, 'Failed to load schools');

  const save = useSaveMySchool({
    onSuccess: () => {
      toast.success('Your school has been updated');
      onSaved();
    },
    onError: () => toast.error('Failed to update school'),
  });

  return (
    <Card className="mx-auto max-w-xl p-6 sm:p-8">
      <div className="flex items-center gap-3">
        <span className="flex size-11 items-center justify-center rounded-full bg-violet-100 text-violet-700">
          <SchoolIcon className="size-6" aria-hidden="true" />
        </span>
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Select Your School</h2>
          <p className="text-sm text-slate-600">See your school's Greek organizations and events.</p>
        </div>
      </div>
      {schools.error ? (
        <div className="mt-6">
          <ErrorState title="Failed to load schools" onRetry={() => void schools.refetch()} />
        </div>
      ) : (
        <form
          className="mt-6 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (schoolId) save.mutate(schoolId);
          }}
        >
          <div className="space-y-1.5">
            <Label htmlFor={id}>School</Label>
            {schools.isPending ? (
              <div role="status" aria-label="Loading schools">
                <Skeleton className="h-10 w-full" />
              </div>
            ) : (
              <SelectField
                id={id}
                label="School"
                value={schoolId}
                onChange={setSchoolId}
                allLabel="Select your school"
                options={schools.data.schools.map((s) => ({ value: s.id, label: `${s.name} - ${s.state}` }))}
              />
            )}
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={!schoolId || save.isPending}>
              {save.isPending ? 'Saving...' : 'Save School'}
            </Button>
            {onCancel ? (
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
            ) : null}
          </div>
        </form>
      )}
    </Card>
  );
}
