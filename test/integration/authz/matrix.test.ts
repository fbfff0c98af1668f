/**
 * The authorization matrix: every route of the manifest × six
 * personas, through the real HTTP path — the local API server verifying real
 * cognito-local tokens — against `expectations.ts`. Every refused call is
 * followed by a read of the whole table and the inbox: it changed nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../../shared/api/routes';
import { EXPECTED, expectedStatus } from './expectations';
import { buildAuthzFixture, type AuthzFixture } from './fixture';
import { routeRequest, stateChanges, useApiStack } from './harness';
import { MATRIX_INPUTS, SELF_DESTRUCTIVE } from './inputs';
import { PERSONAS } from './personas';

const stack = useApiStack();
let fx: AuthzFixture;

beforeAll(async () => {
  fx = await buildAuthzFixture(stack.pool);
});

const manifestIds = routeList.map((r) => r.id).sort();
const ordered = [...routeList.filter((r) => !SELF_DESTRUCTIVE.includes(r.id)), ...routeList.filter((r) => SELF_DESTRUCTIVE.includes(r.id))];

it('has one row and one request for every route of the manifest, and none other', () => {
  expect(Object.keys(EXPECTED).sort()).toEqual(manifestIds);
  expect(Object.keys(MATRIX_INPUTS).sort()).toEqual(manifestIds);
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
