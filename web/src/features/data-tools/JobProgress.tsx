import type { DataToolJob } from '../../../../shared/api/admin-tools-types';
import { TOOL_LABELS } from './labels';

/** A running job as a progress bar; a finished one as its outcome. */
export function JobProgress({ job }: { job: DataToolJob }) {
  const percent = job.total > 0 ? Math.round((job.done / job.total) * 100) : 0;
  const label = TOOL_LABELS[job.tool];
  if (job.status !== 'running') {
    return (
      <p role="status" className={job.status === 'succeeded' ? 'text-sm text-emerald-800' : 'text-sm text-red-700'}>
        {label}: {job.message}
      </p>
    );
  }
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-sm text-slate-700">
        <span>{label}…</span>
        <span>{job.total > 0 ? `${job.done} of ${job.total}` : 'Preparing'}</span>
      </div>
      <div
        role="progressbar"
        aria-label={`${label} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-purple-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
