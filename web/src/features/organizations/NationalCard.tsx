import { Eye, School } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { National } from '../../../../shared/api/types';
import { stateName } from '../../../../shared/states';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { SelectField } from '../../components/ui/select';
import { plural } from '../../lib/text';
import { nationalPath } from './national-path';
import { lettersOrName } from '../../components/org-type-badge';

/** Directory card: letters, name, school count, a state filter, View Profile and View Schools (both use the state). */
export function NationalCard({ organization, onViewSchools }: { organization: National; onViewSchools: (state: string) => void }) {
  const [state, setState] = useState('');
  const options = organization.states.map((s) => ({ value: s, label: stateName(s) }));
  const heading = lettersOrName(organization);
  return (
    <Card className="flex h-full flex-col p-5">
      <div className="flex items-start gap-4">
        <span
          aria-hidden="true"
          className={`inline-flex min-h-14 min-w-14 items-center justify-center rounded-xl px-2 text-center font-serif text-xl font-bold ${
            organization.type === 'fraternity' ? 'bg-sky-100 text-sky-900' : 'bg-pink-100 text-pink-900'
          }`}
        >
          {organization.letters.trim() ? organization.letters : organization.name.slice(0, 2).toUpperCase()}
        </span>
        <div className="min-w-0">
          <h3 className="text-lg font-bold text-slate-900">{heading}</h3>
          {organization.letters.trim() ? <p className="text-sm text-slate-700">{organization.name}</p> : null}
          <p className="mt-1 text-sm text-slate-500">{plural(organization.schoolCount, 'school')}</p>
        </div>
      </div>
      <div className="mt-4">
        <SelectField label={`Filter ${organization.name} by state`} allLabel="All States" value={state} onChange={setState} options={options} />
      </div>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" asChild>
          <Link to={nationalPath(organization.key, state)} aria-label={`View profile of ${organization.name}`}>
            <Eye aria-hidden="true" /> View Profile
          </Link>
        </Button>
        <Button size="sm" onClick={() => onViewSchools(state)} aria-label={`View schools of ${organization.name}`}>
          <School aria-hidden="true" /> View Schools
        </Button>
      </div>
    </Card>
  );
}
