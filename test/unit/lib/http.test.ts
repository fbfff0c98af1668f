import type { Context } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adminItem } from '../../../functions/domains/platform/admins';
import { HttpError } from '../../../functions/lib/errors';
import { BODY_NOT_OBJECT, featureHandler, MALFORMED_TEXT, Reply, type AccessChecks } from '../../../functions/lib/http';
import { routes } from '../../../shared/api/routes';
import { ANSWER_RESERVE_MS, BUSY_RETRY_AFTER_SECONDS, SERVICE_BUSY } from '../../../functions/lib/time-budget';
import { captureLogs } from '../../support/logs';
import { apiEvent, lambdaContext, parse } from '../support/api-event';

const validSchoolId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
/** Access checks that admit every caller (the matrix tests the real ones). */
const allowAll: AccessChecks = { readAdminGrant: async (sub) => adminItem({ sub, email: `${sub}@example.edu`, grantedAt: '2030-01-01T00:00:00.000Z' }), requireLeaderAction: async () => ({}) as never, requireOffice: async () => ({}) as never };

describe('featureHandler', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers 400 with the schema message when a path parameter is invalid, before the route runs', async () => {
    const route = vi.fn();
    const handler = featureHandler(routes, { getSchool: route });
    const res = parse(await handler(apiEvent('getSchool', { params: { id: 'not-a-uuid' } }), lambdaContext));
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Invalid id');
    expect(res.json.issues).toEqual([{ path: 'id', message: 'Invalid id' }]);
    expect(route).not.toHaveBeenCalled();
  });

  it('validates the query string and passes typed input to the route', async () => {
    const route = vi.fn(async () => ({ organization: {} as never, chapters: [], photos: [] }));
    const handler = featureHandler(routes, { getNational: route });
    const bad = parse(await handler(apiEvent('getNational', { params: { key: 'alpha-chi-omega' }, query: { state: 'texas' } }), lambdaContext));
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toBe('Invalid state');
    await handler(apiEvent('getNational', { params: { key: 'alpha-chi-omega' }, query: { state: 'TX' } }), lambdaContext);
    expect(route).toHaveBeenCalledWith(expect.objectContaining({ params: { key: 'alpha-chi-omega' }, query: { state: 'TX' } }));
  });

  it('rejects a malformed JSON body with "Invalid JSON body"', async () => {
    const handler = featureHandler(routes, { sendFeedback: async () => ({ ok: true as const }) });
    const res = parse(await handler(apiEvent('sendFeedback', { body: '{"name":' }), lambdaContext));
    expect(res.statusCode).toBe(400);
    expect(res.json).toEqual({ message: 'Invalid JSON body' });
  });

  it('refuses text with a lone surrogate (a JSON escape) in any value or name, before the route runs', async () => {
    const route = vi.fn(async () => ({ ok: true as const }));
    const handler = featureHandler(routes, { sendFeedback: route });
    const fields = { name: 'Ann', email: 'ann@ua.edu', subject: 'Hi', feedbackId: '0b6f7a4e-3f7e-4a51-9d61-2f4f6f1f8a10' };
    for (const body of [
      JSON.stringify({ ...fields, message: 'a\ud800b' }),
      JSON.stringify({ ...fields, message: '\udfff' }),
      JSON.stringify({ ...fields, message: 'ok', extra: { '\ud83d': 1 } }),
    ]) {
      const res = parse(await handler(apiEvent('sendFeedback', { body }), lambdaContext));
      expect(res.statusCode, body).toBe(400);
      expect(res.json).toEqual({ message: MALFORMED_TEXT });
    }
    expect(route).not.toHaveBeenCalled();
    const emoji = parse(await handler(apiEvent('sendFeedback', { body: JSON.stringify({ ...fields, message: 'party 🎉' }) }), lambdaContext));
    expect(emoji.statusCode).toBe(200);
  });

  it('refuses a body that is not a JSON object on every route, with a body schema or without one, before the route runs', async () => {
    const route = vi.fn(async () => ({ event: {} as never }));
    const handler = featureHandler(routes, { cancelPartyEvent: route, createFreeTicket: route, getSchool: route } as never, { access: allowAll });
    const claims = { sub: 'user-1' };
    const calls = [
      (body: string) => apiEvent('cancelPartyEvent', { params: { id: validSchoolId }, body, claims }),
      (body: string) => apiEvent('createFreeTicket', { params: { id: validSchoolId }, body, claims }),
      (body: string) => apiEvent('getSchool', { params: { id: validSchoolId }, body }),
    ];
    for (const call of calls) {
      for (const body of ['null', '[]', '[{"reason":"x"}]', '0', '"text"', 'true', 'false']) {
        const res = parse(await handler(call(body), lambdaContext));
        expect([res.statusCode, res.json], body).toEqual([400, { message: BODY_NOT_OBJECT }]);
      }
    }
    expect(route).not.toHaveBeenCalled();
    // No body, or an object, is as before.
    for (const call of calls) expect(parse(await handler({ ...call(''), body: undefined }, lambdaContext)).statusCode).toBe(200);
    expect(parse(await handler(calls[0]!('{}'), lambdaContext)).statusCode).toBe(200);
    expect(parse(await handler(calls[1]!('{"ignored":true}'), lambdaContext)).statusCode).toBe(200);
  });

  it('hands a raw-body route (the signed webhook) its bytes untouched', async () => {
    const route = vi.fn(async (_req: unknown) => ({ ok: true as const }));
    const handler = featureHandler(routes, { stripeWebhook: route });
    const res = parse(await handler(apiEvent('stripeWebhook', { body: 'null' }), lambdaContext));
    expect(res.statusCode).toBe(200);
    expect((route.mock.calls[0]?.[0] as { event: { body: string } }).event.body).toBe('null');
  });

  it('reads a base64-encoded body and gives the first validation message first', async () => {
    const route = vi.fn(async () => ({ ok: true as const }));
    const handler = featureHandler(routes, { sendFeedback: route });
    const body = Buffer.from(JSON.stringify({ name: 'Ann', email: 'nope', subject: 'Hi', message: 'x'.repeat(2001), feedbackId: '0b6f7a4e-3f7e-4a51-9d61-2f4f6f1f8a10' })).toString('base64');
    const res = parse(await handler(apiEvent('sendFeedback', { body, base64: true }), lambdaContext));
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('Invalid email address');
    expect(res.json.issues.map((i: { message: string }) => i.message)).toContain('Message must be less than 2000 characters');
    expect(route).not.toHaveBeenCalled();
  });

  it('maps HttpError to its status and message', async () => {
    const handler = featureHandler(routes, {
      getSchool: async () => {
        throw new HttpError(404, 'School not found');
      },
    });
    const res = parse(await handler(apiEvent('getSchool', { params: { id: validSchoolId } }), lambdaContext));
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ message: 'School not found' });
    expect(res.headers['content-type']).toBe('application/json');
  });

  it('answers 500 "Internal Server Error" for any other error, logs it as one structured entry with the request ids, and leaks no stack', async () => {
    const logs = captureLogs();
    const handler = featureHandler(routes, {
      listSchools: async () => {
        throw new Error('secret table detail');
      },
    });
    const res = parse(await handler(apiEvent('listSchools'), lambdaContext));
    expect(res.statusCode).toBe(500);
    expect(res.json).toEqual({ message: 'Internal Server Error' });
    expect(JSON.stringify(res.json)).not.toContain('secret');
    const [entry, ...others] = logs.at('ERROR');
    expect(others).toEqual([]);
    expect(entry).toMatchObject({
      level: 'ERROR',
      message: 'Unhandled error',
      service: expect.any(String),
      timestamp: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      function_request_id: 'aws-req-1',
      apiRequestId: 'req-123',
      routeKey: 'GET /schools',
      error: { name: 'Error', message: 'secret table detail', stack: expect.stringContaining('secret table detail') },
    });
  });

  it("keeps one call's log keys out of the next call's entries", async () => {
    const logs = captureLogs();
    const handler = featureHandler(routes, {
      listSchools: async () => {
        throw new Error('first');
      },
      getSchool: async () => {
        throw new Error('second');
      },
    });
    await handler(apiEvent('listSchools'), lambdaContext);
    const event = apiEvent('getSchool', { params: { id: validSchoolId } });
    event.requestContext.requestId = 'req-456';
    await handler(event, { ...lambdaContext, awsRequestId: 'aws-req-2' });
    expect(logs.at('ERROR').map((e) => [e.routeKey, e.apiRequestId, e.function_request_id, e.error.message])).toEqual([
      ['GET /schools', 'req-123', 'aws-req-1', 'first'],
      ['GET /schools/{id}', 'req-456', 'aws-req-2', 'second'],
    ]);
  });

  it('answers 404 Not Found for a route this feature does not serve', async () => {
    const handler = featureHandler(routes, { listSchools: async () => ({ schools: [] }) });
    const res = parse(await handler(apiEvent('GET /nowhere'), lambdaContext));
    expect(res.statusCode).toBe(404);
    expect(res.json).toEqual({ message: 'Not Found' });
  });

  it('lets public lists be cached briefly and keeps other answers uncached', async () => {
    const handler = featureHandler(routes, {
      listSchools: async () => ({ schools: [] }),
      getSchool: async () => ({ school: {} as never, events: [] }),
      listOrganizations: async () => new Reply({ organizations: [] }, { cacheControl: 'no-store' }),
    });
    const list = parse(await handler(apiEvent('listSchools'), lambdaContext));
    expect(list.statusCode).toBe(200);
    expect(list.headers['cache-control']).toBe('public, max-age=30');
    const one = parse(await handler(apiEvent('getSchool', { params: { id: validSchoolId } }), lambdaContext));
    expect(one.headers['cache-control']).toBe('no-store');
    const custom = parse(await handler(apiEvent('listOrganizations'), lambdaContext));
    expect(custom.headers['cache-control']).toBe('no-store');
  });

  it("gives the route the caller's sub from the JWT claims, or null without a token", async () => {
    const route = vi.fn(async (_req: unknown) => ({ schools: [] }));
    const handler = featureHandler(routes, { listSchools: route });
    await handler(apiEvent('listSchools', { claims: { sub: 'user-1', email: 'a@b.edu', 'cognito:groups': '[admins leaders]' } }), lambdaContext);
    expect(route.mock.calls[0]?.[0]).toMatchObject({ caller: { sub: 'user-1', groups: ['admins', 'leaders'] } });
    // A token's e-mail claim may be unverified: the caller carries none.
    expect((route.mock.calls[0]?.[0] as { caller: object }).caller).not.toHaveProperty('email');
    await handler(apiEvent('listSchools'), lambdaContext);
    expect(route.mock.calls[1]?.[0]).toMatchObject({ caller: null });
  });
});

describe("featureHandler and the request's time budget", () => {
  afterEach(() => vi.useRealTimers());

  /** A Lambda context whose deadline is `budgetMs` after now on the (fake) clock. */
  const contextWithBudget = (budgetMs: number): Context => {
    const deadline = Date.now() + budgetMs;
    return { ...lambdaContext, getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()) };
  };

  it('answers 503 with Retry-After, not 500, when the route is still running as the budget runs out', async () => {
    vi.useFakeTimers();
    const logs = captureLogs();
    const handler = featureHandler(routes, { listSchools: () => new Promise<never>(() => undefined) });
    let answered: unknown;
    void handler(apiEvent('listSchools'), contextWithBudget(10_000)).then((result) => (answered = result));
    await vi.advanceTimersByTimeAsync(10_000 - ANSWER_RESERVE_MS - 1);
    expect(answered).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    const res = parse(answered);
    expect([res.statusCode, res.json, res.headers['retry-after']]).toEqual([503, { message: SERVICE_BUSY }, String(BUSY_RETRY_AFTER_SECONDS)]);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(logs.at('ERROR')).toEqual([]);
    expect(logs.at('WARN')).toEqual([expect.objectContaining({ message: 'Answered 503: the time budget ran out', routeKey: 'GET /schools' })]);
  });

  it('answers 503 at once, without running the route, when the request arrives with its budget already spent', async () => {
    const route = vi.fn(async () => ({ schools: [] }));
    const handler = featureHandler(routes, { listSchools: route });
    const res = parse(await handler(apiEvent('listSchools'), contextWithBudget(ANSWER_RESERVE_MS)));
    expect([res.statusCode, res.headers['retry-after']]).toEqual([503, String(BUSY_RETRY_AFTER_SECONDS)]);
    expect(route).not.toHaveBeenCalled();
  });

  it('answers a route that finishes in time as usual, and hands it the budget; a busy HttpError keeps its Retry-After', async () => {
    vi.useFakeTimers();
    const seen: number[] = [];
    const handler = featureHandler(routes, {
      listSchools: async ({ budget }) => {
        seen.push(budget.remainingMs());
        return { schools: [] };
      },
      getSchool: async () => {
        throw new HttpError(503, 'Busy', undefined, { 'retry-after': '7' });
      },
    });
    expect(parse(await handler(apiEvent('listSchools'), contextWithBudget(5_000))).statusCode).toBe(200);
    expect(seen).toEqual([5_000]);
    // Nothing is left waiting on the clock once answered.
    expect(vi.getTimerCount()).toBe(0);
    const busy = parse(await handler(apiEvent('getSchool', { params: { id: validSchoolId } }), contextWithBudget(5_000)));
    expect([busy.statusCode, busy.json, busy.headers['retry-after']]).toEqual([503, { message: 'Busy' }, '7']);
  });
});
