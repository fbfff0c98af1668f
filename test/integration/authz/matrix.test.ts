/**
 * The authorization matrix: every route of the manifest × eight
 * personas (the seven people, a Greek-life office among them, and a door pass, whose column is derived), through the real HTTP path — the local API server verifying real
 * cognito-local tokens — against `expectations.ts`. Every refused call is
 * followed by a read of the whole table and the inbox: it changed nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../../shared/api/routes';
import { EXPECTED, expectedForDoorPass, expectedStatus } from './expectations';
import { buildAuthzFixture, type AuthzFixture } from './fixture';
import { routeRequest, stateChanges, useApiStack } from './harness';
import { eventInReview, inRunOrder, MATRIX_INPUTS } from './inputs';
import { giveOffice, newPerson, PERSONAS } from './personas';
import type { OfficeEventsResponse } from '../../../shared/api/types';
// Door passes for volunteers
import { AUTHZ_NOW } from './fixture';
import { passToken, storedDoorPass } from '../door-pass/fixtures';

const stack = useApiStack();
let fx: AuthzFixture;

beforeAll(async () => {
  fx = await buildAuthzFixture(stack.pool);
});

const manifestIds = routeList.map((r) => r.id).sort();
const ordered = inRunOrder(routeList);

it('has one row and one request for every route of the manifest, and none other', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual(manifestIds);
  expect(Object.keys(MATRIX_INPUTS).sort()).toEqual(manifestIds);
});

// Door passes for volunteers: the seventh persona sends its pass's token as its bearer token.
// Before the people's rows: those end with the student deleting their account, which some inputs use.
describe.each(ordered)('$method $path ($id) as a door pass', (route) => {
  it('answers as derived for a door pass', async () => {
    const input = await MATRIX_INPUTS[route.id](fx, 'anonymous');
    const before = await stack.state();
    const res = await stack.send(routeRequest(route.id, input, fx.doorPass.token));
    expect(res.status, res.text).toBe(expectedForDoorPass(route.id, route.auth));
    if (res.status >= 400) expect(stateChanges(before, await stack.state()), 'a refused call changed stored data or sent mail').toEqual([]);
  });
});

describe("a door pass's scope", () => {
  const scanAs = async (passId: string, token: string) =>
    stack.send(routeRequest('scanWithDoorPass', { params: { id: passId }, body: { qrCode: await fx.fresh.ticketCode(fx.freeEvent) } }, token));

  it("refuses its token on another event's pass, and a revoked or expired pass", async () => {
    const other = await fx.fresh.event();
    const otherPass = await storedDoorPass(other, fx.doorPass.window);
    const revoked = await storedDoorPass(fx.freeEvent, fx.doorPass.window, { revokedAt: AUTHZ_NOW.toISOString() });
    const expired = await storedDoorPass(fx.freeEvent, { validFrom: new Date(AUTHZ_NOW.getTime() - 7_200_000), validUntil: new Date(AUTHZ_NOW.getTime() - 1) });
    const cases = [
      await scanAs(otherPass.id, fx.doorPass.token),
      await scanAs(revoked.id, passToken(revoked, AUTHZ_NOW)),
      await scanAs(expired.id, passToken(expired, AUTHZ_NOW)),
    ];
    expect(cases.map((res) => res.status)).toEqual([401, 401, 401]);
  });
});

// The Greek-life office: another school's office is refused school A's events wherever an office acts.
describe("another school's office", () => {
  it("is given its own school's events, none of school A's", async () => {
    const otherOffice = await newPerson(fx.pool, 'OtherOffice', fx.schools.b, null, AUTHZ_NOW);
    await giveOffice(otherOffice, fx.schools.b, AUTHZ_NOW);
    const res = await stack.send(routeRequest('listOfficeEvents', {}, otherOffice.tokens.accessToken));
    const list = res.json as OfficeEventsResponse;
    expect([res.status, list.schoolId]).toEqual([200, fx.schools.b.id]);
    expect(list.events.map((e) => e.id)).toEqual([fx.reviewedEvent.id]);
  });

  it("may not approve or return school A's event awaiting review, and changes nothing", async () => {
    const otherOffice = await newPerson(fx.pool, 'OtherReviewer', fx.schools.b, null, AUTHZ_NOW);
    await giveOffice(otherOffice, fx.schools.b, AUTHZ_NOW);
    const event = await eventInReview(fx, 'submitted');
    const before = await stack.state();
    const token = otherOffice.tokens.accessToken;
    const answers = await Promise.all([
      stack.send(routeRequest('approvePartyEvent', { params: { id: event.id } }, token)),
      stack.send(routeRequest('returnPartyEvent', { params: { id: event.id }, body: { comment: 'Not yours' } }, token)),
    ]);
    expect(answers.map((res) => res.status)).toEqual([403, 403]);
    expect(stateChanges(before, await stack.state())).toEqual([]);
  });

  it("is refused school A's entry log and packet, changing nothing (no audit entry)", async () => {
    const otherOffice = await newPerson(fx.pool, 'OtherOfficeLog', fx.schools.b, null, AUTHZ_NOW);
    await giveOffice(otherOffice, fx.schools.b, AUTHZ_NOW);
    const before = await stack.state();
    const log = await stack.send(routeRequest('openEntryLog', { params: { id: fx.freeEvent.id }, body: { reason: 'Checking a complaint' } }, otherOffice.tokens.accessToken));
    const packet = await stack.send(routeRequest('getOfficePacket', { params: { id: fx.freeEvent.id } }, otherOffice.tokens.accessToken));
    expect([log.status, packet.status]).toEqual([403, 403]);
    expect(stateChanges(before, await stack.state())).toEqual([]);
  });
});

describe.each(ordered)('$method $path ($id)', (route) => {
  it.each(PERSONAS)('as %s', async (persona) => {
    const expected = expectedStatus(route.id, persona);
    if (expected === undefined) throw new Error(`${route.id} has no row in expectations.ts`);
    const input = await MATRIX_INPUTS[route.id](fx, persona);
    const token = persona === 'anonymous' ? undefined : fx.people[persona].tokens.accessToken;

    const before = await stack.state();
    const res = await stack.send(routeRequest(route.id, input, token));
    expect(res.status, res.text).toBe(expected);
    if (res.status >= 400) {
      expect(res.json).toEqual(expect.objectContaining({ message: expect.any(String) }));
      expect(stateChanges(before, await stack.state()), 'a refused call changed stored data or sent mail').toEqual([]);
    }
  });
});
