/**
 * Fuzzing every route that takes input: property-based requests
 * from the routes' zod schemas plus hostile values (`fuzz/`), sent through
 * the local API server as any of the personas. For every request: no
 * 5xx, no stack trace or internal name in the answer, and a refused request
 * (4xx) leaves the table and the inbox as they were.
 *
 * FUZZ_SEED (default fixed, so CI runs the same requests every time) and
 * FUZZ_RUNS (requests per route; default sized for a loaded 2-core machine)
 * choose the run: `FUZZ_RUNS=500 npx vitest run --project integration
 * test/integration/authz/fuzz.test.ts` for a long one. A failure prints the
 * request, the answer and fast-check's seed and path to replay it.
 */
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { routeList, type RouteId } from '../../../shared/api/routes';
import { tableName } from '../../../functions/lib/db/table';
import { INVALID_CURSOR } from '../../../functions/domains/catalog/party-events/messages';
import { AUTHZ_NOW, buildAuthzFixture, type AuthzFixture } from './fixture';
import { forgedCursors } from './fuzz/hostile';
import { leaksIn } from './fuzz/invariants';
import { isNonObjectJson, NON_OBJECT_BODIES, sendWithAnyMethod } from './fuzz/non-object-bodies';
import { BODY_NOT_OBJECT } from '../../../functions/lib/http';
import { EXPECTED } from './expectations';
import { fuzzCases, takesInput, type FuzzCase } from './fuzz/requests';
import type { KnownValues } from './fuzz/schema-values';
import { dropEvent, friendOffer, MATRIX_INPUTS, ownTicket, reportDueEvent, soldOutEvent } from './inputs';
import { routeRequest, stateChanges, useApiStack, type StoredState, type WireRequest } from './harness';
import { newPerson, PERSONAS, type Person, type Persona } from './personas';
// Door passes for volunteers
import { PASS_PIN } from '../door-pass/fixtures';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);

const stack = useApiStack();
let fx: AuthzFixture;
let known: KnownValues;
let cursors: { genuine: string[]; forged: string[] };

/** A cursor the API hands out for `query`. */
async function genuineCursor(query: Record<string, string>): Promise<string> {
  const res = await stack.send(routeRequest('listPartyEvents', { query: { ...query, limit: '1' } }));
  const cursor = (res.json as { nextCursor?: string | null }).nextCursor;
  if (!cursor) throw new Error(`no cursor for ${JSON.stringify(query)}: ${res.text}`);
  return cursor;
}

beforeAll(async () => {
  fx = await buildAuthzFixture(stack.pool);
  const [cursor, chapterCursor] = await Promise.all([genuineCursor({}), genuineCursor({ org: fx.chapters.a.id })]);
  cursors = { genuine: [cursor, chapterCursor], forged: forgedCursors(cursor, fx.freeEvent.id) };
  const events = [fx.freeEvent, fx.paidEvent, fx.confirmEvent, fx.reviewedEvent];
  const intents = await Promise.all([fx.fresh.studentIntent(fx.paidEvent, false), fx.fresh.studentIntent(fx.confirmEvent, true)]);
  known = {
    // Transfer to a friend: open offers to and from the student. Waitlist: a sold-out event.
    ids: [await friendOffer(fx, fx.people.student.sub, 'to'), await friendOffer(fx, fx.people.student.sub, 'from'), (await ownTicket(fx, fx.people.student.sub)).id, (await soldOutEvent(fx)).id, (await reportDueEvent(fx)).id, ...events.map((e) => e.id), fx.schools.a.id, fx.schools.b.id, fx.chapters.a.id, fx.chapters.b.id, fx.greekEvent.id, fx.pendingRequest.id, fx.people.student.sub, fx.people.president.sub],
    byField: {
      cursor: [...cursors.genuine, ...cursors.forged],
      key: [fx.chapters.a.nationalKey, fx.chapters.b.nationalKey],
      national: [fx.chapters.a.nationalKey],
      eventId: events.map((e) => e.id),
      qrCode: [await fx.fresh.ticketCode(fx.freeEvent)],
      paymentIntentId: intents,
      sub: [fx.people.mediaManager.sub, fx.people.student.sub, fx.people.otherLeader.sub],
      // Door passes for volunteers
      pin: [PASS_PIN],
    },
  };
  // A drop whose line is open, and one whose sales open in a week.
  known.ids = [...known.ids, fx.doorPass.pass.id, (await dropEvent(fx, '2030-03-01T12:00')).id, (await dropEvent(fx, '2030-03-10T12:00')).id];
  // The Greek-life office: the office persona, whose grant the admin's routes move and take back.
  known.ids = [...known.ids, fx.people.office.sub];
});

/** Door passes: a guess takes one of the pass's PIN attempts before its PIN is compared, so a refused one (a wrong PIN, a revoked pass) has counted: the one write a refusal makes. */
const countedRefusal = (route: RouteId, change: string) =>
  (route === 'openDoorPass' && /^~ DOORPASS#[^ ]+ \| PASS$/.test(change)) ||
  // Live tickets: a wrong code counts against the move it was typed for (five void it), so it is written though refused.
  (route === 'confirmPhoneMove' && /^~ TICKET#[^ ]+ \| PHONEMOVE$/.test(change));

/** Routes whose success removes data the other routes are fuzzed against: last. */
const LAST: RouteId[] = ['cancelPartyEvent', 'adminCancelPartyEvent', 'deletePartyEvent', 'deleteMe'];
const fuzzed = [...routeList.filter((r) => takesInput(r) && !LAST.includes(r.id)), ...routeList.filter((r) => LAST.includes(r.id))];

// Account deletion is fuzzed as a throwaway user, made anew whenever one is deleted.
let leaving: Person | undefined;
async function tokenFor(route: RouteId, persona: Persona): Promise<string | undefined> {
  if (persona === 'anonymous') return undefined;
  if (route !== 'deleteMe') return fx.people[persona].tokens.accessToken;
  leaving ??= await newPerson(stack.pool, 'Leaving', fx.schools.a, null, AUTHZ_NOW);
  return leaving.tokens.accessToken;
}

function describeCase(c: FuzzCase): string {
  const { method, path, query, body, headers } = c.request;
  const shown = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);
  return `${c.persona}: ${method} ${shown(`${path}${query ? `?${query}` : ''}`)} ${JSON.stringify(headers)} ${shown(String(body ?? ''))}`;
}

it('fuzzes every route that takes input', () => {
  expect(fuzzed.length).toBe(routeList.filter(takesInput).length);
  expect(fuzzed.map((r) => r.id)).toEqual(expect.arrayContaining(['listPartyEvents', 'createPartyEvent', 'validateTicket', 'stripeWebhook']));
});

it('answers every cursor it did not hand out with 400 and a clear message, before reading anything', async () => {
  const before = await stack.state();
  for (const cursor of [...cursors.forged, cursors.genuine[1] as string]) {
    const res = await stack.send(routeRequest('listPartyEvents', { query: { cursor } }));
    expect(res.status, cursor).toBe(400);
    expect(res.json).toEqual({ message: INVALID_CURSOR });
  }
  const next = await stack.send(routeRequest('listPartyEvents', { query: { cursor: cursors.genuine[0] as string } }));
  expect(next.status, next.text).toBe(200);
  expect(stateChanges(before, await stack.state())).toEqual([]);
});

it('refuses a body that is not a JSON object on every route (GETs too; not the raw webhook) with 400, changing nothing', async () => {
  // Each route's matrix request, as a persona the matrix admits, with its body swapped for each non-object.
  const requests: { id: RouteId; request: WireRequest }[] = [];
  for (const route of routeList.filter((r) => !r.rawBody)) {
    const persona = PERSONAS.find((p) => (EXPECTED[route.id][PERSONAS.indexOf(p)] ?? 500) < 300) ?? 'anonymous';
    const token = persona === 'anonymous' ? undefined : fx.people[persona].tokens.accessToken;
    const valid = routeRequest(route.id, await MATRIX_INPUTS[route.id](fx, persona), token);
    for (const body of NON_OBJECT_BODIES) requests.push({ id: route.id, request: { ...valid, headers: { ...valid.headers, 'content-type': 'application/json' }, body } });
  }
  const before = await stack.state();
  const wrong: string[] = [];
  for (const { id, request } of requests) {
    const res = await sendWithAnyMethod(stack.url, request);
    if (res.status !== 400 || res.json?.message !== BODY_NOT_OBJECT) wrong.push(`${id} ${String(request.body)} → ${res.status} ${res.text.slice(0, 200)}`);
  }
  expect(wrong).toEqual([]);
  expect(stateChanges(before, await stack.state())).toEqual([]);
});

it.each(fuzzed.map((route, index) => ({ route, index })))(
  '$route.method $route.path: no 5xx, no leak, a refused request changes nothing',
  async ({ route, index }) => {
    let state: StoredState | undefined;
    const property = fc.asyncProperty(fuzzCases(route, known, fx.freeEvent.id), async (c) => {
      // A new throwaway user is stored data of its own: read the state after making one.
      if (route.id === 'deleteMe' && c.persona !== 'anonymous' && !leaving) state = undefined;
      const token = await tokenFor(route.id, c.persona);
      const request = { ...c.request, headers: { ...c.request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
      state ??= await stack.state();
      const res = await stack.send(request);
      const problems: string[] = [];
      if (res.status >= 500) problems.push(`a ${res.status}`);
      if (res.status < 400 && !route.rawBody && isNonObjectJson(request.body)) problems.push('accepted a body that is not a JSON object');
      problems.push(...leaksIn(res.text, `${request.path} ${request.query} ${String(request.body ?? '')}`, tableName()));
      if (res.status >= 400) {
        const after = await stack.state();
        problems.push(...stateChanges(state, after).filter((change) => !countedRefusal(route.id, change)).map((change) => `refused, yet changed ${change}`));
        state = after;
      } else {
        state = undefined;
        if (route.id === 'deleteMe' && token) leaving = undefined;
      }
      if (problems.length) throw new Error(`${describeCase(c)}\n→ ${res.status} ${res.text.slice(0, 500)}\n${problems.join('\n')}`);
    });
    await fc.assert(property, { seed: SEED + index, numRuns: RUNS, endOnFailure: true });
  },
  60_000 + RUNS * 4_000,
);
