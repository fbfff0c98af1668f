import { useEffect, useRef, useState } from 'react';
import type { DataToolJob, DataToolsStatusResponse } from '../../../../shared/api/admin-tools-types';
import type { DataTool } from '../../../../shared/schemas/data-tools';
import { serverMessage } from '../../lib/server-message';
import { toast, UNTIL_DISMISSED } from '../../lib/toast';
import { startDataTool, useDataToolJob, useDataToolsStatus, useRefreshAfterRun } from './api';

export interface DataToolRunner {
  /** The job this page follows: the one it started, or the one already running when it opened. */
  job: DataToolJob | undefined;
  busy: boolean;
  start: (tool: DataTool) => Promise<void>;
}

export interface DataToolOptions {
  failure: string;
  onDone?: (job: DataToolJob) => void;
  /** The page's own read that carries the running job (Replace Schools' preview): then the status route is not asked. */
  status?: { data?: DataToolsStatusResponse };
}

/**
 * Starts a tool and follows its job to the end, toasting the outcome once:
 * `onDone` with the finished job, or `failure` (the spec's message) when the
 * tool could not start or ended in error. The job running when the page
 * opened is followed too: from `status`, else from the status route.
 */
export function useDataTool({ failure, onDone, status: carried }: DataToolOptions): DataToolRunner {
  const own = useDataToolsStatus(!carried);
  const status = carried ?? own;
  const [jobId, setJobId] = useState<string | null>(null);
  const followed = jobId ?? status.data?.running?.id ?? null;
  const job = useDataToolJob(followed);
  const [starting, setStarting] = useState(false);
  const reported = useRef<string | null>(null);
  const refresh = useRefreshAfterRun();

  useEffect(() => {
    const done = job.data;
    if (!done || done.status === 'running' || reported.current === done.id) return;
    reported.current = done.id;
    // Only the outcome of a run started or watched here is announced.
    if (done.status === 'succeeded') {
      // The outcome stays: Replace Schools leaves for /schools, where only the toast tells it.
      toast.success(done.message ?? 'Done', { duration: UNTIL_DISMISSED });
      onDone?.(done);
    } else toast.error(failure, { description: done.message ?? undefined });
    void refresh();
  }, [job.data, failure, onDone, refresh]);

  async function start(tool: DataTool) {
    setStarting(true);
    try {
      const started = await startDataTool(tool);
      setJobId(started.id);
    } catch (error) {
      toast.error(failure, { description: serverMessage(error, 'Please try again.') });
    } finally {
      setStarting(false);
    }
  }

  return { job: job.data, busy: starting || job.data?.status === 'running', start };
}
