import { CalendarPlus, MapPin, Shuffle, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import type { DataTool } from '../../../../shared/schemas/data-tools';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { toast, UNTIL_DISMISSED } from '../../lib/toast';
import { useAdminGate } from '../../lib/use-admin-gate';
import { useDataToolsStatus } from './api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { JobProgress } from './JobProgress';
import { TOOL_LABELS } from './labels';
import { useDataTool } from './use-data-tool';

/** docs/spec/leader-admin-side.md §4: Redistribute's 30-second abort, after which the admin is told the work goes on. */
export const REDISTRIBUTE_WAIT_MS = 30_000;
export const CONTINUES_IN_BACKGROUND = 'Processing continues in the background. Refresh the page in a while to see the result.';

const ACTIONS: { tool: DataTool; icon: ReactNode; description: string }[] = [
  { tool: 'redistribute-orgs', icon: <Shuffle aria-hidden="true" />, description: 'Give schools with too few organizations the fraternities and sororities planned for them.' },
  { tool: 'fix-event-locations', icon: <MapPin aria-hidden="true" />, description: "Add the host school's city and state to every event location that lacks them." },
  { tool: 'clear-events', icon: <Trash2 aria-hidden="true" />, description: 'Delete every party event with its tickets, RSVPs, reviews and saves. This cannot be undone.' },
  { tool: 'generate-events', icon: <CalendarPlus aria-hidden="true" />, description: '15 free events over the next 30 days, 50–200 seats each, at organizations across the schools.' },
];

/** `/seed-data` (docs/spec/leader-admin-side.md §2 "Seed Test Data"): admins only, decided by the API. */
export function SeedDataPage() {
  const status = useDataToolsStatus();
  useAdminGate(status.error);
  const runner = useDataTool({ failure: 'Seed action failed' });
  const [clearing, setClearing] = useState(false);
  const job = runner.job;

  // Redistribute: still running after 30 seconds, the page says the work goes on without it.
  const redistributing = job?.tool === 'redistribute-orgs' && job.status === 'running' ? job.id : null;
  useEffect(() => {
    if (!redistributing) return;
    const timer = setTimeout(() => toast.info(CONTINUES_IN_BACKGROUND, { id: 'redistribute-background', duration: UNTIL_DISMISSED }), REDISTRIBUTE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [redistributing]);

  return (
    <PageContainer>
      <PageTitle title="Seed Test Data" />
      <PageHeader title="Seed Test Data" description="Tools for demo and test data. One runs at a time." />
      {job ? (
        <Card className="mb-4 max-w-3xl p-4">
          <JobProgress job={job} />
        </Card>
      ) : null}
      <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
        {ACTIONS.map(({ tool, icon, description }) => (
          <Card key={tool} className="flex flex-col justify-between gap-4 p-5">
            <div>
              <h2 className="font-semibold text-slate-900">{TOOL_LABELS[tool]}</h2>
              <p className="mt-1 text-sm text-slate-700">{description}</p>
            </div>
            <Button
              variant={tool === 'clear-events' ? 'destructive' : 'outline'}
              // Long names wrap on a phone rather than push the page sideways.
              size="wrap"
              disabled={runner.busy || !status.data}
              onClick={() => (tool === 'clear-events' ? setClearing(true) : void runner.start(tool))}
            >
              {icon}
              {TOOL_LABELS[tool]}
            </Button>
          </Card>
        ))}
      </div>
      <ConfirmDialog
        open={clearing}
        onOpenChange={setClearing}
        title="Clear all events?"
        description="Every party event is deleted with its tickets, RSVPs, reviews and saves. This cannot be undone."
        action="Clear All Events"
        onConfirm={() => void runner.start('clear-events')}
      />
    </PageContainer>
  );
}
