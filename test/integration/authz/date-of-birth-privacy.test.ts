/**
 * A date of birth is private: every persona gives one through
 * PUT /me/profile, then every reading route of the manifest is called as
 * every persona with the matrix's request — profiles, people search, the
 * admin Users list, analytics, the door, the Greek-life office's list of its
 * school's events and an event's entry log — and no answer carries anyone's
 * date of birth, except GET /me's and PUT /me/profile's to its owner.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntryLogResponse, MeResponse } from '../../../shared/api/types';
import { giveTicket } from '../party-events/fixtures';
import { routeList, type RouteId } from '../../../shared/api/routes';
import { AUTHZ_NOW, buildAuthzFixture, type AuthzFixture } from './fixture';
import { routeRequest, useApiStack } from './harness';
import { MATRIX_INPUTS } from './inputs';
import { mentionsYear } from '../../support/private-text';
import { PERSONAS, SIGNED_IN, type SignedIn } from './personas';

const stack = useApiStack();
let fx: AuthzFixture;

/** Distinct dates far from any other date of the fixture: their year alone would give them away. */
const BIRTH_DATES: Record<SignedIn, string> = {
  student: '1931-07-13',
  mediaManager: '1932-08-14',
  president: '1933-09-15',
  otherLeader: '1934-10-16',
  admin: '1935-11-17',
  office: '1936-12-18',
};
const OWNER_ONLY: readonly RouteId[] = ['getMe', 'updateMyProfile'];

beforeAll(async () => {
  fx = await buildAuthzFixture(stack.pool);
  for (const persona of SIGNED_IN) {
    const res = await stack.send(routeRequest('updateMyProfile', { body: { dateOfBirth: BIRTH_DATES[persona] } }, fx.people[persona].tokens.accessToken));
    expect(res.status, res.text).toBe(200);
    expect((res.json as MeResponse).dateOfBirth).toBe(BIRTH_DATES[persona]);
  }
});

// The office's entry log is a POST (its reason is audited) that reads names at the door.
const reading = routeList.filter((r) => r.method === 'GET' || r.id === 'validateTicket' || r.id === 'updateMyProfile' || r.id === 'openEntryLog');

describe.each(reading)('$method $path ($id)', (route) => {
  it.each(PERSONAS)('as %s carries no one else’s date of birth', async (persona) => {
    const input = route.id === 'updateMyProfile' ? { body: { dateOfBirth: BIRTH_DATES[persona === 'anonymous' ? 'student' : persona] } } : await MATRIX_INPUTS[route.id](fx, persona);
    const token = persona === 'anonymous' ? undefined : fx.people[persona].tokens.accessToken;
    const res = await stack.send(routeRequest(route.id, input, token));
    for (const owner of SIGNED_IN) {
      if (owner === persona && OWNER_ONLY.includes(route.id)) continue;
      const date = BIRTH_DATES[owner];
      expect(res.text, `${route.id} as ${persona} answered ${owner}'s date of birth`).not.toContain(date);
      expect(mentionsYear(res.text, date.slice(0, 4)), `${route.id} as ${persona} answered ${owner}'s year of birth`).toBe(false);
    }
  });
});

it('GET /me gives the owner their own date of birth, and null removes it', async () => {
  const token = fx.people.student.tokens.accessToken;
  const me = await stack.send(routeRequest('getMe', {}, token));
  expect((me.json as MeResponse).dateOfBirth).toBe(BIRTH_DATES.student);
  const removed = await stack.send(routeRequest('updateMyProfile', { body: { dateOfBirth: null } }, token));
  expect((removed.json as MeResponse).dateOfBirth).toBeNull();
  const again = await stack.send(routeRequest('updateMyProfile', { body: { dateOfBirth: BIRTH_DATES.student } }, token));
  expect((again.json as MeResponse).dateOfBirth).toBe(BIRTH_DATES.student);
});

it('refuses a future date and anyone under 16 on the API’s own day, changing nothing', async () => {
  const token = fx.people.student.tokens.accessToken;
  // AUTHZ_NOW is 2030-03-02.
  const future = await stack.send(routeRequest('updateMyProfile', { body: { dateOfBirth: '2030-03-03' } }, token));
  expect([future.status, (future.json as { message: string }).message]).toEqual([400, 'Please enter a valid date of birth']);
  const young = await stack.send(routeRequest('updateMyProfile', { body: { dateOfBirth: '2014-03-03' } }, token));
  expect([young.status, (young.json as { message: string }).message]).toEqual([400, 'You must be at least 16 years old']);
  const me = await stack.send(routeRequest('getMe', {}, token));
  expect((me.json as MeResponse).dateOfBirth).toBe(BIRTH_DATES.student);
});

it("the office's entry log of an event every persona entered gives 21+ bands, never a date of birth", async () => {
  const event = await fx.fresh.event();
  for (const persona of SIGNED_IN) {
    const person = fx.people[persona];
    await giveTicket({ sub: person.sub, fullName: person.fullName, email: '', claims: {} }, event, { used: true, purchasedAt: AUTHZ_NOW.toISOString() });
  }
  const res = await stack.send(routeRequest('openEntryLog', { params: { id: event.id }, body: { reason: 'Privacy check' } }, fx.people.office.tokens.accessToken));
  expect(res.status, res.text).toBe(200);
  const { entries } = res.json as EntryLogResponse;
  expect(entries.map((e) => e.ageBand)).toEqual(SIGNED_IN.map(() => '21+'));
  for (const owner of SIGNED_IN) {
    expect(res.text).not.toContain(BIRTH_DATES[owner]);
    expect(mentionsYear(res.text, BIRTH_DATES[owner].slice(0, 4))).toBe(false);
  }
});
