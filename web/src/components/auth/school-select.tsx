import type { ComponentProps } from 'react';
import { useSchoolList } from '../../lib/reference-data';
import { dashLabel } from '../../lib/text';
import { useErrorToast } from '../../lib/use-error-toast';
import { SelectInput } from '../form-fields';

/** The school choice of a new account, student or leader: every school by name (`GET /schools`), with its city where `withCity`. */
export function SchoolSelect({
  label = 'School',
  withCity = false,
  ...props
}: ComponentProps<'select'> & { label?: string; withCity?: boolean; error?: string }) {
  const schools = useSchoolList();
  useErrorToast(schools.error, 'Failed to load schools');
  const options = (schools.data?.schools ?? []).map((s) => ({ value: s.id, label: withCity ? dashLabel(s.name, s.city) : s.name }));
  return (
    <SelectInput
      label={label}
      placeholder={schools.isPending ? 'Loading schools...' : 'Select your school'}
      options={options}
      {...props}
    />
  );
}
