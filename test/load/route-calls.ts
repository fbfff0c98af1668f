/**
 * DynamoDB calls of EVERY route of the manifest (≤ 3 per
 * request, a BatchGet or a transaction counting as one), measured by the
 * test that holds them (`test/integration/authz/route-calls.test.ts`: each
 * route called as the persona it is meant for, its calls counted by the
 * request's async context). The bench runs that file against its own
 * emulators and prints what it counted, each figure beside the goal.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { GoalBook } from './goals';

export const ROUTE_CALLS_GOAL = 3;

export interface RouteCallsFigure {
  route: string;
  calls: number;
  /** Work proportional to what the request removes or settles (account deletion, a door sync): over by design. */
  bulk: boolean;
}

const root = resolve(import.meta.dirname, '../..');

export function measureRouteCalls(): RouteCallsFigure[] {
  const dir = mkdtempSync(join(tmpdir(), 'bench-route-calls-'));
  const out = join(dir, 'calls.json');
  try {
    execFileSync('npx', ['vitest', 'run', '--project', 'integration', 'test/integration/authz/route-calls.test.ts'], {
      cwd: root,
      env: { ...process.env, ROUTE_CALLS_REPORT: out },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    return (JSON.parse(readFileSync(out, 'utf8')) as RouteCallsFigure[]).sort((a, b) => b.calls - a.calls || a.route.localeCompare(b.route));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every route judged by `goals` (a bulk route may be over: its work grows by design); the lines of those over the goal. */
export function printRouteCalls(figures: RouteCallsFigure[] | { error: string }, goals: GoalBook): void {
  console.log(`\nDynamoDB calls per request, every route (goal ≤ ${ROUTE_CALLS_GOAL})`);
  if ('error' in figures) return void console.log(`  ${figures.error}`);
  const bulk = { upTo: Infinity, why: 'bulk (by design)' };
  const verdicts = figures.map((f) => ({ f, verdict: goals.atMost(`${f.route}: DynamoDB calls`, f.calls, ROUTE_CALLS_GOAL, f.bulk ? bulk : undefined) }));
  const over = verdicts.filter(({ verdict }) => verdict !== 'ok');
  for (const { f, verdict } of over) console.log(`${f.route.padEnd(34)} ${String(f.calls).padStart(3)} / ${ROUTE_CALLS_GOAL} ${verdict}`);
  const overBulk = over.filter(({ verdict }) => verdict === bulk.why).length;
  console.log(`${figures.length - over.length} of ${figures.length} routes within the goal; ${over.length - overBulk} over it, ${overBulk} bulk`);
}
