/**
 * Every request ≤ 3 DynamoDB calls (docs/performance.md#budgets; a BatchGet or a transaction
 * counts as one), on EVERY route of the manifest: each is called as the
 * first persona the authorization matrix allows it for, with the matrix's
 * own input, and the calls its handler makes are counted — by the request's
 * async context, so work another request or a queue consumer does meanwhile
 * is never counted. A new route joins this check by being in the manifest.
 *
 * Every route is within 3 but the `BULK` ones, which do work that grows
 * with what they remove or settle and stay over by design, each held at
 * its figure for this fixture.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteId } from '../../../shared/api/routes';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { accessClaims, invoke } from '../../support/invoke';
import { expectedForDoorPass, expectedStatus } from './expectations';
import { buildAuthzFixture, type AuthzFixture } from './fixture';
import { useApiStack } from './harness';
import { inRunOrder, MATRIX_INPUTS } from './inputs';
import { PERSONAS, type Persona } from './personas';

/** The most calls one request makes. */
const MAX_CALLS = 3;

/** Work proportional to what the request removes or settles (paged, off any student's everyday path): held at its figure for this fixture. */
const BULK: Partial<Record<RouteId, number>> = {
  // A person's places in waitlists leave with their counts (one transaction each); the first read says whether
  // the token still counts (the account may have signed out everywhere since). The fixture's person by then has
  // filed a leader request and an office request too, each deleted with its counter. Their places in drops' lines
  // are found on the index (a Query), and their sober-monitor training entry leaves each chapter they belonged to.
  deleteMe: 49,
  deleteUser: 9,
  // Its line closed first (one update when nobody waits), its door passes with the rest (a Query each sweep), and
  // its drop line's partition (a Query, then a delete of what it holds).
  deletePartyEvent: 28,
  // A sync settles a device's whole queue: a few calls per batch of scans (door-crossings.ts).
  syncDoorScans: 8,
  syncDoorPassScans: 8,
  // The Replace Schools preview asks, of each stored school outside the new set, whether anything refers to it
  // (two index Queries a school, references.ts: chapters and Greek-life events live under no common key): an admin
  // tool's dry run, proportional to the schools it would remove.
  previewReplaceSchools: 4,
  // The Greek-life office's list of its school's events, of every status: the grant, the school's chapters, then
  // one Query per chapter (no index holds a school's events of every status); off any student's path.
  listOfficeEvents: 8,
  // The office's entry log: the grant, the event (its school checked), the audit entry with the reason (written before
  // anything is read), the event's tickets, then the admitted guests' profiles for their 21+ bands (a BatchGet per 100).
  openEntryLog: 5,
  // Approving publishes the event: the grant, the event (its school checked), its chapter's next events (My Feed,
  // refilled by a Query when the approval would leave a full list short), then one transaction; a rare office act.
  approvePartyEvent: 5,
  // An edit: the caller's standing, the event with its seat shards, its chapter's next events (My Feed shows the
  // edited summary), then one transaction.
  editPartyEvent: 4,
  // The Users tab's page: the session check, the profiles, their chapters, and the offices they hold (one BatchGet a page).
  listUsers: 4,
};

const stack = useApiStack();
let fx: AuthzFixture;
const requestCalls = new AsyncLocalStorage<{ calls: number }>();
const COUNTER = 'routeCallCounter';

beforeAll(async () => {
  fx = await buildAuthzFixture(stack.pool);
  dynamo().middlewareStack.add(
    (next) => async (args) => {
      const counter = requestCalls.getStore();
      if (counter) counter.calls++;
      return next(args);
    },
    { step: 'initialize', name: COUNTER },
  );
});
/** What each route took, for `npm run bench` (test/load/route-calls.ts), which names the file in ROUTE_CALLS_REPORT. */
const measured: { route: string; calls: number; bulk: boolean }[] = [];
afterAll(() => {
  dynamo().middlewareStack.remove(COUNTER);
  if (process.env.ROUTE_CALLS_REPORT) writeFileSync(process.env.ROUTE_CALLS_REPORT, JSON.stringify(measured));
});

const ordered = inRunOrder(routeList);
const allowed = (status: number | undefined) => status !== undefined && status >= 200 && status < 300;

/** Who the route is meant for: the first persona the matrix lets through, else the door pass. */
function callerOf(route: (typeof routeList)[number]): { persona: Persona | 'doorPass'; status: number } {
  const persona = PERSONAS.find((p) => allowed(expectedStatus(route.id, p)));
  if (persona) return { persona, status: expectedStatus(route.id, persona)! };
  return { persona: 'doorPass', status: expectedForDoorPass(route.id, route.auth) };
}

it('names only routes of the manifest, and only ones over the goal', () => {
  const ids = new Set<string>(routeList.map((r) => r.id));
  for (const [id, figure] of Object.entries(BULK)) {
    expect(ids.has(id), id).toBe(true);
    expect(figure, id).toBeGreaterThan(MAX_CALLS);
  }
});

describe.each(ordered)('$method $path ($id)', (route) => {
  it(`answers its caller in at most ${MAX_CALLS} DynamoDB calls`, async () => {
    const { persona, status } = callerOf(route);
    const input = await MATRIX_INPUTS[route.id](fx, persona === 'doorPass' ? 'anonymous' : persona);
    const person = persona === 'doorPass' || persona === 'anonymous' ? undefined : fx.people[persona];
    const token = persona === 'doorPass' ? fx.doorPass.token : person?.tokens.accessToken;
    const counter = { calls: 0 };
    const res = await requestCalls.run(counter, () =>
      invoke(route.id, {
        params: input.params,
        query: input.query,
        body: input.body,
        headers: { ...input.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        claims: person ? accessClaims(person.sub, { username: person.sub }) : undefined,
      }),
    );
    expect(res.statusCode, res.text).toBe(status);
    measured.push({ route: route.id, calls: counter.calls, bulk: BULK[route.id] !== undefined });
    expect(counter.calls, `${route.id} as ${persona}`).toBeLessThanOrEqual(BULK[route.id] ?? MAX_CALLS);
  });
});
