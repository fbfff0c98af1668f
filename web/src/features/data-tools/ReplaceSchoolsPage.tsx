import { AlertTriangle } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { useAdminGate } from '../../lib/use-admin-gate';
import { useReplacePreview } from './api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { JobProgress } from './JobProgress';
import { useDataTool } from './use-data-tool';

/** docs/spec/leader-admin-side.md §4: on success, /schools after 2 seconds. */
export const REDIRECT_AFTER_MS = 2000;

/** `/populate-top-schools` (docs/spec/leader-admin-side.md §2 "Replace Schools"): admins only, decided by the API. */
export function ReplaceSchoolsPage() {
  const navigate = useNavigate();
  const preview = useReplacePreview();
  useAdminGate(preview.error);
  const [confirming, setConfirming] = useState(false);
  const onDone = useCallback(() => void setTimeout(() => navigate('/schools'), REDIRECT_AFTER_MS), [navigate]);
  // The preview carries the running job: the page's one request.
  const runner = useDataTool({ failure: 'Failed to replace schools', onDone, status: preview });
  const p = preview.data;

  return (
    <PageContainer>
      <PageTitle title="Replace Schools" />
      <PageHeader title="Replace Schools" description="Replace the schools with the top 250 national universities." />
      <Card className="max-w-2xl space-y-4 p-6">
        <div role="note" className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p>
            This cannot be undone. Greek organizations stay unchanged. Schools that stay keep their organizations, events and logos; a school that organizations
            or events still refer to is never removed.
          </p>
        </div>
        {!p ? (
          <Skeleton className="h-20" />
        ) : (
          <div className="space-y-2 text-sm text-slate-700">
            <p>
              {p.keep} schools stay, {p.add} are added and {p.remove} are removed.
            </p>
            {p.staying.length > 0 ? (
              <>
                <p>These schools are not in the top 250 but stay, because organizations or events refer to them:</p>
                <ul tabIndex={0} aria-label="Schools that stay" className="max-h-48 list-disc overflow-y-auto rounded pl-5 focus-visible:outline focus-visible:outline-2 focus-visible:outline-purple-700">
                  {p.staying.map((s) => (
                    <li key={s.id}>
                      {s.name}
                      {s.state ? `, ${s.state}` : ''}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
        )}
        <Button variant="destructive" size="wrap" onClick={() => setConfirming(true)} disabled={runner.busy || !p}>
          {runner.busy ? 'Replacing...' : 'Replace with Top 250 Universities'}
        </Button>
        {runner.job ? <JobProgress job={runner.job} /> : null}
      </Card>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Replace all schools?"
        description="This cannot be undone. Greek organizations stay unchanged."
        action="Replace Schools"
        onConfirm={() => void runner.start('replace-schools')}
      />
    </PageContainer>
  );
}
