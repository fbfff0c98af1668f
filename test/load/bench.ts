/**
 * `npm run bench`: the performance budgets of docs/performance.md#budgets, measured in one run
 * on the local stack and printed as ratios (a table, then JSON).
 *
 * How the API figures are taken (2-core machine, so the arrangement matters):
 * - The API server and the real feature handlers run in this process's main
 *   thread, like a server; the load generator (50 fetch clients) runs in a
 *   worker thread with its own event loop (`load-worker.ts`). The table is
 *   DynamoDB Local (in memory, the Java process of `npm start`).
 * - Every endpoint and every bare read is warmed first (JIT of Node and of
 *   DynamoDB Local, connection pools, handler modules, in-Lambda caches), and
 *   only then is anything measured, so no endpoint pays another's warm-up.
 *   Each endpoint is then measured in 8 rounds taken in turns with every
 *   other endpoint (a bare burst, then an API burst); its ratio is the median
 *   of the rounds' paired p95 ratios (`endpoint-runs.ts`).
 * - "Bare DynamoDB Query" baseline, per endpoint: the one table read that
 *   carries the endpoint's data, through the functions' own repository
 *   function (same document client, paging, unmarshalling, mapping), sent
 *   from the load-generator worker with the same 50 clients and the same
 *   number of requests — no HTTP, no server, no handler, no other read. The
 *   table of which read that is per endpoint is in `cases.ts`.
 * - Budgets: API p95 ≤ 2× bare p95; ≤ 3 DynamoDB calls per request (counted
 *   on the handlers' client; an in-Lambda cache hit counts 0, so the figure is
 *   an average over the run); the list figures (`list-figures.ts`, p50 of
 *   one client): a filtered party list ≤ 1.5× the unfiltered one, and every
 *   list after the table grows (`grow.ts`: 10× the upcoming events, a 10×
 *   busier school, 10× the history) ≤ 1.2× before.
 * - `/schools` and `/organizations` cold (`cold.ts`): BENCH_COLD_CLIENTS (24)
 *   clients in turn, each to a fresh process as to a new Lambda instance,
 *   beside their bare read from as many fresh processes: p95 ≤ 2×.
 * - Ticket invariants (`invariants.ts`), on the same stack after the
 *   endpoint figures: BENCH_BUYERS (1000) concurrent buyers for BENCH_SEATS
 *   (200) seats of a fresh event → exactly that many tickets, with tickets/s
 *   and the p50/p95 of a purchase; then BENCH_SCANS (100) parallel door scans
 *   of one ticket → exactly one entry, with scans/s.
 * Then, with the stack stopped: each Lambda bundle next to a bundle of the
 * DynamoDB document client alone, and the initial JS of each SPA route (gzip).
 *
 * `BENCH_REQUESTS` (default 1000) sets the requests per endpoint and per bare
 * read (split over the rounds);
 * `BENCH_API_ONLY=1` skips the bundles and the SPA build;
 * `BENCH_ROUTE_CALLS_ONLY=1` counts only the DynamoDB calls of every route;
 * `BENCH_BUNDLES_ONLY=1` measures only the Lambda bundles (no stack, a
 * minute or two), and fails the run when one misses its goal;
 * `BENCH_CASES=gallery,feed,search` measures only the endpoints whose name
 * contains one of the words (the list figures and the cold ones when a list
 * or a cached list is among them), and skips the ticket invariants,
 * the bundles and the SPA build; the word `burst` adds the ticket
 * invariants (`BENCH_CASES=burst` alone: only them); the word `web` (e.g. `BENCH_CASES=web`)
 * adds the routes in Chromium (`web-browser.ts`: JS per route and API
 * requests per screen, measured on every full run after the invariants);
 * the word `livepage` the holder's live ticket page in Chromium
 * (`live-page.ts`: main-thread CPU per 15-s refresh on a phone four times
 * slower, on every full run too).
 */
import { dynamo } from '../../functions/lib/clients/dynamodb';
import { chooseBenchCases, printChoices } from './bench-choices';
import { startBenchStack, type BenchStack } from './bench-stack';
import { measureBundles } from './bundles';
import { printBundles } from './bundle-report';
import { endpointCases, galleryCases, signedInCases, type EndpointCase } from './cases';
import { COLD_CASES, measureCold, type ColdFigure } from './cold';
import { CONCURRENCY, measureEndpoints, ROUNDS, TOTAL, warm, WARMUP } from './endpoint-runs';
import { measureLighthouse, printLighthouse, type LighthouseFigure } from './lighthouse';
import { doorScan, rushBurst, ticketBurst, type DoorScanFigure, type TicketBurstFigure } from './invariants';
import { doorSync, offlineDecision } from './door-figures';
import { DROP_GOAL, dropRun, type DropFigure } from './drop';
import { liveTicketFigures } from './live-figures';
import { measureLivePage, printLivePage, type LivePageFigure } from './live-page';
import { measureDoorLine } from './door-line';
import type { DemoAccount } from '../../infra/local/demo-accounts';
import { measureRouteCalls, printRouteCalls } from './route-calls';
import { LIST_CASES, measureLists, type ListFigures } from './list-figures';
import { startLoadGenerator } from './load-generator';
import { GoalBook, settleRun } from './goals';
import { GOAL, printReport, type DoorFigures, type EndpointFigure } from './report';
import { measureRouteWeights } from './web-size';
import { measureRoutesInBrowser, type BrowserRouteFigure } from './web-browser';

/** Fresh processes (new Lambda instances) per cold figure, one client each. */
const COLD_CLIENTS = Number(process.env.BENCH_COLD_CLIENTS ?? 24);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 1000);
const SEATS = Number(process.env.BENCH_SEATS ?? 200);
/** The burst again over this many events (buyers and seats must share out evenly; 0 skips it). */
const SPREAD_EVENTS = Number(process.env.BENCH_SPREAD_EVENTS ?? 20);
const SCANS = Number(process.env.BENCH_SCANS ?? 100);
/** The offline door: the roster a decision searches, the scans one sync carries. */
const ROSTER_SIZE = 2000;
const SYNC_SCANS = 500;
/** The words of `BENCH_CASES`, or null to measure everything. */
const ONLY = process.env.BENCH_CASES ? process.env.BENCH_CASES.split(',').map((w) => w.trim().toLowerCase()).filter(Boolean) : null;

/** The word of `BENCH_CASES` that asks for the routes in Chromium. */
const WEB_WORD = 'web';
/** The word of `BENCH_CASES` that asks for the ticket invariants (burst, door scan, offline door). */
const BURST_WORD = 'burst';
/** The word of `BENCH_CASES` that asks for the door (offline decision, sync, the camera line in Chromium, a cancellation reaching a device). */
const DOOR_WORD = 'door';
/** The word of `BENCH_CASES` that asks for Lighthouse mobile on the landing pages. */
const LIGHTHOUSE_WORD = 'lighthouse';
/** The word of `BENCH_CASES` that asks for a drop: buyers joining its line before the opening, then buying. */
const DROP_WORD = 'drop';
/** The word of `BENCH_CASES` that asks for the holder's live ticket page's CPU in Chromium. */
const LIVE_PAGE_WORD = 'livepage';
/** The drop's buyers (joining in the 10 s before the opening) and seats. */
const DROP_BUYERS = Number(process.env.BENCH_DROP_BUYERS ?? 5000);
const DROP_SEATS = Number(process.env.BENCH_DROP_SEATS ?? 2000);
const ENDPOINT_WORDS = ONLY?.filter((word) => ![WEB_WORD, BURST_WORD, DOOR_WORD, LIGHTHOUSE_WORD, DROP_WORD, LIVE_PAGE_WORD].includes(word)) ?? null;
const measureBrowser = ONLY ? ONLY.includes(WEB_WORD) : process.env.BENCH_API_ONLY !== '1';
const measureLighthouseScores = ONLY ? ONLY.includes(LIGHTHOUSE_WORD) : process.env.BENCH_API_ONLY !== '1';
const measureTickets = ONLY ? ONLY.includes(BURST_WORD) : true;
const measureDoorFigures = ONLY ? ONLY.includes(DOOR_WORD) : true;
const measureDrop = ONLY ? ONLY.includes(DROP_WORD) : true;
const measureLive = ONLY ? ONLY.includes(LIVE_PAGE_WORD) : process.env.BENCH_API_ONLY !== '1';
const withDoorLine = ONLY ? ONLY.includes(DOOR_WORD) : process.env.BENCH_API_ONLY !== '1';

const chosen = (c: EndpointCase) => !ENDPOINT_WORDS || ENDPOINT_WORDS.some((word) => c.name.toLowerCase().includes(word));

/** Counts every command the handlers' DynamoDB client sends. */
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

/** The demo president: the leader the ticket invariants and the door figures sell and scan as. */
function presidentOf(stack: BenchStack): DemoAccount {
  const president = stack.accounts.find((account) => account.kind === 'president');
  if (!president) throw new Error('The seed has no demo president (the ticket invariants and the door need a leader)');
  return president;
}

/** The ticket invariants: a burst of buyers for few seats, then parallel scans of one ticket. */
async function measureInvariants(stack: BenchStack): Promise<{ burstFigure: TicketBurstFigure; scanFigure: DoorScanFigure }> {
  const president = presidentOf(stack);
  console.log(`Ticket burst: ${BUYERS} concurrent buyers for ${SEATS} seats, then ${SCANS} parallel scans of one ticket…`);
  const { eventId, sample, ...hot } = await ticketBurst(president, { buyers: BUYERS, seats: SEATS, spreadOver: SPREAD_EVENTS });
  // The same burst under DynamoDB's conflict rule, which the emulator does not apply: the event's one item under a rush.
  console.log(`Ticket rush: the same burst with DynamoDB's transaction conflicts modelled…`);
  const burstFigure = { ...hot, rush: await rushBurst(president, { buyers: BUYERS, seats: SEATS }) };
  const scanFigure = await doorScan(president, eventId, sample.qrCode, SCANS);
  return { burstFigure, scanFigure };
}

/**
 * The door: a decision on the device, a sync of SYNC_SCANS offline
 * admissions of a new event's tickets, then (with Chromium) the line through
 * the camera and a cancellation reaching a preparing device (`door-line.ts`).
 */
async function measureDoor(stack: BenchStack, withBrowser: boolean): Promise<DoorFigures> {
  const president = presidentOf(stack);
  console.log(`The door: decisions over a ${ROSTER_SIZE}-ticket roster, then a ${SYNC_SCANS}-scan sync…`);
  const decision = await offlineDecision(ROSTER_SIZE);
  const synced = await ticketBurst(president, { buyers: SYNC_SCANS, seats: SYNC_SCANS });
  const sync = await doorSync(president, synced.eventId, SYNC_SCANS);
  // Live tickets: a live code decided on the device, and the holder's work per 15-second refresh.
  const live = await liveTicketFigures(ROSTER_SIZE);
  if (!withBrowser) return { decision, sync, live, line: { error: 'skipped (BENCH_API_ONLY)' } };
  console.log('The door line: building the SPA, guests through the camera in Chromium, then a cancellation reaching the device…');
  const line = await optional('The door line in Chromium', () => measureDoorLine(stack, president));
  return { decision, sync, live, line };
}

/** Every figure of the run beside its goal: what decides the exit code (`goals.ts`). */
const goals = new GoalBook();

/**
 * Runs a part whose failure should not hide the other figures (e.g. the SPA
 * mid-edit); the failure still fails the run, its goals unchecked.
 */
async function optional<T>(what: string, run: () => Promise<T>): Promise<T | { error: string }> {
  try {
    return await run();
  } catch (error) {
    console.error(`${what} failed:`, error);
    const message = error instanceof Error ? error.message : String(error);
    goals.unmeasured(what, message);
    return { error: message };
  }
}

/** `BENCH_ROUTE_CALLS_ONLY=1`: the DynamoDB calls of every route alone (about a minute). */
function benchRouteCalls(): void {
  const figures = measureRouteCalls();
  printRouteCalls(figures, goals);
  settleRun(goals);
  console.log('\nJSON');
  console.log(JSON.stringify({ routeCalls: figures }, null, 2));
}

/** `BENCH_BUNDLES_ONLY=1`: the bundle figures alone, with no stack. */
async function benchBundles(): Promise<void> {
  console.log('Bundling the Lambdas and timing their module load…');
  const bundles = await measureBundles();
  printBundles(bundles, goals);
  settleRun(goals);
  console.log('\nJSON');
  console.log(JSON.stringify({ bundles }, null, 2));
}

/** The drop's figures against their goals. */
function printDrop(d: DropFigure, goals: GoalBook): void {
  const statuses = Object.entries(d.statuses).map(([status, n]) => `${n} × ${status}`).join(' · ');
  console.log(`\nDrop: ${d.buyers} buyers, ${d.seats} seats → ${d.tickets} tickets (counter ${d.ticketsSold}): ${goals.invariant('drop: exactly the seats sold, none twice', d.holds)}`);
  console.log(`      answers by status: ${statuses} · ${d.unexpected} other than 2xx/409/429/503 ${goals.invariant('drop: no answer other than 2xx/409/429/503', d.unexpected === 0)}`);
  console.log(`      placed by their one join: ${d.placedInOneRequest} of ${d.buyers} ${goals.invariant('drop: every buyer placed within one request', d.placedInOneRequest === d.buyers)} · told sold out: ${d.toldSoldOut} · windows lapsed: ${d.lapsed} · opening to last answer ${(d.elapsedMs / 1000).toFixed(1)} s`);
  console.log(`      place answer p95 ${d.placeP95.toFixed(0)} ms ÷ bare read p95 ${d.bareReadP95.toFixed(1)} ms: ${d.placeToBare.toFixed(2)} / goal ≤ ${DROP_GOAL.placeToBare} ${goals.atMost('drop: place answer p95 ÷ bare read p95', d.placeToBare, DROP_GOAL.placeToBare)}`);
  console.log(`      admitted purchase p95 ${d.purchaseP95.toFixed(0)} ms ÷ uncontended ${d.uncontendedPurchaseP95.toFixed(0)} ms: ${d.purchaseToUncontended.toFixed(2)} / goal ≤ ${DROP_GOAL.purchaseToUncontended} ${goals.atMost('drop: admitted purchase p95 ÷ uncontended purchase p95', d.purchaseToUncontended, DROP_GOAL.purchaseToUncontended)}`);
}

async function main(): Promise<void> {
  if (process.env.BENCH_BUNDLES_ONLY === '1') return benchBundles();
  if (process.env.BENCH_ROUTE_CALLS_ONLY === '1') return benchRouteCalls();
  const started = performance.now();
  console.log('Starting the local stack (emulators, seed, API server)…');
  const stack = await startBenchStack();
  const load = startLoadGenerator();
  let endpoints: EndpointFigure[] = [];
  let browserRoutes: BrowserRouteFigure[] | { error: string } = { error: ONLY ? 'skipped (BENCH_CASES)' : 'skipped (BENCH_API_ONLY)' };
  let lists: ListFigures | undefined;
  let cold: ColdFigure[] = [];
  let burstFigure: TicketBurstFigure | undefined;
  let scanFigure: DoorScanFigure | undefined;
  let doorFigures: DoorFigures | undefined;
  let lighthouseFigures: LighthouseFigure[] | { error: string } | undefined;
  let dropFigure: DropFigure | undefined;
  let livePage: LivePageFigure | { error: string } | undefined;
  let chosenCases: string[] = [];
  try {
    // The endpoints' figures: the handlers' latency, with no rate limiter in the path (see `unlimitedApi`).
    const api = stack.unlimitedApi;
    const counter = countDynamoCalls();
    const student = stack.accounts.find((a) => a.kind === 'student');
    if (!student) throw new Error('The seed has no demo student');
    const searchFor = stack.accounts.find((a) => a.kind !== 'student')?.fullName ?? student.fullName;
    const viewer = { sub: student.sub, token: await stack.signIn(student.email), searchFor };
    // Before anything is added to the table: the seed's own pages, chosen by what they are.
    const choices = await chooseBenchCases(stack.accounts);
    printChoices(choices);
    chosenCases = choices.lines;
    let cases: EndpointCase[] = [];
    if (ENDPOINT_WORDS?.length !== 0) {
      const all = [...(await endpointCases(choices)), ...(await signedInCases(api, viewer, choices.plainParty)), ...(await galleryCases(choices, student.sub))];
      cases = all.filter(chosen);
      if (cases.length === 0 && !COLD_CASES.some(chosen)) throw new Error(`BENCH_CASES matches none of: ${WEB_WORD}, ${all.map((c) => c.name).join(', ')}`);
      console.log(`Warming ${cases.length} endpoints and their bare reads (${WARMUP} requests each)…`);
      await warm(load, api, cases);
      console.log(`Measuring: ${TOTAL} requests per endpoint and per bare read (${ROUNDS} rounds), from ${CONCURRENCY} clients…`);
      endpoints = await measureEndpoints(load, api, cases, counter);
    }
    const coldCases = COLD_CASES.filter(chosen);
    if (coldCases.length > 0) {
      console.log(`Cold: ${COLD_CLIENTS} clients, each in turn to a fresh process (a new Lambda instance), beside as many fresh bare reads…`);
      cold = await measureCold(coldCases, COLD_CLIENTS);
    }
    if (cases.some((c) => LIST_CASES.includes(c.name))) lists = await measureLists(load, api, cases, endpoints, counter);
    if (measureTickets) ({ burstFigure, scanFigure } = await measureInvariants(stack));
    if (measureDoorFigures) doorFigures = await measureDoor(stack, withDoorLine);
    if (measureDrop) {
      console.log(`A drop: ${DROP_BUYERS} buyers joining the line in the 10 s before the opening, for ${DROP_SEATS} seats…`);
      dropFigure = await dropRun(presidentOf(stack), { buyers: DROP_BUYERS, seats: DROP_SEATS });
    }
    if (measureLive) {
      console.log(`The holder's live ticket page: building the SPA, then the page's main-thread CPU in Chromium, traced over several 15-s refreshes…`);
      livePage = await optional('The live ticket page in Chromium', () => measureLivePage(stack, presidentOf(stack)));
    }
    if (measureBrowser) {
      console.log('Building the SPA and opening every route in Chromium, signed out and signed in…');
      browserRoutes = await optional('The routes in Chromium', () => measureRoutesInBrowser(stack, choices));
    }
    if (measureLighthouseScores) {
      console.log('Building the SPA and running Lighthouse mobile on the landing pages…');
      lighthouseFigures = await optional('Lighthouse', () => measureLighthouse(stack, choices));
    }
  } finally {
    await load.stop();
    await stack.stop();
  }

  const skipped = { error: ONLY ? 'skipped (BENCH_CASES)' : 'skipped (BENCH_API_ONLY)' };
  const apiOnly = process.env.BENCH_API_ONLY === '1' || ONLY !== null;
  if (!apiOnly) console.log('Bundling the Lambdas and building the SPA…');
  const bundles = apiOnly ? skipped : await optional('Bundling the Lambdas', measureBundles);
  const routes = apiOnly ? skipped : await optional('Building the SPA', measureRouteWeights);

  const routeCalls = apiOnly ? skipped : await optional('Counting DynamoDB calls per route', async () => measureRouteCalls());

  printReport({ endpoints, cold, lists, burstFigure, scanFigure, doorFigures, bundles, routes, browserRoutes }, goals);
  printRouteCalls(routeCalls, goals);
  if (dropFigure) printDrop(dropFigure, goals);
  if (livePage) printLivePage(livePage, goals);
  if (lighthouseFigures) {
    if ('error' in lighthouseFigures) console.log(`\nLighthouse: ${lighthouseFigures.error}`);
    else printLighthouse(lighthouseFigures, goals);
  }
  // Any figure over its goal, broken invariant or failed part fails the run (exit code 1), as a failing test would.
  settleRun(goals);
  console.log(`\nBench time: ${((performance.now() - started) / 1000).toFixed(0)} s`);

  const result = {
    concurrency: CONCURRENCY,
    requestsPerEndpoint: TOTAL,
    rounds: ROUNDS,
    warmupPerEndpoint: WARMUP,
    goal: GOAL,
    cases: chosenCases,
    endpoints,
    cold,
    lists,
    ticketBurst: burstFigure,
    drop: dropFigure,
    lighthouse: lighthouseFigures,
    doorScan: scanFigure,
    offlineDoor: doorFigures,
    liveTicketPage: livePage,
    bundles,
    routes,
    browserRoutes,
    routeCalls,
    missedGoals: goals.missed(),
  };
  console.log('\nJSON');
  console.log(JSON.stringify(result, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
