import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { RoleView } from '../../../../shared/api/types';
import { roleLabel } from '../../../../shared/roles';

/** The Organization Administrator note for role holders: each role with its organization. */
export function OrgAdminNote({ roles }: { roles: RoleView[] }) {
  if (roles.length === 0) return null;
  return (
    <section aria-labelledby="org-admin-note" className="rounded-xl border border-violet-200 bg-violet-50 p-6">
      <h2 id="org-admin-note" className="flex items-center gap-2 text-lg font-semibold text-violet-900">
        <ShieldCheck className="size-5" aria-hidden="true" /> Organization Administrator
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-violet-900">
        {roles.map((r) => (
          <li key={`${r.chapterId}:${r.role}`}>
            You are the <strong>{roleLabel(r.role)}</strong> of{' '}
            <strong>
              {r.letters ? `${r.letters} ` : ''}
              {r.name}
            </strong>
            {r.schoolName ? ` at ${r.schoolName}` : ''}.
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-violet-800">
        You can create events for your organization from{' '}
        <Link to="/create-event" className="font-medium underline">
          Create Event
        </Link>
        .
      </p>
    </section>
  );
}
