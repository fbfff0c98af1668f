/**
 * The load generator, in its own worker thread (its own event loop and V8
 * heap): it sends the bench's requests and times them, so the API server in
 * the main thread is measured like a server — its event loop runs only the
 * server and the handlers. The bare DynamoDB reads run here too, through this
 * thread's own document client, with the same concurrency.
 */
import { parentPort } from 'node:worker_threads';
import { runBareRead } from './cases';
import { burst, getOk } from './latency';
import type { LoadJob, LoadReply } from './load-generator';

if (!parentPort) throw new Error('load-worker.ts runs as a worker thread');
const port = parentPort;

port.on('message', async ({ id, job }: { id: number; job: LoadJob }) => {
  const task = job.kind === 'http' ? () => getOk(job.url, job.headers) : () => runBareRead(job.bare);
  try {
    const result = await burst(task, { total: job.total, concurrency: job.concurrency });
    port.postMessage({ id, burst: result } satisfies LoadReply);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) } satisfies LoadReply);
  }
});
