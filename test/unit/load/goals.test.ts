/**
 * The bench's verdicts: every figure printed beside a goal is judged by the
 * run's `GoalBook`, and a figure over its goal (or under an "at least" one),
 * a broken invariant or a part that failed fails the run.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GoalBook, settleRun } from '../../load/goals';
import { printBundles } from '../../load/bundle-report';
import type { BundleFigure } from '../../load/bundles';
import { printLighthouse, type LighthouseFigure } from '../../load/lighthouse';
import type { DoorScanFigure, TicketBurstFigure } from '../../load/invariants';
import { printReport, type BenchFigures, type EndpointFigure } from '../../load/report';
import { printRouteCalls } from '../../load/route-calls';
import type { BrowserRouteFigure } from '../../load/web-browser';
import { printBrowserRoutes } from '../../load/web-browser-report';

let printed: string[];
beforeEach(() => {
  printed = [];
  vi.spyOn(console, 'log').mockImplementation((...args: unknown[]) => void printed.push(args.join(' ')));
  process.exitCode = undefined;
});
afterEach(() => {
  vi.restoreAllMocks();
  process.exitCode = undefined;
});

const missedFigures = (goals: GoalBook) => goals.missed().map((m) => m.figure);

describe('a GoalBook', () => {
  it('says ok within an "at most" goal, OVER past it, and the allowance past it up to the allowance', () => {
    const goals = new GoalBook();
    expect(goals.atMost('a', 0.25, 0.25)).toBe('ok');
    expect(goals.atMost('b', 0.28, 0.25)).toBe('OVER');
    expect(goals.atMost('c', 4, 3, { upTo: Infinity, why: 'bulk (by design)' })).toBe('bulk (by design)');
    expect(goals.atMost('d', 160, 150, { upTo: 155, why: 'held at 155 KiB' })).toBe('OVER');
    expect(missedFigures(goals)).toEqual(['b', 'd']);
    expect(goals.missed()[0]).toMatchObject({ against: '0.28 / goal ≤ 0.25', verdict: 'OVER' });
  });

  it('says UNDER below an "at least" goal, BROKEN for an invariant, FAILED for a part not measured', () => {
    const goals = new GoalBook();
    expect(goals.atLeast('score', 95, 95)).toBe('ok');
    expect(goals.atLeast('score 2', 94, 95)).toBe('UNDER');
    expect(goals.invariant('exactly 200 tickets', true)).toBe('holds');
    expect(goals.invariant('one entry', false)).toBe('BROKEN');
    goals.unmeasured('The routes in Chromium', 'build failed');
    expect(missedFigures(goals)).toEqual(['score 2', 'one entry', 'The routes in Chromium']);
  });

  it('misses with a figure that is not a number (a measure gone wrong)', () => {
    const goals = new GoalBook();
    expect(goals.atMost('ratio', Number.NaN, 2)).toBe('OVER');
    expect(goals.atLeast('score', Number.NaN, 95)).toBe('UNDER');
    expect(goals.missed()).toHaveLength(2);
  });
});

describe('settleRun', () => {
  it('fails the run (exit code 1) and lists each missed figure against its goal', () => {
    const goals = new GoalBook();
    goals.atMost('kept', 1, 2);
    goals.atMost("ticket rush: writes of the event's item per ticket", 0.28, 0.25);
    expect(settleRun(goals)).toBe(false);
    expect(process.exitCode).toBe(1);
    expect(printed.join('\n')).toContain("1 of 2 figures missed their goal (the run fails):\n  ticket rush: writes of the event's item per ticket: 0.28 / goal ≤ 0.25 OVER");
  });

  it('leaves the exit code alone when every figure is within its goal', () => {
    const goals = new GoalBook();
    goals.atMost('kept', 1, 2);
    goals.invariant('holds', true);
    expect(settleRun(goals)).toBe(true);
    expect(process.exitCode).toBeUndefined();
    expect(printed.at(-1)).toContain('Every figure within its goal (2 judged)');
  });
});

const latency: EndpointFigure['api'] = { p50: 5, p95: 10, requests: 100, throughput: 50 };
/** A burst of 1,000 buyers for 200 seats that sold exactly the seats. */
const sold = { buyers: 1000, seats: 200, tickets: 200, ticketsSold: 200, soldOut: 800, errors: 0, statuses: { 200: 200, 409: 800 }, unexpected: 0, holds: true };
const burst: TicketBurstFigure = {
  ...sold,
  ticketsPerSecond: 100,
  answersPerSecond: 500,
  purchaseP50: 100,
  purchaseP95: 300,
  independentWritesPerSecond: 1000,
  independentReadsPerSecond: 2500,
  writeRatio: 0.1,
  writeRatioCeiling: 0.33,
  spread: { events: 20, tickets: 200, holds: true, ticketsPerSecond: 110, purchaseP95: 250 },
  hotToSpreadRatio: 0.9,
  rush: {
    ...sold,
    ticketsPerSecond: 90,
    purchaseP95: 400,
    conflicts: 12,
    conflictsByKind: { EVENT: 12 },
    eventWritesPerTicket: 0.2,
  },
};
const scan: DoorScanFigure = { scans: 100, entries: 1, alreadyUsed: 99, errors: 0, holds: true, scansPerSecond: 300 };
const skipped = { error: 'skipped (BENCH_CASES)' };
const figures = (overrides: Partial<BenchFigures> = {}): BenchFigures => ({
  endpoints: [{ name: 'GET /schools', api: latency, bare: latency, p95Ratio: 1.1, dynamoCallsPerRequest: 1 }],
  cold: [],
  lists: undefined,
  burstFigure: burst,
  scanFigure: scan,
  doorFigures: undefined,
  bundles: skipped,
  routes: skipped,
  browserRoutes: skipped,
  ...overrides,
});

describe('the report judges every figure it prints beside a goal', () => {
  it('a rush at 0.28 writes of the event item per ticket prints OVER and fails the run', () => {
    const goals = new GoalBook();
    printReport(figures({ burstFigure: { ...burst, rush: { ...burst.rush!, eventWritesPerTicket: 0.28 } } }), goals);
    expect(printed.join('\n')).toContain("writes of the event's item per ticket: 0.28 / goal ≤ 0.25 OVER");
    expect(settleRun(goals)).toBe(false);
    expect(process.exitCode).toBe(1);
  });

  it('every figure of a run within its goals passes; each one over fails it', () => {
    const within = new GoalBook();
    printReport(figures(), within);
    expect(within.missed()).toEqual([]);
    // endpoint ratio and calls, burst and its answers, spread, one event ÷ spread, rush and its answers, writes per ticket, door scan
    expect(within.size).toBe(10);

    const over = new GoalBook();
    printReport(
      figures({
        endpoints: [{ name: 'GET /schools', api: latency, bare: latency, p95Ratio: 2.1, dynamoCallsPerRequest: 3.5 }],
        cold: [{ name: 'GET /schools (cold)', clients: 24, api: latency, bare: latency, p95Ratio: 2.5 }],
        burstFigure: { ...burst, statuses: { 200: 200, 409: 799, 500: 1 }, unexpected: 1, hotToSpreadRatio: 0.4, spread: { ...burst.spread!, holds: false } },
        scanFigure: { ...scan, holds: false },
        doorFigures: {
          decision: { rosterSize: 2000, decisions: 500, p50: 1, p95: 60 },
          sync: { scans: 500, syncMs: 12_000, retryMs: 100, recorded: 500, holds: true },
          live: { rosterSize: 2000, decisions: 300, decisionP95: 70 },
          line: { camera: { guests: 20, seconds: 30, scansPerMinute: 40, holds: false }, cancellationReachMs: Number.NaN },
        },
        lists: {
          filtered: [{ name: 'GET /party-events?state=WY', before: 1.2, after: 1.6 }],
          growth: [{ name: 'GET /events', p50Before: 10, p50After: 13, ratio: 1.3, loadedP50Before: 20, loadedP50After: 22 }],
          grown: { added: 1000, upcoming: 500 },
        },
      }),
      over,
    );
    expect(missedFigures(over)).toEqual([
      'GET /schools: p95 ÷ bare p95',
      'GET /schools: DynamoDB calls per request',
      'GET /schools (cold): p95 ÷ bare p95',
      'GET /party-events?state=WY ÷ unfiltered, before and after growth',
      'GET /events: p50 after 10× growth ÷ before',
      'ticket burst: no answer other than 2xx/409/503',
      "spread burst: exactly each event's seats sold",
      'ticket burst: tickets/s of one event ÷ spread',
      'door scan: one entry per ticket',
      'offline door: decision p95 (ms)',
      'offline door: sync (ms)',
      'offline door: live code decision p95 (ms)',
      'door line: valid camera scans per minute',
      'door line: every guest admitted once',
      'door line: cancellation reaches a preparing device (ms)',
    ]);
  });

  it('the bundles: an API feature over a ratio misses, the named size exception and functions off the request path do not', () => {
    const bundle = (name: string, kind: BundleFigure['kind'], bytes: number, loadRatio: number): BundleFigure => ({ name, kind, bytes, packageBytes: bytes, loadMs: 10, loadRatio });
    const goals = new GoalBook();
    printBundles(
      {
        baseline: bundle('baseline', 'baseline', 100_000, 1),
        features: [
          bundle('payments', 'API feature', 300_000, 1.2),
          bundle('admin', 'API feature', 130_000, 1.6),
          bundle('jobs', 'Queue consumer', 900_000, 5),
        ],
      },
      goals,
    );
    expect(missedFigures(goals)).toEqual(['bundle of admin: size ÷ baseline', 'bundle of admin: module load ÷ baseline']);
  });

  it('the DynamoDB calls of every route: over 3 misses unless the route is bulk by design', () => {
    const goals = new GoalBook();
    printRouteCalls(
      [
        { route: 'deleteMyAccount', calls: 12, bulk: true },
        { route: 'getMe', calls: 4, bulk: false },
        { route: 'listSchools', calls: 1, bulk: false },
      ],
      goals,
    );
    expect(missedFigures(goals)).toEqual(['getMe: DynamoDB calls']);
    expect(printed.at(-1)).toBe('1 of 3 routes within the goal; 1 over it, 1 bulk');
  });

  it('the pages in Chromium: over 150 KiB or over one data request misses', () => {
    const page = (route: string, visitor: BrowserRouteFigure['visitor'], kib: number, apiRequests: string[]): BrowserRouteFigure => ({
      route,
      visitor,
      scriptGzipBytes: kib * 1024,
      scripts: [],
      apiRequests: ['GET /config.json', ...apiRequests],
    });
    const goals = new GoalBook();
    printBrowserRoutes(
      [
        page('/party-events/:id', 'signed out', 140, ['GET /party-events/1']),
        page('/party-events/:id', 'student', 149, ['GET /party-events/1/viewer', 'GET /party-events/1/sober-monitor-code']),
        page('/admin', 'admin', 151, ['GET /admin/overview']),
      ],
      goals,
    );
    expect(missedFigures(goals)).toEqual([
      '/party-events/:id (student): data requests (GET /party-events/1/viewer, GET /party-events/1/sober-monitor-code)',
      '/admin (admin): JS in Chromium (KiB gzip)',
    ]);
  });

  it('Lighthouse: an observed score under 95 misses, whatever the score at CPU time', () => {
    const figure = (page: string, score: number): LighthouseFigure => ({ page, score, fcp: 1, lcp: 1, tbt: 1, cls: 0, atCpuTime: { score: 99, tbt: 1 } });
    const goals = new GoalBook();
    printLighthouse([figure('/', 98), figure('/party-events', 93)], goals);
    expect(missedFigures(goals)).toEqual(['Lighthouse mobile /party-events: score']);
  });
});
