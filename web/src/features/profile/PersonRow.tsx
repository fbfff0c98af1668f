import type { ReactNode } from 'react';
import type { PersonView } from '../../../../shared/api/types';

/** One person in a friends list or search result: name and school (an e-mail only when the searcher typed it). */
export function PersonRow({ person, actions }: { person: PersonView; actions?: ReactNode }) {
  return (
    <li className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-3">
      <div className="min-w-0">
        <p className="wrap-anywhere font-medium text-slate-900">{person.fullName || 'Unnamed student'}</p>
        <p className="wrap-anywhere text-xs text-slate-500">{[person.schoolName ?? 'No school chosen', person.email].filter(Boolean).join(' · ')}</p>
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </li>
  );
}
