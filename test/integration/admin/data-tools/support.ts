/** Running data tools in tests: started through the route (jobs held), then run here to their end. */
import { expect } from 'vitest';
import type { DataToolJob } from '../../../../shared/api/admin-tools-types';
import type { DataTool } from '../../../../shared/schemas/data-tools';
import { runDataToolJob } from '../../../../functions/admin/data-tools/jobs';
import { invoke } from '../../../support/invoke';
import type { TestUser } from '../../leaders/fixtures';

/** Jobs are recorded and wait (functions/admin/data-tools/dispatch.ts): each test runs them itself, to the end. */
export function holdDataToolJobs(): void {
  process.env.DATA_TOOLS_RUN = 'held';
}

/** Starts `tool` as `admin` (202), runs its job at `now` and answers the job as the page then reads it. */
export async function runTool(admin: TestUser, tool: DataTool, now = new Date()): Promise<DataToolJob> {
  const started = await invoke<DataToolJob>('startDataTool', { claims: admin.claims, params: { tool } });
  expect(started.statusCode, started.text).toBe(202);
  await runDataToolJob(started.json.id, () => now);
  const job = await invoke<DataToolJob>('getDataToolJob', { claims: admin.claims, params: { id: started.json.id } });
  expect(job.json.status, job.json.message ?? '').toBe('succeeded');
  return job.json;
}
