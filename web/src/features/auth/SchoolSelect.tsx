import type { ComponentProps } from 'react';
import { useApiQuery } from '../../lib/queries';
import { useErrorToast } from '../../lib/use-error-toast';
import { SelectInput } from './fields';

/** The school choice of sign-up: every school by name (`GET /schools`). */
export function SchoolSelect({ invalid, ...props }: ComponentProps<'select'> & { invalid?: boolean }) {
  const schools = useApiQuery('listSchools');
  useErrorToast(schools.error, 'Failed to load schools');
  const options = (schools.data?.schools ?? []).map((s) => ({ value: s.id, label: s.name }));
  return (
    <SelectInput
      label="School"
      placeholder={schools.isPending ? 'Loading schools...' : 'Select your school'}
      options={options}
      invalid={invalid}
      {...props}
    />
  );
}
