/**
 * Admin data tools run as jobs (docs/decisions.md#work-off-the-request-path): the
 * request that starts a tool only records the job and hands it to a worker;
 * the page follows the job's progress here.
 *
 * One lock item names the running job: starting a tool is a transaction that
 * puts the lock (refused while another job holds it) with the job, so two
 * tools never run at once. The worker touches the lock's `heartbeatAt` with
 * every progress report; a lock whose worker stopped reporting for
 * `STALE_AFTER_MS` (a crashed invocation) no longer blocks a new start.
 * Finishing a job clears the lock in the same transaction as the job's
 * status and its audit entry.
 */
import type { DataToolJob, DataToolJobStatus } from '../../../shared/api/admin-tools-types';
import type { DataTool } from '../../../shared/schemas/data-tools';
import { keys, type ItemKey } from '../keys';
import { batchGetConsistent, getItem, stripKeys, transactWrite, type Item, type TransactOp } from '../../lib/db/table';
import { isConditionFailure } from '../../lib/db/write-failure';

/** A worker silent this long is taken for dead (Lambda stops an invocation at 15 minutes; ours report every few seconds). */
export const STALE_AFTER_MS = 5 * 60_000;

const LOCK = keys.dataToolJob.lock;

function jobItem(job: DataToolJob & { adminId: string }) {
  return { ...keys.dataToolJob.item(job.id), entity: 'dataToolJob', ...job };
}

/**
 * Records a new running job and takes the lock; false when another job
 * holds it (and reported within `STALE_AFTER_MS`).
 */
export async function startJob(id: string, tool: DataTool, adminId: string, now: Date): Promise<DataToolJob | undefined> {
  const job: DataToolJob = { id, tool, status: 'running', done: 0, total: 0, message: null, result: null, startedAt: now.toISOString(), finishedAt: null };
  try {
    await transactWrite([
      {
        Put: {
          Item: { ...LOCK, entity: 'dataToolLock', jobId: id, heartbeatAt: now.toISOString() },
          ConditionExpression: 'attribute_not_exists(PK) OR heartbeatAt < :stale',
          ExpressionAttributeValues: { ':stale': new Date(now.getTime() - STALE_AFTER_MS).toISOString() },
        },
      },
      { Put: { Item: jobItem({ ...job, adminId }), ConditionExpression: 'attribute_not_exists(PK)' } },
    ]);
    return job;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/** A stored job with the admin who started it; undefined when unknown. */
export async function getJob(id: string): Promise<(DataToolJob & { adminId: string }) | undefined> {
  const item = await getItem(keys.dataToolJob.item(id), { consistent: true });
  return item ? stripKeys<DataToolJob & { adminId: string }>(item) : undefined;
}

/**
 * The id of the job holding the lock (a stale one included), read with any
 * `alongside` keys a route reads anyway (an admin route's grant,
 * `admin-gate.ts`), in their order: one strongly consistent BatchGet.
 */
export async function readJobLock(alongside: ItemKey[] = []): Promise<{ jobId: string | undefined; alongside: (Item | undefined)[] }> {
  const found = await batchGetConsistent([...alongside, LOCK]);
  const lock = found[alongside.length];
  return { jobId: lock ? String(lock.jobId) : undefined, alongside: found.slice(0, alongside.length) };
}

/** The job `readJobLock` named, as its page shows it (without the admin who started it); undefined when gone. */
export async function lockedJob(jobId: string): Promise<DataToolJob | undefined> {
  const job = await getJob(jobId);
  if (!job) return undefined;
  const { adminId: _admin, ...view } = job;
  return view;
}

/** The job holding the lock, if any (a stale one included: its page shows it stopped reporting). */
export async function getRunningJob(): Promise<DataToolJob | undefined> {
  const { jobId } = await readJobLock();
  return jobId ? lockedJob(jobId) : undefined;
}

/**
 * A worker's claim on a running job: true for the first worker only (an
 * asynchronous invocation may be delivered more than once).
 */
export async function claimJob(id: string, now: Date): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          Key: keys.dataToolJob.item(id),
          UpdateExpression: 'SET workerStartedAt = :now',
          ConditionExpression: '#status = :running AND attribute_not_exists(workerStartedAt)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: { ':now': now.toISOString(), ':running': 'running' },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Progress of a running job, and the lock's heartbeat, in one transaction;
 * false when the job no longer holds the lock (it was taken over as stale).
 */
export async function reportProgress(id: string, done: number, total: number, now: Date): Promise<boolean> {
  try {
    await transactWrite([
      {
        Update: {
          Key: keys.dataToolJob.item(id),
          UpdateExpression: 'SET done = :done, #total = :total',
          ConditionExpression: '#status = :running',
          ExpressionAttributeNames: { '#total': 'total', '#status': 'status' },
          ExpressionAttributeValues: { ':done': done, ':total': total, ':running': 'running' },
        },
      },
      {
        Update: {
          Key: LOCK,
          UpdateExpression: 'SET heartbeatAt = :now',
          ConditionExpression: 'jobId = :id',
          ExpressionAttributeValues: { ':now': now.toISOString(), ':id': id },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * The job's end, the lock released (when still this job's) and `also` (the
 * run's audit entry), in one transaction.
 */
export async function finishJob(
  id: string,
  end: { status: Exclude<DataToolJobStatus, 'running'>; message: string; result: Record<string, number> | null },
  now: Date,
  also: TransactOp[],
): Promise<void> {
  const finish: TransactOp = {
    Update: {
      Key: keys.dataToolJob.item(id),
      UpdateExpression: 'SET #status = :status, message = :message, #result = :result, finishedAt = :now',
      ConditionExpression: '#status = :running',
      ExpressionAttributeNames: { '#status': 'status', '#result': 'result' },
      ExpressionAttributeValues: { ':status': end.status, ':message': end.message, ':result': end.result, ':now': now.toISOString(), ':running': 'running' },
    },
  };
  const release: TransactOp = { Delete: { Key: LOCK, ConditionExpression: 'jobId = :id', ExpressionAttributeValues: { ':id': id } } };
  try {
    await transactWrite([finish, release, ...also]);
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The lock was taken over meanwhile (this worker was taken for dead): record the end without it.
    await transactWrite([finish, ...also]);
  }
}
