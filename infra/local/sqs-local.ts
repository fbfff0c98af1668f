/**
 * The local SQS (`infra/local/sqs/`), run as its own process with
 * `node --import tsx`, supervised and stopped by PID like every emulator.
 * It creates the platform's queues (`functions/lib/queue/queues.ts`) at
 * start, each with its dead-letter queue and redrive policy.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { QUEUES } from '../../functions/lib/queue/queues';
import { spawnService, waitForHttp, type ServiceProcess } from './child-process';
import { nodeModule, REPO_ROOT } from './paths';
import { queueArn, LOCAL_ACCOUNT, type QueueSettings } from './sqs/queues';

export interface SqsLocalOptions {
  port: number;
  logFile?: string;
}

/**
 * Locally a failed message comes back after 2 s instead of AWS's minute, so
 * a retry shows within a test or a developer's attention span.
 */
export const LOCAL_VISIBILITY_TIMEOUT_SECONDS = 2;

/** The queues to create: every dead-letter queue, then its source with the redrive policy. */
export function localQueues(): { name: string; settings: QueueSettings }[] {
  return QUEUES.flatMap((q) => [
    { name: q.deadLetterName, settings: { visibilityTimeoutSeconds: LOCAL_VISIBILITY_TIMEOUT_SECONDS } },
    {
      name: q.name,
      settings: {
        visibilityTimeoutSeconds: LOCAL_VISIBILITY_TIMEOUT_SECONDS,
        redrive: { deadLetterTargetArn: queueArn(q.deadLetterName), maxReceiveCount: q.maxReceiveCount },
      },
    },
  ]);
}

/** The URL of a local queue on the emulator at `endpoint`. */
export const localQueueUrl = (endpoint: string, name: string) => `${endpoint}/${LOCAL_ACCOUNT}/${name}`;

/** Starts the local SQS on 127.0.0.1:`port` and waits until it answers. */
export async function startSqsLocal(options: SqsLocalOptions): Promise<{ endpoint: string; process: ServiceProcess }> {
  const service = await spawnService({
    name: 'local-sqs',
    command: process.execPath,
    args: ['--import', pathToFileURL(nodeModule('tsx', 'dist', 'loader.mjs')).href, path.join(REPO_ROOT, 'infra', 'local', 'sqs', 'main.ts')],
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), QUEUES: JSON.stringify(localQueues()) },
    logFile: options.logFile,
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitForHttp(endpoint, service);
  return { endpoint, process: service };
}
