/**
 * `npm run bench`: the performance figures of DESIGN §5, measured in one run
 * on the local stack and printed as ratios (a table, then JSON):
 * - each browsing endpoint's p50/p95 under 50 concurrent clients next to the
 *   bare DynamoDB read behind it (repository call, no HTTP, no handler), and
 *   the DynamoDB calls each request makes;
 * - list latency as the table grows: the same pages after 10× the events;
 * - initial JS per route (gzip) and each Lambda bundle next to a bundle of the
 *   DynamoDB document client alone.
 */
import { earliestUsToday } from '../../shared/dates';
import { LIMITS } from '../../shared/limits';
import type { ChapterPageResponse, DirectoryResponse, GreekEventListResponse, NationalPageResponse, SchoolListResponse } from '../../shared/api/types';
import { dynamo } from '../../functions/lib/clients/dynamodb';
import { listChaptersOfNational } from '../../functions/lib/db/chapters';
import { getGreekEvent, listGreekEventsFrom, listSchoolGreekEventsFrom } from '../../functions/lib/db/greek-events';
import { listNationals } from '../../functions/lib/db/nationals';
import { listActiveChapterEventsFrom } from '../../functions/lib/db/party-events';
import { listSchools } from '../../functions/lib/db/schools';
import { startTestStack } from '../support/stack';
import { measureBundles } from './bundles';
import { getOk, measure, type LatencyFigure } from './latency';
import { growEvents } from './grow';
import { measureRouteWeights } from './web-size';

interface EndpointCase {
  name: string;
  path: string;
  bare: () => Promise<unknown>;
}

interface EndpointFigure {
  name: string;
  api: LatencyFigure;
  bare: LatencyFigure;
  p95Ratio: number;
  dynamoCallsPerRequest: number;
}

const CONCURRENCY = 50;
const TOTAL = Number(process.env.BENCH_REQUESTS ?? 1000);

async function json<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

/** Counts every command the shared DynamoDB client sends. */
function countDynamoCalls(): { read(): number } {
  let calls = 0;
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      calls++;
      return next(args);
    },
    { step: 'initialize', name: 'benchCallCounter' },
  );
  return { read: () => calls };
}

async function endpointCases(api: string): Promise<EndpointCase[]> {
  const today = earliestUsToday();
  const { schools } = await json<SchoolListResponse>(`${api}/schools`);
  const { events } = await json<GreekEventListResponse>(`${api}/events`);
  const { organizations } = await json<DirectoryResponse>(`${api}/organizations`);
  const event = events[0];
  const school = schools.find((s) => s.id === event?.schoolId) ?? schools[0];
  const national = organizations[0];
  if (!event || !school || !national) throw new Error('The seed is missing schools, events or organizations');
  const { chapters } = await json<NationalPageResponse>(`${api}/nationals/${national.key}`);
  const chapter = chapters[0];
  if (!chapter) throw new Error(`${national.name} has no chapters`);
  return [
    { name: 'GET /schools', path: '/schools', bare: () => listSchools() },
    { name: 'GET /schools/{id}', path: `/schools/${school.id}`, bare: () => listSchoolGreekEventsFrom(school.id, today) },
    { name: 'GET /organizations', path: '/organizations', bare: () => listNationals() },
    { name: 'GET /nationals/{key}', path: `/nationals/${national.key}`, bare: () => listChaptersOfNational(national.key) },
    {
      name: 'GET /chapters/{id}',
      path: `/chapters/${chapter.id}`,
      bare: () => listActiveChapterEventsFrom(chapter.id, today, LIMITS.partyEventsPerChapter),
    },
    { name: 'GET /events', path: '/events', bare: () => listGreekEventsFrom(today, undefined, 500) },
    { name: 'GET /events/{id}', path: `/events/${event.id}`, bare: () => getGreekEvent(event.id) },
  ];
}

async function measureEndpoints(api: string, cases: EndpointCase[], counter: { read(): number }): Promise<EndpointFigure[]> {
  const figures: EndpointFigure[] = [];
  for (const c of cases) {
    const bare = await measure(c.bare, { total: TOTAL, concurrency: CONCURRENCY });
    const before = counter.read();
    const apiFigure = await measure(() => getOk(`${api}${c.path}`), { total: TOTAL, concurrency: CONCURRENCY, warmup: 0 });
    const calls = (counter.read() - before) / apiFigure.requests;
    figures.push({ name: c.name, api: apiFigure, bare, p95Ratio: apiFigure.p95 / bare.p95, dynamoCallsPerRequest: calls });
  }
  return figures;
}

const ms = (n: number) => n.toFixed(1).padStart(7);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

async function main(): Promise<void> {
  console.log('Starting the local stack (emulators, seed, SPA build)…');
  const stack = await startTestStack();
  try {
    const api = `${stack.baseUrl}/api`;
    const counter = countDynamoCalls();
    const cases = await endpointCases(api);
    console.log(`Measuring ${cases.length} endpoints, ${TOTAL} requests each from ${CONCURRENCY} clients…`);
    const endpoints = await measureEndpoints(api, cases, counter);

    console.log('Growing the table to 10× the events, then measuring the pages again…');
    const flatCases = cases.filter((c) => ['GET /schools/{id}', 'GET /chapters/{id}', 'GET /events/{id}'].includes(c.name));
    const before = new Map(endpoints.map((e) => [e.name, e.api]));
    const grown = await growEvents(10);
    const after = await measureEndpoints(api, flatCases, counter);
    const growth = after.map((a) => ({
      name: a.name,
      p50Before: before.get(a.name)?.p50 ?? 0,
      p50After: a.api.p50,
      ratio: a.api.p50 / (before.get(a.name)?.p50 || 1),
    }));

    console.log('Bundling the Lambdas and building the SPA…');
    const bundles = await measureBundles();
    const routes = await measureRouteWeights();

    console.log('\nAPI under load (ms)             api p50  api p95  bare p50 bare p95  p95 ratio  DynamoDB calls/req');
    for (const e of endpoints) {
      console.log(
        `${e.name.padEnd(30)} ${ms(e.api.p50)}  ${ms(e.api.p95)}  ${ms(e.bare.p50)}  ${ms(e.bare.p95)}  ${e.p95Ratio.toFixed(2).padStart(8)}  ${e.dynamoCallsPerRequest.toFixed(2).padStart(8)}`,
      );
    }
    console.log(`\nTable grown by ${grown.added} events (10×): p50 before → after (ms)`);
    for (const g of growth) console.log(`${g.name.padEnd(30)} ${ms(g.p50Before)} → ${ms(g.p50After)}   ratio ${g.ratio.toFixed(2)}`);
    console.log('\nLambda bundles                  size        load (CPU ms)   size ratio  load ratio');
    for (const b of [bundles.baseline, ...bundles.features]) {
      console.log(
        `${b.name.padEnd(30)} ${kib(b.bytes).padStart(11)} ${b.loadMs.toFixed(0).padStart(10)}      ${(b.bytes / bundles.baseline.bytes).toFixed(2).padStart(6)}  ${(b.loadMs / (bundles.baseline.loadMs || 1)).toFixed(2).padStart(9)}`,
      );
    }
    console.log('\nInitial JS per route (gzip)');
    for (const r of routes) console.log(`${r.route.padEnd(60)} ${kib(r.gzipBytes).padStart(11)}`);

    const result = { concurrency: CONCURRENCY, requestsPerEndpoint: TOTAL, endpoints, growth, bundles, routes };
    console.log('\nJSON');
    console.log(JSON.stringify(result, null, 2));
  } finally {
    await stack.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
