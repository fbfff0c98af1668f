/**
 * "Sign out everywhere" ends every session of the account at the API too,
 * through the real HTTP path (the local API server verifying real local
 * Cognito tokens, as API Gateway's JWT authorizer does — and, like it,
 * knowing nothing of Cognito's global sign-out). Each persona signs in a
 * second time, signs out everywhere from that second session, and the
 * first session's still-unexpired token is refused with 401 on the routes
 * that read the caller's profile or admin grant anyway, changing nothing; a
 * sign-in after it works again. A deleted account's token never reaches a
 * server error.
 */
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteId } from '../../../shared/api/routes';
import { CognitoError } from '../../../infra/local/cognito-api';
import { getProfile } from '../../../functions/domains/people/profiles';
import { refreshTokens, signIn } from '../../support/cognito';
import { expectedStatus } from './expectations';
import { buildAuthzFixture, type AuthzFixture } from './fixture';
import { routeRequest, stateChanges, useApiStack } from './harness';
import { MATRIX_INPUTS } from './inputs';
import { PASSWORD, type SignedIn } from './personas';

const stack = useApiStack();
let fx: AuthzFixture;

beforeAll(async () => {
  fx = await buildAuthzFixture(stack.pool);
});

/** What each persona's old session tries after the sign-out: a user's reads and writes, a leader's door and paperwork, an admin's tabs. */
const TRIED: Partial<Record<SignedIn, RouteId[]>> = {
  student: [
    'getMe',
    'updateMySchool',
    'updateMyProfile',
    'listMyTickets',
    'getPartyEventForViewer',
    'getChapterForViewer',
    'getGreekEventForViewer',
    'getGreekEventRsvp',
    'setGreekEventRsvp',
    'setPartyRsvp',
    'setPartySaved',
    'createReview',
    'createFreeTicket',
    'createTicketPayment',
    'sandboxCharge',
    'getFollow',
    'setFollow',
    'cancelTicket',
    'offerTicketTransfer',
    'acceptTicketTransfer',
    'declineTicketTransfer',
    'joinWaitlist',
    'leaveWaitlist',
    'createLeaderRequest',
    'createMediaUpload',
    'getMySoberMonitorCode',
    'signOutEverywhere',
    'deleteMe',
  ],
  president: ['getEventAnalytics', 'validateTicket', 'getDoorScreen', 'getGuestListCsv', 'createPartyEvent', 'getManagedRoles'],
  admin: ['listAuditLog', 'getAdminOverview', 'getAdminStats', 'listUsers', 'approveLeaderRequest'],
};

async function call(route: RouteId, persona: SignedIn, token: string) {
  return stack.send(routeRequest(route, await MATRIX_INPUTS[route](fx, persona), token));
}

/** Waits until Cognito's clock (this machine's) is past the fence's second: tokens of that second stay void. */
async function pastFence(sub: string): Promise<void> {
  const fence = (await getProfile(sub))?.sessionsValidAfter;
  if (fence === null || fence === undefined) throw new Error('no fence was written');
  const wait = (fence + 1) * 1000 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}

describe('Sign out everywhere', () => {
  it.each(Object.keys(TRIED) as SignedIn[])('as %s: the other session’s token is refused (401) and changes nothing; a new sign-in works', async (persona) => {
    const person = fx.people[persona];
    const routes = TRIED[persona]!;
    const first = person.tokens;
    const second = await signIn(person.email, PASSWORD, { pool: fx.pool });

    // Before: the first session works where the matrix says it does.
    for (const route of routes.filter((r) => r !== 'signOutEverywhere' && r !== 'deleteMe')) {
      const res = await call(route, persona, first.accessToken);
      expect([route, res.status], res.text).toEqual([route, expectedStatus(route, persona)]);
    }

    const out = await stack.send(routeRequest('signOutEverywhere', {}, second.accessToken));
    expect([out.status, out.json]).toEqual([200, { ok: true }]);

    for (const token of [first.accessToken, second.accessToken]) {
      // The inputs first: some are made fresh (a ticket to cancel), and stored.
      const inputs = await Promise.all(routes.map(async (route) => [route, await MATRIX_INPUTS[route](fx, persona)] as const));
      const before = await stack.state();
      for (const [route, input] of inputs) {
        const res = await stack.send(routeRequest(route, input, token));
        expect([route, res.status, res.json], 'a session begun before the sign-out').toEqual([route, 401, { message: 'Unauthorized' }]);
      }
      expect(stateChanges(before, await stack.state()), 'a refused call changed stored data or sent mail').toEqual([]);
    }
    // Cognito's half: no refresh token of either session mints a new one.
    for (const { refreshToken } of [first, second]) {
      const refused = await refreshTokens(refreshToken, { pool: fx.pool }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(CognitoError);
      expect((refused as CognitoError).type).toBe('NotAuthorizedException');
    }

    await pastFence(person.sub);
    person.tokens = await signIn(person.email, PASSWORD, { pool: fx.pool });
    expect(Number(decodeJwt(person.tokens.accessToken).auth_time)).toBeGreaterThan((await getProfile(person.sub))!.sessionsValidAfter!);
    const again = routes.find((r) => r !== 'signOutEverywhere' && r !== 'deleteMe')!;
    const res = await call(again, persona, person.tokens.accessToken);
    expect([again, res.status], res.text).toEqual([again, expectedStatus(again, persona)]);
  });
});

describe('a deleted account’s token', () => {
  it('is refused where the account is read, and never meets a server error on any signed-in route', async () => {
    const person = fx.people.student;
    const token = person.tokens.accessToken;
    // Every request made while the account still exists (some inputs need it: a friend, a ticket of its own).
    const signedIn = routeList.filter((r) => r.auth !== 'public' && r.id !== 'deleteMe');
    const inputs = await Promise.all(signedIn.map(async (r) => [r.id, await MATRIX_INPUTS[r.id](fx, 'student')] as const));
    const deleted = await stack.send(routeRequest('deleteMe', { body: { confirm: 'DELETE' } }, token));
    expect(deleted.status, deleted.text).toBe(200);
    const answers = new Map<RouteId, number>();
    for (const [route, input] of inputs) {
      const res = await stack.send(routeRequest(route, input, token));
      expect(res.status, `${route}: ${res.text}`).toBeLessThan(500);
      answers.set(route, res.status);
    }
    for (const route of ['getMe', 'updateMySchool', 'setPartyRsvp', 'setFollow', 'signOutEverywhere'] as const) expect([route, answers.get(route)]).toEqual([route, 401]);
  });
});
