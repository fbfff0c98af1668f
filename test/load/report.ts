/**
 * The bench's table: each endpoint's figures beside the goals of docs/performance.md#budgets,
 * then the growth, the ticket invariants, the bundles and the route weights
 * (each part only when it was measured). Every verdict printed comes from
 * the run's `GoalBook` (`goals.ts`), which fails the run on a miss.
 */
import type { BundleFigures } from './bundles';
import { printBundles } from './bundle-report';
import { BURST_GOAL, formatStatuses, type DoorScanFigure, type TicketBurstFigure } from './invariants';
import { DOOR_GOAL, type DoorSyncFigure, type OfflineDecisionFigure } from './door-figures';
import { LIVE_GOAL, type LiveFigure } from './live-figures';
import { LINE_GOAL, type DoorLineFigures } from './door-line';
import type { ColdFigure } from './cold';
import type { GoalBook } from './goals';
import type { LatencyFigure } from './latency';
import { LIST_GOAL, type ListFigures } from './list-figures';
import type { RouteWeight } from './web-size';
import type { BrowserRouteFigure } from './web-browser';
import { printBrowserRoutes } from './web-browser-report';

/** docs/performance.md#budgets: API p95 at most twice the bare read's, at most 3 DynamoDB calls per request. */
export const GOAL = { p95Ratio: 2, dynamoCalls: 3 };

export interface EndpointFigure {
  name: string;
  api: LatencyFigure;
  bare: LatencyFigure;
  /** The median over the rounds of each API burst's p95 ÷ its paired bare burst's (`endpoint-runs.ts`). */
  p95Ratio: number;
  dynamoCallsPerRequest: number;
}

type Skippable<T> = T | { error: string };

/** The door: a decision on the device, a sync, and the line in Chromium (camera, a cancellation reaching the device). */
export interface DoorFigures {
  decision: OfflineDecisionFigure;
  /** Live tickets: a live code decided on the device. */
  live: LiveFigure;
  sync: DoorSyncFigure;
  line: Skippable<DoorLineFigures>;
}

export interface BenchFigures {
  endpoints: EndpointFigure[];
  cold: ColdFigure[];
  lists: ListFigures | undefined;
  burstFigure: TicketBurstFigure | undefined;
  scanFigure: DoorScanFigure | undefined;
  doorFigures: DoorFigures | undefined;
  bundles: Skippable<BundleFigures>;
  routes: Skippable<RouteWeight[]>;
  browserRoutes: Skippable<BrowserRouteFigure[]>;
}

const ms = (n: number) => n.toFixed(1).padStart(7);
const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;

export function printReport({ endpoints, cold, lists, burstFigure, scanFigure, doorFigures, bundles, routes, browserRoutes }: BenchFigures, goals: GoalBook): void {
  if (endpoints.length > 0) {
    console.log(
      `\nAPI under load (ms, all rounds pooled; the ratio: the median of the rounds' paired p95 ratios)\n                                    api p50  api p95  bare p50 bare p95  p95 ratio / goal     DynamoDB calls/req / goal`,
    );
    for (const e of endpoints) {
      const ratio = `${e.p95Ratio.toFixed(2).padStart(6)} / ${GOAL.p95Ratio} ${goals.atMost(`${e.name}: p95 ÷ bare p95`, e.p95Ratio, GOAL.p95Ratio).padEnd(4)}`;
      const calls = `${e.dynamoCallsPerRequest.toFixed(2).padStart(6)} / ${GOAL.dynamoCalls} ${goals.atMost(`${e.name}: DynamoDB calls per request`, e.dynamoCallsPerRequest, GOAL.dynamoCalls)}`;
      console.log(`${e.name.padEnd(34)} ${ms(e.api.p50)}  ${ms(e.api.p95)}  ${ms(e.bare.p50)}  ${ms(e.bare.p95)}  ${ratio}      ${calls}`);
    }
  }
  if (cold.length > 0) {
    console.log(`\nCold (ms): each client to a fresh process   api p50  api p95  bare p50 bare p95  p95 ratio / goal`);
    for (const c of cold) {
      const ratio = `${c.p95Ratio.toFixed(2).padStart(6)} / ${GOAL.p95Ratio} ${goals.atMost(`${c.name}: p95 ÷ bare p95`, c.p95Ratio, GOAL.p95Ratio)}`;
      console.log(`${`${c.name}, ${c.clients} clients`.padEnd(42)} ${ms(c.api.p50)}  ${ms(c.api.p95)}  ${ms(c.bare.p50)}  ${ms(c.bare.p95)}  ${ratio}`);
    }
  }
  if (lists) printLists(lists, goals);
  if (burstFigure && scanFigure) {
    console.log('\nTicket invariants (handlers in process, DynamoDB Local)');
    console.log(
      `Ticket burst: ${burstFigure.buyers} buyers, ${burstFigure.seats} seats → ${burstFigure.tickets} tickets (counter ${burstFigure.ticketsSold}), ${burstFigure.soldOut} Sold Out, ${burstFigure.errors} errors: ${goals.invariant('ticket burst: exactly the seats sold', burstFigure.holds)}`,
    );
    console.log(
      `              answers by status: ${formatStatuses(burstFigure.statuses)} · ${burstFigure.unexpected} other than 2xx/409/503 ${goals.invariant('ticket burst: no answer other than 2xx/409/503', burstFigure.unexpected === 0)}`,
    );
    console.log(
      `              ${burstFigure.ticketsPerSecond.toFixed(1)} tickets/s (${burstFigure.answersPerSecond.toFixed(0)} buyers answered/s) · purchase p50 ${burstFigure.purchaseP50.toFixed(0)} ms, p95 ${burstFigure.purchaseP95.toFixed(0)} ms`,
    );
    console.log(
      `              reference, not a goal: tickets/s ÷ independent single conditional writes/s (${burstFigure.independentWritesPerSecond.toFixed(0)}/s, same run): ${burstFigure.writeRatio.toFixed(2)}, at most ${burstFigure.writeRatioCeiling.toFixed(2)} for any purchase (reads ${burstFigure.independentReadsPerSecond.toFixed(0)}/s: writeRatioCeiling)`,
    );
    const { spread, hotToSpreadRatio } = burstFigure;
    if (spread && hotToSpreadRatio !== undefined) {
      console.log(
        `              the same buyers and seats over ${spread.events} events: ${spread.tickets} tickets, ${goals.invariant('spread burst: exactly each event\'s seats sold', spread.holds)} · ${spread.ticketsPerSecond.toFixed(1)} tickets/s, p95 ${spread.purchaseP95.toFixed(0)} ms · one event ÷ spread: ${hotToSpreadRatio.toFixed(2)} / goal ≥ ${BURST_GOAL.hotToSpread} ${goals.atLeast('ticket burst: tickets/s of one event ÷ spread', hotToSpreadRatio, BURST_GOAL.hotToSpread)}`,
      );
    }
    const { rush } = burstFigure;
    if (rush) {
      console.log(
        `Ticket rush (DynamoDB's transaction conflicts modelled): ${rush.tickets} tickets (counter ${rush.ticketsSold}), ${rush.soldOut} Sold Out, ${rush.errors} errors: ${goals.invariant('ticket rush: exactly the seats sold', rush.holds)} · ${rush.conflicts} conflicts · ${rush.ticketsPerSecond.toFixed(1)} tickets/s, p95 ${rush.purchaseP95.toFixed(0)} ms`,
      );
      console.log(`              answers by status: ${formatStatuses(rush.statuses)} · ${rush.unexpected} other than 2xx/409/503 ${goals.invariant('ticket rush: no answer other than 2xx/409/503', rush.unexpected === 0)}`);
      console.log(
        `              writes of the event's item per ticket: ${rush.eventWritesPerTicket.toFixed(2)} / goal ≤ ${BURST_GOAL.eventWritesPerTicket} ${goals.atMost("ticket rush: writes of the event's item per ticket", rush.eventWritesPerTicket, BURST_GOAL.eventWritesPerTicket)}`,
      );
      const contended = Object.entries(rush.conflictsByKind).slice(0, 4).map(([kind, n]) => `${kind} ${n}`);
      if (contended.length) console.log(`              contended items: ${contended.join(' · ')}`);
    }
    console.log(
      `Door scan:    ${scanFigure.scans} parallel scans of one ticket → ${scanFigure.entries} entry, ${scanFigure.alreadyUsed} "already used", ${scanFigure.errors} errors: ${goals.invariant('door scan: one entry per ticket', scanFigure.holds)} · ${scanFigure.scansPerSecond.toFixed(0)} scans/s`,
    );
  }
  if (doorFigures) {
    const { decision, sync, live, line } = doorFigures;
    console.log('\nThe door                            figure / goal');
    console.log(
      `Decision on the device (${decision.rosterSize} tickets)  p50 ${decision.p50.toFixed(2)} ms, p95 ${decision.p95.toFixed(2)} ms / ${DOOR_GOAL.decisionP95Ms} ms ${goals.atMost('offline door: decision p95 (ms)', decision.p95, DOOR_GOAL.decisionP95Ms)}`,
    );
    console.log(
      `Door sync of ${sync.scans} scans              ${sync.syncMs.toFixed(0)} ms / ${DOOR_GOAL.syncMs} ms ${goals.atMost('offline door: sync (ms)', sync.syncMs, DOOR_GOAL.syncMs)} · retried ${sync.retryMs.toFixed(0)} ms · ${sync.recorded} recorded: ${goals.invariant('offline door: each scan recorded once', sync.holds)}`,
    );
    console.log(
      `Live code on the device (${live.rosterSize} tickets)  p95 ${live.decisionP95.toFixed(2)} ms / ${LIVE_GOAL.decisionP95Ms} ms ${goals.atMost('offline door: live code decision p95 (ms)', live.decisionP95, LIVE_GOAL.decisionP95Ms)}`,
    );
    if ('error' in line) console.log(`The line in Chromium: ${line.error}`);
    else {
      const { camera } = line;
      console.log(
        `Camera, ${camera.guests} guests in a row       ${camera.scansPerMinute.toFixed(0)} valid scans/min / ≥ ${LINE_GOAL.scansPerMinute} ${goals.atLeast('door line: valid camera scans per minute', camera.scansPerMinute, LINE_GOAL.scansPerMinute)} · ${camera.seconds.toFixed(1)} s: ${goals.invariant('door line: every guest admitted once', camera.holds)}`,
      );
      console.log(
        `Cancellation to a preparing device  ${(line.cancellationReachMs / 1000).toFixed(1)} s / ${LINE_GOAL.cancellationReachMs / 1000} s ${goals.atMost('door line: cancellation reaches a preparing device (ms)', line.cancellationReachMs, LINE_GOAL.cancellationReachMs)}`,
      );
    }
  }
  if (!('error' in bundles)) printBundles(bundles, goals);
  if (!('error' in routes)) {
    console.log('\nInitial JS per route (gzip)');
    for (const r of routes) console.log(`${r.route.padEnd(30)} ${kib(r.gzipBytes).padStart(11)}`);
  }
  if (!('error' in browserRoutes)) printBrowserRoutes(browserRoutes, goals);
}

function printLists({ growth, filtered, grown }: ListFigures, goals: GoalBook): void {
  if (filtered.length > 0) {
    console.log(`\n${'Filtered party list / unfiltered, p50 of one client'.padEnd(84)} before growth  after  / goal`);
    for (const f of filtered) {
      const verdict = goals.atMost(`${f.name} ÷ unfiltered, before and after growth`, Math.max(f.before, f.after), LIST_GOAL.filtered);
      console.log(`${f.name.padEnd(84)} ${f.before.toFixed(2).padStart(6)}  ${f.after.toFixed(2).padStart(10)}  / ${LIST_GOAL.filtered} ${verdict}`);
    }
  }
  console.log(
    `\nTable grown by ${grown.added} events (${grown.upcoming} of them upcoming: 10× the upcoming, 10× the history): p50 before → after (ms), one client, ratio / goal | 50 clients`,
  );
  for (const g of growth) {
    const ratio = `${g.ratio.toFixed(2)} / ${LIST_GOAL.growth} ${goals.atMost(`${g.name}: p50 after 10× growth ÷ before`, g.ratio, LIST_GOAL.growth).padEnd(4)}`;
    console.log(`${g.name.padEnd(66)} ${ms(g.p50Before)} → ${ms(g.p50After)}   ${ratio} | ${ms(g.loadedP50Before)} → ${ms(g.loadedP50After)}`);
  }
}
