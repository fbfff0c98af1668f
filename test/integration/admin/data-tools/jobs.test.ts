/**
 * Data tools as jobs against DynamoDB Local: one tool at a time (a second
 * start is refused while one runs, under concurrency too), a worker that
 * stopped reporting no longer blocks, progress and the end are readable, and
 * every run's end is audited in the transaction that records it — a failed
 * run included.
 */
import '../../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../../../shared/api/types';
import type { DataToolJob, DataToolsStatusResponse, ReplaceSchoolsPreview } from '../../../../shared/api/admin-tools-types';
import type { DataTool } from '../../../../shared/schemas/data-tools';
import { JOB_NOT_FOUND, TOOL_BUSY, TOOL_FAILED, runDataToolJob } from '../../../../functions/admin/data-tools/jobs';
import { listAuditEntries } from '../../../../functions/domains/platform/audit';
import { STALE_AFTER_MS, finishJob, getJob, reportProgress, startJob } from '../../../../functions/domains/platform/data-tool-jobs';
import { invoke } from '../../../support/invoke';
import { useFreshTable } from '../../../support/table';
import { newAdmin, newUser, type TestUser } from '../../leaders/fixtures';
import { holdDataToolJobs } from './support';

useFreshTable();
let admin: TestUser;
beforeAll(async () => {
  holdDataToolJobs();
  admin = await newAdmin();
});

type Answer<T> = T & ApiErrorBody;
const start = (tool: string, as: TestUser = admin) => invoke<Answer<DataToolJob>>('startDataTool', { claims: as.claims, params: { tool } });
const status = () => invoke<DataToolsStatusResponse>('getDataToolsStatus', { claims: admin.claims });
/** Replace Schools' page in one request: its preview carries the running job too. */
const preview = (as: TestUser = admin) => invoke<Answer<ReplaceSchoolsPreview>>('previewReplaceSchools', { claims: as.claims });
const auditOf = async (jobId: string) => (await listAuditEntries(10_000)).filter((e) => e.details.jobId === jobId);

describe('one data tool at a time', () => {
  it('starts a job (202), shows it running, and refuses any tool while it runs; after its end another starts', async () => {
    const first = await start('fix-event-locations');
    expect(first.statusCode).toBe(202);
    expect(first.json).toMatchObject({ tool: 'fix-event-locations', status: 'running', done: 0, total: 0 });
    expect((await status()).json.running?.id).toBe(first.json.id);
    // Replace Schools' page sees the same job, with its preview, from its one request.
    const page = await preview();
    expect(page.statusCode).toBe(200);
    expect(page.json.running).toEqual((await status()).json.running);
    expect(page.json.add + page.json.keep).toBeGreaterThan(0);

    for (const tool of ['fix-event-locations', 'clear-events']) expect(await start(tool)).toMatchObject({ statusCode: 409, json: { message: TOOL_BUSY } });

    await runDataToolJob(first.json.id, () => new Date());
    expect((await status()).json.running).toBeNull();
    expect((await preview()).json.running).toBeNull();
    const second = await start('fix-event-locations');
    expect(second.statusCode).toBe(202);
    await runDataToolJob(second.json.id, () => new Date());
  });

  it('lets exactly one of ten simultaneous starts through', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => start('generate-events')));
    const started = answers.filter((a) => a.statusCode === 202);
    expect(started).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(9);
    await runDataToolJob(started[0]!.json.id, () => new Date());
  });

  it('takes over the lock of a worker silent for longer than the stale limit, and the old worker cannot report any more', async () => {
    const t0 = new Date('2031-03-01T12:00:00Z');
    const stuck = await startJob(randomUUID(), 'populate-orgs', admin.sub, t0);
    expect(stuck).toBeDefined();
    expect(await startJob(randomUUID(), 'populate-orgs', admin.sub, new Date(t0.getTime() + STALE_AFTER_MS - 1000))).toBeUndefined();
    const next = await startJob(randomUUID(), 'populate-orgs', admin.sub, new Date(t0.getTime() + STALE_AFTER_MS + 1000));
    expect(next).toBeDefined();
    expect(await reportProgress(stuck!.id, 1, 2, new Date(t0.getTime() + STALE_AFTER_MS + 2000))).toBe(false);
    // The taken-over job's end is still recorded; the lock stays the new job's.
    await finishJob(stuck!.id, { status: 'failed', message: 'stopped', result: null }, new Date(), []);
    expect((await getJob(stuck!.id))?.status).toBe('failed');
    expect((await status()).json.running?.id).toBe(next!.id);
    await finishJob(next!.id, { status: 'succeeded', message: 'done', result: {} }, new Date(), []);
    expect((await status()).json.running).toBeNull();
  });
});

describe('the job page', () => {
  it('answers an unknown job with 404 and refuses a tool that does not exist', async () => {
    expect(await invoke<ApiErrorBody>('getDataToolJob', { claims: admin.claims, params: { id: randomUUID() } })).toMatchObject({ statusCode: 404, json: { message: JOB_NOT_FOUND } });
    expect((await start('drop-everything')).statusCode).toBe(400);
  });

  it('is for admins only: a student can neither start a tool nor read a job', async () => {
    const student = await newUser();
    expect((await start('clear-events', student)).statusCode).toBe(403);
    expect((await invoke('getDataToolsStatus', { claims: student.claims })).statusCode).toBe(403);
    // The preview reads the grant with the jobs' lock: a student learns neither the job nor the figures.
    expect((await preview(student)).json).toEqual({ message: "Access Denied: You don't have permission to access this page" });
    expect((await preview(student)).statusCode).toBe(403);
  });

  it('records a finished run with its figures and one RUN_DATA_TOOL audit entry', async () => {
    const job = (await start('fix-event-locations')).json;
    await runDataToolJob(job.id, () => new Date());
    const done = (await invoke<DataToolJob>('getDataToolJob', { claims: admin.claims, params: { id: job.id } })).json;
    expect(done).toMatchObject({ status: 'succeeded', result: { fixed: 0, events: 0 }, message: 'Fixed the locations of 0 of 0 events' });
    expect(done.finishedAt).not.toBeNull();
    const entries = await auditOf(job.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ adminId: admin.sub, action: 'RUN_DATA_TOOL', targetType: 'data_tool', targetId: 'fix-event-locations', details: { status: 'succeeded' } });
  });

  it('runs a job once when its invocation is delivered twice at once', async () => {
    const job = (await start('fix-event-locations')).json;
    await Promise.all([runDataToolJob(job.id, () => new Date()), runDataToolJob(job.id, () => new Date())]);
    expect(await getJob(job.id)).toMatchObject({ status: 'succeeded' });
    expect(await auditOf(job.id)).toHaveLength(1);
  });

  it('records a run that fails as failed, audited, with the lock released', async () => {
    // A job of a tool this build does not know stands in for a tool that throws.
    const job = await startJob(randomUUID(), 'no-such-tool' as DataTool, admin.sub, new Date());
    await runDataToolJob(job!.id, () => new Date());
    expect(await getJob(job!.id)).toMatchObject({ status: 'failed', message: TOOL_FAILED });
    expect((await auditOf(job!.id)).map((e) => e.details.status)).toEqual(['failed']);
    expect((await status()).json.running).toBeNull();
  });
});
