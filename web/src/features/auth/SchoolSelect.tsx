import type { ComponentProps } from 'react';
import { useSchoolList } from '../../lib/reference-data';
import { useErrorToast } from '../../lib/use-error-toast';
import { SelectInput } from '../../components/form-fields';

/** The school choice of sign-up: every school by name (`GET /schools`). */
export function SchoolSelect(props: ComponentProps<'select'> & { error?: string }) {
  const schools = useSchoolList();
  useErrorToast(schools.error, 'Failed to load schools');
  const options = (schools.data?.schools ?? []).map((s) => ({ value: s.id, label: s.name }));
  return (
    <SelectInput
      label="School"
      placeholder={schools.isPending ? 'Loading schools...' : 'Select your school'}
      options={options}
      {...props}
    />
  );
}
