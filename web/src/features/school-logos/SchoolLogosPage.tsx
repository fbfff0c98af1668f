import { useQueryClient } from '@tanstack/react-query';
import { Wand2 } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { SearchField } from '../../components/search-field';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiStatus } from '../../lib/api';
import { serverMessage } from '../../lib/server-message';
import { toast, UNTIL_DISMISSED } from '../../lib/toast';
import { useAdminGate } from '../../lib/use-admin-gate';
import { autoFetchSchoolLogos, refreshLogos, useSchoolLogos } from './api';
import { SchoolLogoRow } from './SchoolLogoRow';

/** Rows shown at first and added by "Show more": two controls a row keep the page walkable by keyboard. */
const PAGE = 50;

/** `/admin/school-logos` (docs/spec/leader-admin-side.md §2 "Manage School Logos"): admins only, decided by the API. */
export function SchoolLogosPage() {
  const queryClient = useQueryClient();
  const logos = useSchoolLogos();
  const [query, setQuery] = useState('');
  const [fetching, setFetching] = useState(false);
  const [limit, setLimit] = useState(PAGE);

  useAdminGate(logos.error);

  const shown = useMemo(() => {
    const q = query.trim().toLowerCase();
    const schools = logos.data?.schools ?? [];
    return q ? schools.filter((s) => s.name.toLowerCase().includes(q) || s.state.toLowerCase() === q) : schools;
  }, [logos.data, query]);

  async function autoFetch() {
    setFetching(true);
    try {
      const r = await autoFetchSchoolLogos();
      toast.success(`Auto-fetch: ${r.success} fetched, ${r.failed} failed, ${r.skipped} skipped`, {
        duration: UNTIL_DISMISSED,
        ...(r.message ? { description: r.message } : {}),
      });
      await refreshLogos(queryClient);
    } catch (error) {
      toast.error(serverMessage(error, 'Failed to auto-fetch logos from Clearbit'));
    } finally {
      setFetching(false);
    }
  }

  return (
    <PageContainer>
      <PageTitle title="Manage School Logos" />
      <PageHeader title="Manage School Logos" description="Upload, replace or remove the logo each school shows." />
      {logos.error && !isApiStatus(logos.error, 403) ? (
        <ErrorState title="Failed to load schools" onRetry={() => void logos.refetch()} />
      ) : !logos.data ? (
        <Skeleton role="status" aria-label="Loading schools" className="h-64" />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-3">
            <Card className="p-5">
              <h2 className="text-sm font-medium text-slate-500">With Logos</h2>
              <p className="mt-2 text-3xl font-bold text-slate-900">{logos.data.withLogo}</p>
            </Card>
            <Card className="p-5">
              <h2 className="text-sm font-medium text-slate-500">Without Logos</h2>
              <p className="mt-2 text-3xl font-bold text-slate-900">{logos.data.withoutLogo}</p>
            </Card>
            <Card className="flex items-center justify-center p-5">
              <Button disabled={fetching} onClick={() => void autoFetch()}>
                <Wand2 aria-hidden="true" /> {fetching ? 'Fetching…' : 'Auto-Fetch Logos'}
              </Button>
            </Card>
          </div>
          <SearchField
            className="mt-6"
            label="Search schools by name or state"
            placeholder="Search by name or state"
            value={query}
            onChange={(q) => {
              setQuery(q);
              setLimit(PAGE);
            }}
          />
          <ul className="mt-4 space-y-2">
            {shown.slice(0, limit).map((school) => (
              <SchoolLogoRow key={school.id} school={school} />
            ))}
          </ul>
          {shown.length > limit ? (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" onClick={() => setLimit((l) => l + PAGE)}>
                Show more ({shown.length - limit} more)
              </Button>
            </div>
          ) : null}
          {shown.length === 0 ? <p className="mt-6 text-center text-slate-600">No schools match “{query}”.</p> : null}
        </>
      )}
    </PageContainer>
  );
}
