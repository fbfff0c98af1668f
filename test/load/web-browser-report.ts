/**
 * The routes in Chromium against their goals (the 150 KiB page budget, and one screen, one request): gzip
 * JavaScript per route ≤ 150 KiB, and one API request per screen for its
 * data. `/config.json` (the deployment's settings, a static file) is listed
 * but not counted against the request goal. Both are judged by the run's
 * `GoalBook`: a page over either goal that is not held below fails the run.
 */
import type { GoalBook } from './goals';
import { ROUTE_JS_GOAL_BYTES, type BrowserRouteFigure } from './web-browser';

/** One request per screen for its data. */
export const SCREEN_REQUESTS_GOAL = 1;

/**
 * Routes allowed over 150 KiB, each held at its figure (KiB, as printed) so it
 * could only get lighter: a route over the goal that is not here, or heavier
 * than its figure here, fails the run. Empty since every route is within the
 * goal (the 150 KiB page budget): any route over it fails the run.
 */
export const OVER_GOAL_HELD_KIB: Record<string, number> = {};

/**
 * Screens still over one data request, held at today's count so they can
 * only get better (the same ratchet as {@link OVER_GOAL_HELD_KIB}): a screen
 * over the goal that is not here, or making more requests than here, fails
 * the run. Each says why it is not at one yet. Empty since analytics carries
 * its paperwork panel (`?include=paperwork`; the members are read when the
 * sober-monitor picker is opened): every screen is held at one.
 */
export const OVER_GOAL_HELD_REQUESTS: Record<string, number> = {};

const kib = (bytes: number) => bytes / 1024;
const keyOf = (f: BrowserRouteFigure) => `${f.route} (${f.visitor})`;

/** The API requests that count against the goal: everything but `/config.json`. */
export function dataRequests(f: BrowserRouteFigure): string[] {
  return f.apiRequests.filter((r) => !r.endsWith(' /config.json'));
}

/** A page's two verdicts: its JavaScript and its data requests, each allowed over its goal only up to its hold. */
function judgePage(f: BrowserRouteFigure, goals: GoalBook): { js: string; requests: string } {
  const heldKib = OVER_GOAL_HELD_KIB[keyOf(f)];
  const heldRequests = OVER_GOAL_HELD_REQUESTS[keyOf(f)];
  return {
    js: goals.atMost(`${keyOf(f)}: JS in Chromium (KiB gzip)`, kib(f.scriptGzipBytes), kib(ROUTE_JS_GOAL_BYTES), heldKib === undefined ? undefined : { upTo: heldKib, why: `held at ${heldKib} KiB` }),
    requests: goals.atMost(
      `${keyOf(f)}: data requests (${dataRequests(f).join(', ') || 'none'})`,
      dataRequests(f).length,
      SCREEN_REQUESTS_GOAL,
      heldRequests === undefined ? undefined : { upTo: heldRequests, why: `held at ${heldRequests}` },
    ),
  };
}

/** One line per route, heaviest first: KiB / goal and data requests / goal, signed out and signed in, then each screen's requests. */
export function printBrowserRoutes(figures: BrowserRouteFigure[], goals: GoalBook): void {
  const verdicts = new Map(figures.map((f) => [f, judgePage(f, goals)]));
  const byRoute = new Map<string, BrowserRouteFigure[]>();
  for (const f of figures) byRoute.set(f.route, [...(byRoute.get(f.route) ?? []), f]);
  const heaviest = (fs: BrowserRouteFigure[]) => Math.max(...fs.map((f) => f.scriptGzipBytes));
  const rows = [...byRoute.entries()].sort(([, a], [, b]) => heaviest(b) - heaviest(a));
  const goal = kib(ROUTE_JS_GOAL_BYTES);
  const cell = (f: BrowserRouteFigure | undefined) => {
    if (!f) return ''.padEnd(28);
    const { js, requests } = verdicts.get(f)!;
    const ratio = (f.scriptGzipBytes / ROUTE_JS_GOAL_BYTES).toFixed(2);
    return `${kib(f.scriptGzipBytes).toFixed(1).padStart(6)} ${ratio} ${js.padEnd(4)} ${String(dataRequests(f).length).padStart(2)}${requests === 'ok' ? '   ' : ` ${requests}`}`;
  };
  console.log(`\nJS per route in Chromium (gzip KiB until the page is idle, ratio to the goal of ${goal} KiB) and API requests per screen (goal ${SCREEN_REQUESTS_GOAL}; /config.json not counted)`);
  console.log(`${'route'.padEnd(30)} ${'signed out: KiB ratio   req'.padEnd(28)}   ${'signed in: KiB ratio   req'.padEnd(28)} as`);
  for (const [route, fs] of rows) {
    const out = fs.find((f) => f.visitor === 'signed out');
    const inn = fs.find((f) => f.visitor !== 'signed out');
    console.log(`${route.padEnd(30)} ${cell(out)}   ${cell(inn)} ${inn?.visitor ?? ''}`);
  }
  const under = figures.filter((f) => f.scriptGzipBytes <= ROUTE_JS_GOAL_BYTES).length;
  const oneRequest = figures.filter((f) => dataRequests(f).length <= SCREEN_REQUESTS_GOAL).length;
  console.log(`${under} of ${figures.length} pages within ${goal} KiB; ${oneRequest} of ${figures.length} within ${SCREEN_REQUESTS_GOAL} request`);
  console.log('\nAPI requests per screen (signed out | signed in)');
  for (const [route, fs] of rows) {
    const list = (f: BrowserRouteFigure | undefined) => (f ? f.apiRequests.join(', ') || '—' : '');
    console.log(`${route.padEnd(30)} ${list(fs.find((f) => f.visitor === 'signed out'))} | ${list(fs.find((f) => f.visitor !== 'signed out'))}`);
  }
}
