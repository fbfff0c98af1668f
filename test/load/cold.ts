/**
 * The cached lists cold: `/schools` and `/organizations` answer from a cache
 * kept in the Lambda instance, which the warm figures always hit. Here each
 * client's request goes to a fresh process (`cold-instance.ts`), as to a
 * fleet of new Lambda instances: the handler module is loaded (its init) and
 * then the first request finds the cache and the DynamoDB connection empty.
 * Its baseline is the same bare read as the warm figure's, each from a fresh
 * process too (first read of a new document client). Module load itself is
 * the bundle figures' part, so neither side counts it.
 *
 * The whole fleet starts first (a few processes at a time: each start costs a
 * core for a second), then each client sends its one request in turn: a
 * Lambda instance has its CPU to itself, so 24 first requests at once on two
 * cores would measure this machine's run queue, not a cold instance.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { BareRead } from './cases';
import { summarize, type LatencyFigure } from './latency';

export interface ColdCase {
  name: string;
  /** Path under the API stage. */
  path: string;
  /** The feature whose handler serves it (its module is the instance's init). */
  feature: string;
  bare: BareRead;
}

export interface ColdFigure {
  name: string;
  clients: number;
  api: LatencyFigure;
  bare: LatencyFigure;
  p95Ratio: number;
}

export const COLD_CASES: ColdCase[] = [
  { name: 'GET /schools (cold)', path: '/schools', feature: 'schools', bare: { read: 'schools', arg: '' } },
  { name: 'GET /organizations (cold)', path: '/organizations', feature: 'organizations', bare: { read: 'nationals', arg: '' } },
];

/** Processes started at once while a fleet boots. */
const STARTING_AT_ONCE = 4;

interface Instance {
  child: ChildProcessWithoutNullStreams;
  port: number;
  /** The next line the process prints. */
  nextLine(): Promise<string>;
}

function startInstance(args: string[]): Promise<Instance> {
  const script = new URL('./cold-instance.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { env: process.env });
  const lines = createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const nextLine = async () => {
    const { value, done } = await lines.next();
    if (done) throw new Error(`A cold instance (${args.join(' ')}) ended: ${stderr.trim()}`);
    return value as string;
  };
  return nextLine().then((line) => {
    const ready = /^ready (\d+)$/.exec(line);
    if (!ready) throw new Error(`A cold instance said "${line}" instead of ready`);
    return { child, port: Number(ready[1]), nextLine };
  });
}

async function startFleet(size: number, args: string[]): Promise<Instance[]> {
  const fleet: Instance[] = [];
  try {
    while (fleet.length < size) {
      const batch = Math.min(STARTING_AT_ONCE, size - fleet.length);
      fleet.push(...(await Promise.all(Array.from({ length: batch }, () => startInstance(args)))));
    }
    return fleet;
  } catch (error) {
    stopFleet(fleet);
    throw error;
  }
}

function stopFleet(fleet: Instance[]): void {
  for (const instance of fleet) instance.child.kill();
}

/** Starts a fleet of `clients` instances, then times `first` on each in turn. */
async function eachFresh(clients: number, args: string[], first: (instance: Instance) => Promise<number>): Promise<number[]> {
  const fleet = await startFleet(clients, args);
  try {
    const samples: number[] = [];
    for (const instance of fleet) samples.push(await first(instance));
    return samples;
  } finally {
    stopFleet(fleet);
  }
}

/** One request per fresh instance; the client's latency of each. */
function coldRequests(c: ColdCase, clients: number): Promise<number[]> {
  return eachFresh(clients, ['api', c.feature], async ({ port }) => {
    const started = performance.now();
    const res = await fetch(`http://127.0.0.1:${port}/api${c.path}`);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${c.path} on a cold instance answered ${res.status}`);
    return performance.now() - started;
  });
}

/** One bare read per fresh process, as that process timed it. */
function coldBareReads(c: ColdCase, clients: number): Promise<number[]> {
  return eachFresh(clients, ['bare', c.bare.read, c.bare.arg], async (instance) => {
    instance.child.stdin.write('go\n');
    const took = /^took ([\d.]+)$/.exec(await instance.nextLine());
    if (!took) throw new Error(`A cold bare read (${c.bare.read}) failed`);
    return Number(took[1]);
  });
}

/** Each cold case from `clients` fresh instances, then its bare read from as many fresh processes. */
export async function measureCold(cases: ColdCase[], clients: number): Promise<ColdFigure[]> {
  const figures: ColdFigure[] = [];
  for (const c of cases) {
    const apiFigure = summarize([{ samples: await coldRequests(c, clients), elapsedMs: 0 }]);
    const bare = summarize([{ samples: await coldBareReads(c, clients), elapsedMs: 0 }]);
    figures.push({ name: c.name, clients, api: apiFigure, bare, p95Ratio: apiFigure.p95 / bare.p95 });
  }
  return figures;
}
