/**
 * How the bench loads an endpoint: warm-up, the pooled bursts from 50
 * clients beside its bare read, and the one-client runs of the list figures
 * (see bench.ts for why the arrangement matters on a 2-core machine).
 */
import type { EndpointCase } from './cases';
import { summarize, type Burst, type LatencyFigure } from './latency';
import type { LoadGenerator } from './load-generator';
import type { EndpointFigure } from './report';

export const CONCURRENCY = 50;
export const TOTAL = Number(process.env.BENCH_REQUESTS ?? 1000);
/** Warm-up requests per endpoint and per bare read, at full concurrency. */
export const WARMUP = Math.min(TOTAL, 300);
/**
 * Each figure pools this many bursts, taken in turns (bare, API, next
 * endpoint, …, then again), so a slow moment of the emulator (its GC, the
 * JIT) lands on every endpoint alike instead of on whichever ran then.
 */
export const ROUNDS = 4;
/** Requests per page from a single client for the list figures. */
const SOLO = Math.min(TOTAL, 300);

/** Counts the DynamoDB commands the handlers send (`read()` so far). */
export interface CallCounter {
  read(): number;
}

export async function warm(load: LoadGenerator, api: string, cases: EndpointCase[]): Promise<void> {
  for (const c of cases) {
    await load.run({ kind: 'http', url: `${api}${c.path}`, headers: c.headers, total: WARMUP, concurrency: CONCURRENCY });
    await load.run({ kind: 'bare', bare: c.bare, total: WARMUP, concurrency: CONCURRENCY });
  }
}

/**
 * Each page from one client, so a ratio shows what the data does to a
 * request, not how 50 clients queue on two cores shared with the emulator.
 */
export async function measureSolo(load: LoadGenerator, api: string, cases: EndpointCase[]): Promise<Map<string, LatencyFigure>> {
  const figures = new Map<string, LatencyFigure>();
  for (const c of cases) figures.set(c.name, summarize([await load.run({ kind: 'http', url: `${api}${c.path}`, headers: c.headers, total: SOLO, concurrency: 1 })]));
  return figures;
}

export async function measureEndpoints(load: LoadGenerator, api: string, cases: EndpointCase[], counter: CallCounter): Promise<EndpointFigure[]> {
  const perRound = Math.max(CONCURRENCY, Math.ceil(TOTAL / ROUNDS));
  const bursts = new Map(cases.map((c) => [c.name, { api: [] as Burst[], bare: [] as Burst[], calls: 0 }]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of cases) {
      const b = bursts.get(c.name)!;
      b.bare.push(await load.run({ kind: 'bare', bare: c.bare, total: perRound, concurrency: CONCURRENCY }));
      const before = counter.read();
      b.api.push(await load.run({ kind: 'http', url: `${api}${c.path}`, headers: c.headers, total: perRound, concurrency: CONCURRENCY }));
      b.calls += counter.read() - before;
    }
  }
  return cases.map((c) => {
    const b = bursts.get(c.name)!;
    const apiFigure = summarize(b.api);
    const bare = summarize(b.bare);
    return { name: c.name, api: apiFigure, bare, p95Ratio: apiFigure.p95 / bare.p95, dynamoCallsPerRequest: b.calls / apiFigure.requests };
  });
}
