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
 * Each endpoint is measured in this many rounds, taken in turns (bare, API,
 * next endpoint, …, then again), so a slow moment of the emulator (its GC,
 * the JIT) lands on every endpoint alike instead of on whichever ran then.
 * Its ratio is the median over the rounds of the API burst's p95 over the
 * p95 of the bare burst taken just before it: each pair shares the moment's
 * load, and a round that someone else's CPU burst hit on one side only
 * cannot decide the figure (pooled, one such burst decided the p95 of all:
 * a whole run on a shared machine found 2.03 and 2.04 where a quiet one
 * finds 1.2–1.6). Eight rounds of 125 requests: each burst's p95 is still
 * over more requests than there are clients.
 */
export const ROUNDS = 8;
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
 * Rounds of the one-client runs, taken in turns over the pages. Eight, not
 * five: with five, one whole run of the bench found `?state=WY` 1.63× after
 * the growth and two others 1.03× and 0.77× (every round of one page slowed
 * for a while); more, shorter rounds give a quiet one more chances.
 */
const SOLO_ROUNDS = 8;

/**
 * Each page from one client, so a ratio shows what the data does to a
 * request, not how 50 clients queue on two cores shared with the emulator.
 * The requests are split in rounds taken in turns over the pages, and a
 * page's figure is its best round's: on a machine shared with other work a
 * burst of someone else's CPU lands on some rounds, and the least disturbed
 * round is the one that compares (the other rounds only add that noise).
 */
export async function measureSolo(load: LoadGenerator, api: string, cases: EndpointCase[]): Promise<Map<string, LatencyFigure>> {
  const rounds = new Map<string, LatencyFigure[]>(cases.map((c) => [c.name, []]));
  const perRound = Math.max(20, Math.ceil(SOLO / SOLO_ROUNDS));
  for (let round = 0; round < SOLO_ROUNDS; round++) {
    for (const c of cases) {
      rounds.get(c.name)!.push(summarize([await load.run({ kind: 'http', url: `${api}${c.path}`, headers: c.headers, total: perRound, concurrency: 1 })]));
    }
  }
  return new Map([...rounds].map(([name, figures]) => [name, figures.reduce((best, f) => (f.p50 < best.p50 ? f : best))]));
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
    const roundRatios = b.api.map((apiBurst, i) => summarize([apiBurst]).p95 / summarize([b.bare[i]!]).p95);
    return { name: c.name, api: apiFigure, bare, p95Ratio: median(roundRatios), dynamoCallsPerRequest: b.calls / apiFigure.requests };
  });
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
