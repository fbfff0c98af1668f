/**
 * The main thread's handle on the load-generator worker (`load-worker.ts`):
 * `run(job)` sends one burst from there and resolves with its latencies. The
 * worker is started with tsx's loader so it can import the TypeScript
 * sources (repositories for the bare reads) like the main thread.
 */
import { Worker } from 'node:worker_threads';
import type { BareRead } from './cases';
import type { Burst } from './latency';

/** One burst: `total` requests from `concurrency` clients (no warm-up: the bench warms first). */
export type LoadJob = { total: number; concurrency: number } & ({ kind: 'http'; url: string; headers?: Record<string, string> } | { kind: 'bare'; bare: BareRead });

export type LoadReply = { id: number; burst: Burst; error?: undefined } | { id: number; error: string; burst?: undefined };

export interface LoadGenerator {
  run(job: LoadJob): Promise<Burst>;
  stop(): Promise<void>;
}

/** Starts the worker; the environment (endpoints, table) is the main thread's at this moment. */
export function startLoadGenerator(): LoadGenerator {
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./load-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  const worker = new Worker(boot, { eval: true, env: { ...process.env } });
  const pending = new Map<number, { resolve(b: Burst): void; reject(e: Error): void }>();
  let next = 0;
  worker.on('message', (reply: LoadReply) => {
    const waiter = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.error !== undefined) waiter?.reject(new Error(reply.error));
    else waiter?.resolve(reply.burst);
  });
  worker.on('error', (error) => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  });
  return {
    run: (job) =>
      new Promise((resolve, reject) => {
        const id = next++;
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, job });
      }),
    stop: async () => {
      await worker.terminate();
    },
  };
}
