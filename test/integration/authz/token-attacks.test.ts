/**
 * Forged and misused tokens on user, leader and admin routes:
 * each is turned away with API Gateway's 401, before any handler runs — no
 * data in the answer, nothing stored, no mail. The victim's genuine token on
 * the same request succeeds, so only the forgery makes the difference.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '../../../shared/api/routes';
import { expectedStatus } from './expectations';
import { buildAuthzFixture, type AuthzFixture } from './fixture';
import { FORGERIES } from './forged-tokens';
import { routeRequest, stateChanges, useApiStack } from './harness';
import { MATRIX_INPUTS } from './inputs';
import type { SignedIn } from './personas';

const stack = useApiStack();
let fx: AuthzFixture;

beforeAll(async () => {
  fx = await buildAuthzFixture(stack.pool);
});

/** Routes attacked, each with the persona whose genuine token it accepts (the one impersonated). */
const TARGETS: { route: RouteId; victim: SignedIn }[] = [
  { route: 'getMe', victim: 'student' },
  { route: 'createLeaderRequest', victim: 'student' },
  { route: 'getEventAnalytics', victim: 'president' },
  { route: 'validateTicket', victim: 'president' },
  { route: 'getAdminOverview', victim: 'admin' },
  { route: 'approveLeaderRequest', victim: 'admin' },
];

describe.each(TARGETS)('$route as a forged $victim', ({ route, victim }) => {
  it.each(FORGERIES)('refuses $name with 401 and changes nothing', async (forgery) => {
    const other = fx.people[victim === 'student' ? 'otherLeader' : 'student'];
    const authorization = await forgery.header(fx.people[victim], other, stack.pool);
    const input = await MATRIX_INPUTS[route](fx, victim);
    const request = routeRequest(route, input);
    if (authorization !== undefined) request.headers = { ...request.headers, authorization };

    const before = await stack.state();
    const res = await stack.send(request);
    expect(res.status, res.text).toBe(401);
    expect(res.json).toEqual({ message: 'Unauthorized' });
    expect(stateChanges(before, await stack.state())).toEqual([]);
  });

  it('accepts the genuine token on the same request', async () => {
    const input = await MATRIX_INPUTS[route](fx, victim);
    const res = await stack.send(routeRequest(route, input, fx.people[victim].tokens.accessToken));
    expect(res.status, res.text).toBe(expectedStatus(route, victim));
    expect(res.status).toBeLessThan(300);
  });
});
