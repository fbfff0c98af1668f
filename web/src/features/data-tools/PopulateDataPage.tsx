import { Database } from 'lucide-react';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { useAdminGate } from '../../lib/use-admin-gate';
import { useDataToolsStatus } from './api';
import { JobProgress } from './JobProgress';
import { useDataTool } from './use-data-tool';

/** `/populate-data` (docs/spec/leader-admin-side.md §2 "Populate Database"): admins only, decided by the API. */
export function PopulateDataPage() {
  const status = useDataToolsStatus();
  useAdminGate(status.error);
  const runner = useDataTool({ failure: 'Failed to populate Greek organizations' });
  return (
    <PageContainer>
      <PageTitle title="Populate Database" />
      <PageHeader title="Populate Database" description="Add the common fraternities and sororities to every school." />
      <Card className="max-w-2xl space-y-4 p-6">
        <p className="text-sm text-slate-700">
          Each school gets the national fraternities and sororities planned for its size, once: running it again adds only what is missing (for example at
          schools added since). Existing organizations, their events and members are never changed.
        </p>
        <Button size="wrap" onClick={() => void runner.start('populate-orgs')} disabled={runner.busy || !status.data}>
          <Database aria-hidden="true" />
          {runner.busy ? 'Populating...' : 'Populate Greek Organizations'}
        </Button>
        {runner.job ? <JobProgress job={runner.job} /> : null}
      </Card>
    </PageContainer>
  );
}
