import { SearchX } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import type { School } from '../../../../shared/api/types';
import { US_STATES, stateName } from '../../../../shared/states';
import { PageContainer, PageHeader } from '../../components/page-header';
import { SchoolLogo } from '../../components/school-logo';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ResultsStatus } from '../../components/ui/results-status';
import { ErrorState } from '../../components/ui/error-state';
import { SearchField } from '../../components/search-field';
import { PageTitle } from '../../components/ui/page-title';
import { SelectField } from '../../components/ui/select';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { useSchoolList } from '../../lib/reference-data';
import { plural } from '../../lib/text';
import { useErrorToast } from '../../lib/use-error-toast';
import { useUrlFilters } from '../../lib/use-url-filters';
import { filterSchools } from './filter-schools';

const FILTERS = ['q', 'state'] as const;
const STATE_OPTIONS = US_STATES.map((s) => ({ value: s.abbreviation, label: s.name }));

/** `/schools`: every school, searchable by name or state, with a state dropdown. */
export function SchoolsPage() {
  const { data, error, isPending, refetch } = useSchoolList();
  useErrorToast(error, 'Failed to load schools');
  const [{ q: search, state }, update] = useUrlFilters(FILTERS);
  const schools = useMemo(() => filterSchools(data?.schools ?? [], search, state), [data, search, state]);

  return (
    <PageContainer>
      <PageTitle title="Schools" />
      <PageHeader title="Schools" description="Find your university and see its Greek-life events." />
      <div className="mb-6 grid gap-3 sm:grid-cols-[1fr_14rem]">
        <SearchField label="Search schools by name or state" placeholder="Search by name or state..." value={search} onChange={(q) => update('q', q)} />
        <SelectField label="Filter by state" allLabel="All States" value={state} onChange={(v) => update('state', v)} options={STATE_OPTIONS} />
      </div>
      <ResultsStatus count={isPending || error ? null : schools.length} noun="school" />
      {isPending ? (
        <CardGridSkeleton count={9} label="Loading schools" />
      ) : error ? (
        <ErrorState title="Failed to load schools" onRetry={() => void refetch()} />
      ) : schools.length === 0 ? (
        <EmptyState icon={<SearchX />} title="No schools found matching your search." />
      ) : (
        <>
          <p className="mb-3 text-sm text-slate-500">
            {plural(schools.length, 'school')}
          </p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {schools.map((school) => (
              <li key={school.id}>
                <SchoolCard school={school} />
              </li>
            ))}
          </ul>
        </>
      )}
    </PageContainer>
  );
}

function SchoolCard({ school }: { school: School }) {
  return (
    <Card className="relative flex h-full items-center gap-4 p-5 transition-shadow focus-within:ring-2 focus-within:ring-violet-500 hover:shadow-md">
      <SchoolLogo name={school.name} logoUrl={school.logoUrl} website={school.website} />
      <div className="min-w-0">
        <h2 className="font-semibold text-slate-900">
          <Link to={`/schools/${school.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {school.name}
          </Link>
        </h2>
        <p className="text-sm text-slate-600">
          {school.city}, {stateName(school.state)}
        </p>
      </div>
    </Card>
  );
}
