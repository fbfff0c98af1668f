import { SearchX } from 'lucide-react';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '../../lib/toast';
import type { National } from '../../../../shared/api/types';
import { PageContainer, PageHeader } from '../../components/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { ResultsStatus } from '../../components/ui/results-status';
import { ErrorState } from '../../components/ui/error-state';
import { SearchField } from '../../components/search-field';
import { PageTitle } from '../../components/ui/page-title';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { useOrganizationList } from '../../lib/reference-data';
import { useErrorToast } from '../../lib/use-error-toast';
import { usePopulateOrganizations } from './api';
import type { ChaptersTarget } from './ChaptersSheet';
import { filterNationals } from './filter-nationals';
import { NationalCard } from './NationalCard';

/** The View Schools overlay (dialogs, tabs, dates) loads when first opened. */
const loadSheet = () => import('./ChaptersSheet');
const ChaptersSheet = lazy(() => loadSheet().then((m) => ({ default: m.ChaptersSheet })));

/** `/organizations`: the Greek organizations directory (docs/decisions.md#pages-the-spec-left-open). */
export function DirectoryPage() {
  const { data, error, isPending, refetch } = useOrganizationList();
  useErrorToast(error, 'Failed to load greek organizations');
  const [search, setSearch] = useState('');
  const [target, setTarget] = useState<ChaptersTarget | null>(null);
  // Keep the sheet mounted after first use so closing can animate and focus returns properly.
  const sheetUsed = useRef(false);
  if (target) sheetUsed.current = true;

  // An empty directory means nothing was ever populated: populate once, then reload.
  const populate = usePopulateOrganizations({
    onError: () => toast.error('Failed to populate greek organizations'),
  });
  const populateTried = useRef(false);
  const isEmpty = data?.organizations.length === 0;
  useEffect(() => {
    if (isEmpty && !populateTried.current) {
      populateTried.current = true;
      populate.mutate();
    }
  }, [isEmpty, populate]);

  const filtered = useMemo(() => filterNationals(data?.organizations ?? [], search), [data, search]);
  const fraternities = filtered.filter((o) => o.type === 'fraternity');
  const sororities = filtered.filter((o) => o.type === 'sorority');
  const loading = isPending || populate.isPending;

  return (
    <PageContainer>
      <PageTitle title="Greek Organizations" />
      <PageHeader title="Greek Organizations" description="Fraternities and sororities across the country, and the schools where they have chapters." />
      <SearchField
        className="mb-8 max-w-xl"
        label="Search organizations by name or letters"
        placeholder="Search by name or letters..."
        value={search}
        onChange={setSearch}
      />
      <ResultsStatus count={loading || error ? null : filtered.length} noun="organization" />
      {loading ? (
        <CardGridSkeleton label="Loading greek organizations" />
      ) : error ? (
        <ErrorState title="Failed to load greek organizations" onRetry={() => void refetch()} />
      ) : filtered.length === 0 ? (
        <EmptyState icon={<SearchX />} title="No greek organizations found matching your search." />
      ) : (
        <div className="space-y-12">
          <Section id="fraternities" title="Fraternities" organizations={fraternities} onViewSchools={setTarget} />
          <Section id="sororities" title="Sororities" organizations={sororities} onViewSchools={setTarget} />
        </div>
      )}
      {target || sheetUsed.current ? (
        <Suspense fallback={null}>
          <ChaptersSheet target={target} onClose={() => setTarget(null)} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

function Section({
  id,
  title,
  organizations,
  onViewSchools,
}: {
  id: string;
  title: string;
  organizations: National[];
  onViewSchools: (target: ChaptersTarget) => void;
}) {
  if (organizations.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-2xl font-bold tracking-tight">
        {title} ({organizations.length})
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {organizations.map((o) => (
          <li key={o.key}>
            <NationalCard
              organization={o}
              onViewSchools={(state) => onViewSchools({ key: o.key, name: o.name, letters: o.letters, state })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
