/**
 * Runs the admin data tools as jobs (docs/decisions.md#work-off-the-request-path): the request
 * records the job and hands it on; the worker runs the tool, reporting
 * progress, and records the end with the run's audit entry in one
 * transaction. API Gateway stops a request at 30 s; a job has the worker's
 * 15 minutes, and its page follows it by polling.
 */
import { randomUUID } from 'node:crypto';
import type { DataToolJob, DataToolsStatusResponse } from '../../../shared/api/admin-tools-types';
import type { DataTool } from '../../../shared/schemas/data-tools';
import { auditOp } from '../../domains/platform/audit';
import { claimJob, finishJob, getJob, getRunningJob, reportProgress, startJob } from '../../domains/platform/data-tool-jobs';
import { HttpError, notFound } from '../../lib/errors';
import { logger } from '../../lib/logger';
import type { ToolContext, ToolRun } from './tool';

export const TOOL_BUSY = 'Another data tool is still running. Wait for it to finish, then try again.';
export const JOB_NOT_FOUND = 'Job not found';
export const TOOL_FAILED = 'The data tool stopped with an error; what it finished is kept. Run it again to complete it.';

// The tools (with their catalogs, and the S3 SDK of the logo clean-up) are the admin's on-demand chunk,
// loaded by the first job an instance runs (../on-demand.ts).
const tools = () => import('../on-demand');
const TOOLS: Record<DataTool, () => Promise<ToolRun>> = {
  'populate-orgs': () => tools().then((m) => m.populateOrganizations),
  'replace-schools': () => tools().then((m) => m.replaceSchools),
  'redistribute-orgs': () => tools().then((m) => m.redistributeOrganizations),
  'fix-event-locations': () => tools().then((m) => m.fixEventLocations),
  'clear-events': () => tools().then((m) => m.clearAllEvents),
  'generate-events': () => tools().then((m) => m.generateSampleEvents),
};

/** Hands a recorded job to a worker: an asynchronous Lambda invocation in AWS, this process locally. */
export type Dispatch = (jobId: string) => Promise<void>;

/** Starts `tool` unless a tool is running (409); the job as recorded. */
export async function startDataTool(adminSub: string, tool: DataTool, now: Date, dispatch: Dispatch): Promise<DataToolJob> {
  const job = await startJob(randomUUID(), tool, adminSub, now);
  if (!job) throw new HttpError(409, TOOL_BUSY);
  try {
    await dispatch(job.id);
  } catch (error) {
    logger.error('data tool dispatch failed', { error: error as Error, jobId: job.id });
    await finishJob(job.id, { status: 'failed', message: 'The data tool could not be started. Try again.', result: null }, now, []);
    throw new HttpError(502, 'The data tool could not be started. Try again.');
  }
  return job;
}

/** The job (of any admin: the tools are the platform's). */
export async function getDataToolJob(id: string): Promise<DataToolJob> {
  const job = await getJob(id);
  if (!job) throw notFound(JOB_NOT_FOUND);
  const { adminId: _admin, ...view } = job;
  return view;
}

export async function getDataToolsStatus(): Promise<DataToolsStatusResponse> {
  return { running: (await getRunningJob()) ?? null };
}

/** Progress reports at most this often (and always the last one): a bar needs no more. */
const REPORT_EVERY_MS = 500;

/**
 * The worker: runs the job's tool to its end. `clock` gives each moment
 * (progress heartbeats, the end). Never throws: a failure is recorded on the job.
 */
export async function runDataToolJob(id: string, clock: () => Date): Promise<void> {
  const job = await getJob(id);
  if (!job || !(await claimJob(id, clock()))) return;
  let lastReport = 0;
  const ctx: ToolContext = {
    now: clock(),
    adminSub: job.adminId,
    async progress(done, total) {
      const at = clock();
      if (done < total && at.getTime() - lastReport < REPORT_EVERY_MS) return;
      lastReport = at.getTime();
      await reportProgress(id, done, total, at);
    },
  };
  const audit = (details: Record<string, unknown>) =>
    auditOp({ adminId: job.adminId, action: 'RUN_DATA_TOOL', targetType: 'data_tool', targetId: job.tool, details: { jobId: id, ...details } }, clock());
  try {
    const run = await TOOLS[job.tool]();
    const outcome = await run(ctx);
    await finishJob(id, { status: 'succeeded', message: outcome.message, result: outcome.result }, clock(), [audit({ status: 'succeeded', ...outcome.result })]);
  } catch (error) {
    logger.error('data tool failed', { error: error as Error, jobId: id, tool: job.tool });
    await finishJob(id, { status: 'failed', message: TOOL_FAILED, result: null }, clock(), [audit({ status: 'failed' })]);
  }
}
