import { SchoolRulesDialog } from '../../components/school-rules-dialog';
import { api } from '../../lib/api';

/** `/office`'s "School rules": the office edits its own school's rules in the Schools tab's dialog. */
export function OfficeRulesButton({ schoolName }: { schoolName: string }) {
  return (
    <SchoolRulesDialog
      schoolName={schoolName}
      trigger={{ label: 'School rules', ariaLabel: 'School rules' }}
      load={() => api('getOfficeSchoolRules')}
      save={(rules) => api('updateOfficeSchoolRules', { body: rules })}
    />
  );
}
