import { Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Chapter } from '../../../../shared/api/types';
import type { OrganizationType } from '../../../../shared/limits';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { segmentClass } from '../../components/ui/segment';
import { initials } from '../../lib/text';
import { OrgTypeBadge } from '../../components/org-type-badge';

type Filter = 'all' | OrganizationType;

const FILTERS: { value: Filter; label: string; empty: string }[] = [
  { value: 'all', label: 'All', empty: 'No Greek organizations found at this school yet.' },
  { value: 'fraternity', label: 'Fraternities', empty: 'No fraternities found at this school.' },
  { value: 'sorority', label: 'Sororities', empty: 'No sororities found at this school.' },
];

/** The school's Greek organizations (letters, name, type; they come with My School's one request) with the all / fraternity / sorority filter. */
export function SchoolOrganizations({ chapters }: { chapters: Chapter[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const current = FILTERS.find((f) => f.value === filter)!;
  const shown = chapters.filter((c) => filter === 'all' || c.type === filter);

  return (
    <section aria-labelledby="my-school-orgs">
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="my-school-orgs" className="text-2xl font-bold tracking-tight">
          Greek Organizations
        </h2>
        <div role="group" aria-label="Filter organizations" className="inline-flex rounded-lg bg-slate-100 p-1">
          {FILTERS.map((f) => (
            <button
              key={f.value}
              type="button"
              aria-pressed={filter === f.value}
              onClick={() => setFilter(f.value)}
              className={segmentClass(filter === f.value)}
            >
              {f.label}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <EmptyState icon={<Users />} title={current.empty} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {shown.map((c) => (
            <li key={c.id}>
              <Card className="flex h-full items-center gap-4 p-5 transition-shadow hover:shadow-md">
                <span
                  aria-hidden="true"
                  className="flex size-12 shrink-0 items-center justify-center rounded-full bg-violet-700 text-sm font-bold text-white"
                >
                  {c.letters.trim() || initials(c.name)}
                </span>
                <div className="min-w-0">
                  <h3 className="wrap-anywhere font-semibold text-slate-900">
                    <Link to={`/organizations/${c.id}`} className="hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500">
                      {c.name}
                    </Link>
                  </h3>
                  {c.letters ? <p className="text-sm text-slate-600">{c.letters}</p> : null}
                  <div className="mt-1">
                    <OrgTypeBadge type={c.type} />
                  </div>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
