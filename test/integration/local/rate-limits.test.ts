/**
 * The per-client rate limits with their real budgets (`shared/api/rate-limits.ts`)
 * through HTTP: the local API server (as AWS WAF guards the CloudFront
 * distribution, and API Gateway throttles a route) and the local Cognito
 * (as WAF guards the user pool). The clock is frozen, so a budget spent in a
 * test stays spent until the test moves it on; each test starts an hour
 * later, with every budget full again.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RATE_LIMITS, TOO_MANY_REQUESTS } from '../../../shared/api/rate-limits';
import type { RunningApiServer } from '../../../infra/local/api-server';
import { cognitoCall, CognitoError, createUserPool, signUp, type PoolIds } from '../../../infra/local/cognito-api';
import { startLocalCognito, type RunningLocalCognito } from '../../../infra/local/cognito/server';
import { createTestPool, signIn, signUpAndConfirm } from '../../support/cognito';
import { startPoolApi } from '../../support/pool-api';
import { useFreshTable } from '../../support/table';

useFreshTable();

let now = Date.UTC(2030, 0, 1);
const clock = { now: () => now };
let server: RunningApiServer;
let pool: PoolIds;

beforeAll(async () => {
  pool = await createTestPool();
  server = await startPoolApi(pool, { rateLimits: clock });
});
afterAll(async () => {
  await server?.close();
});
beforeEach(() => {
  now += 3_600_000;
});

interface Answer {
  status: number;
  retryAfter: string | undefined;
  json: { message?: string; __type?: string };
}

/** A request from a given loopback address (127.0.0.x are all this machine: another address is another client); a JSON body unless undefined. */
function send(method: string, url: string, body: unknown, headers: Record<string, string> = {}, from = '127.0.0.1'): Promise<Answer> {
  const payload = body === undefined ? Buffer.alloc(0) : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method, localAddress: from, headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), 'content-length': payload.length, ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'] as string | undefined, json: text ? JSON.parse(text) : {} });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const post = (url: string, body: unknown, headers?: Record<string, string>, from?: string) => send('POST', url, body, headers, from);

const api = (routePath: string, body: unknown, token?: string, from?: string) =>
  post(`${server.url}/api${routePath}`, body, token ? { authorization: `Bearer ${token}` } : {}, from);

async function newToken(): Promise<string> {
  const email = `limits-${randomUUID().slice(0, 8)}@example.edu`;
  await signUpAndConfirm({ pool, username: email, attributes: { email } });
  return (await signIn(email, 'secret1', { pool })).accessToken;
}

/** Sends `count` requests one after the other, `stepMs` apart on the frozen clock; returns their statuses. */
async function burst(count: number, send: () => Promise<Answer>, stepMs = 0): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    if (i > 0) now += stepMs;
    statuses.push((await send()).status);
  }
  return statuses;
}

describe('the local API server', () => {
  it('lets an address send its feedback budget, then answers 429 with a clear message and Retry-After', async () => {
    const { limit, windowSeconds, everyone } = RATE_LIMITS.feedback;
    // One a second: within the cap on everyone's feedback together. Incomplete forms (400) count too:
    // the limit applies before any work, as WAF's does.
    const statuses = await burst(limit, () => api('/feedback', { name: 'Spam' }, undefined, '127.0.0.2'), 1000 / everyone.perSecond);
    expect(new Set(statuses)).toEqual(new Set([400]));
    now += 1000;
    const refused = await api('/feedback', { name: 'Spam', email: 'x@example.com', subject: 'Hi', message: 'Hello' }, undefined, '127.0.0.2');
    expect(refused).toEqual({ status: 429, retryAfter: String(windowSeconds - limit), json: { message: TOO_MANY_REQUESTS } });
    // Another address has its own budget; and the window slides.
    expect((await api('/feedback', { name: 'Other' }, undefined, '127.0.0.3')).status).toBe(400);
    now += (windowSeconds - limit - 1) * 1000;
    expect((await api('/feedback', {}, undefined, '127.0.0.2')).retryAfter).toBe('1');
    now += 1000;
    expect((await api('/feedback', {}, undefined, '127.0.0.2')).status).toBe(400);
  });

  it('cuts a burst of feedback from many addresses at once, as API Gateway throttles the route', async () => {
    const { burst: size, perSecond } = RATE_LIMITS.feedback.everyone;
    const from = (i: number) => `127.0.1.${i + 1}`;
    const answers = [];
    for (let i = 0; i <= size; i++) answers.push(await api('/feedback', { name: 'Spam' }, undefined, from(i)));
    expect(answers.map((a) => a.status)).toEqual([...Array(size).fill(400), 429]);
    expect(answers[size]!.json).toEqual({ message: 'Too Many Requests' });
    now += 1000 / perSecond;
    expect((await api('/feedback', { name: 'Spam' }, undefined, from(size + 1))).status).toBe(400);
    expect((await api('/feedback', { name: 'Spam' }, undefined, from(size + 2))).status).toBe(429);
  });

  it('counts purchases per signed-in user across every route of the budget', async () => {
    const [ann, bob] = [await newToken(), await newToken()];
    const unknownEvent = randomUUID();
    const statuses = await burst(RATE_LIMITS.purchases.limit, () => api(`/party-events/${unknownEvent}/tickets`, {}, ann, '127.0.0.4'));
    expect(new Set(statuses)).toEqual(new Set([404]));
    for (const [routePath, body] of [
      [`/party-events/${unknownEvent}/tickets`, {}],
      [`/party-events/${unknownEvent}/payments`, {}],
      ['/payments/confirm', { paymentIntentId: 'pi_123', eventId: unknownEvent }],
      ['/payments/sandbox/charge', { paymentIntentId: 'pi_123', cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' }],
    ] as const) {
      const refused = await api(routePath, body, ann, '127.0.0.4');
      expect([refused.status, refused.json.message], routePath).toEqual([429, TOO_MANY_REQUESTS]);
    }
    // Someone else at the same address still buys.
    expect((await api(`/party-events/${unknownEvent}/tickets`, {}, bob, '127.0.0.4')).status).toBe(404);
  });

  it('limits event creation per leader, and never the routes without a budget', async () => {
    const token = await newToken();
    // A user who leads nothing is refused (403) before the body is read; the budget counts the attempts all the same.
    const statuses = await burst(RATE_LIMITS.eventCreation.limit, () => api('/party-events', { title: '' }, token, '127.0.0.5'));
    expect(new Set(statuses)).toEqual(new Set([403]));
    expect((await api('/party-events', { title: '' }, token, '127.0.0.5')).status).toBe(429);
    // Leader requests have their own budget, and RSVPs none.
    expect((await api('/leader-requests', {}, token, '127.0.0.5')).status).toBe(400);
    const unlimited = await burst(RATE_LIMITS.eventCreation.limit * 2, () => api(`/party-events/${randomUUID()}/rsvp`, {}, token, '127.0.0.5'));
    expect(unlimited).not.toContain(429);
  });

  it('limits joining and leaving waitlists (one budget), and searching people, per signed-in user', async () => {
    const [ann, bob] = [await newToken(), await newToken()];
    const line = `${server.url}/api/party-events/${randomUUID()}/waitlist`;
    const as = (token: string) => ({ authorization: `Bearer ${token}` });
    // Join, leave, join… an unknown event (404): the budget counts the calls all the same.
    const { limit } = RATE_LIMITS.waitlist;
    let calls = 0;
    const statuses = await burst(limit, () => send(calls++ % 2 ? 'DELETE' : 'POST', line, undefined, as(ann), '127.0.0.8'));
    expect(statuses).not.toContain(429);
    for (const method of ['POST', 'DELETE']) {
      const refused = await send(method, line, undefined, as(ann), '127.0.0.8');
      expect([refused.status, refused.json.message, refused.retryAfter], method).toEqual([429, TOO_MANY_REQUESTS, String(RATE_LIMITS.waitlist.windowSeconds)]);
    }
    expect((await send('POST', line, undefined, as(bob), '127.0.0.8')).status).not.toBe(429);

    const search = (token: string) => send('GET', `${server.url}/api/friends/search?q=ada`, undefined, as(token), '127.0.0.8');
    const searches = await burst(RATE_LIMITS.peopleSearch.limit, () => search(ann));
    expect(searches).not.toContain(429);
    const refused = await search(ann);
    expect([refused.status, refused.json.message]).toEqual([429, TOO_MANY_REQUESTS]);
    expect((await search(bob)).status).not.toBe(429);
  });

  it('is off when the server is started with rateLimits: false', async () => {
    const open = await startPoolApi(pool, { rateLimits: false });
    try {
      const statuses = await burst(RATE_LIMITS.feedback.limit * 2, () => post(`${open.url}/api/feedback`, {}, {}, '127.0.0.6'));
      expect(new Set(statuses)).toEqual(new Set([400]));
    } finally {
      await open.close();
    }
  });
});

describe('the local Cognito', () => {
  let cognito: RunningLocalCognito;
  let dataDir: string;
  let ids: PoolIds;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cognito-limits-'));
    cognito = await startLocalCognito({ port: 0, dataDir, code: '123456', rateLimits: clock });
    ids = await createUserPool(cognito.endpoint);
  });
  afterAll(async () => {
    await cognito?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const cognitoPost = (operation: string, body: object, from?: string) =>
    post(cognito.endpoint, body, { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `AWSCognitoIdentityProviderService.${operation}` }, from);

  it('lets an address sign up its budget, then refuses sign-ups and new codes with TooManyRequestsException', async () => {
    const { limit, windowSeconds } = RATE_LIMITS.signUp;
    const emails = Array.from({ length: limit + 1 }, (_, i) => `signup-${i}-${randomUUID().slice(0, 6)}@example.edu`);
    for (const email of emails.slice(0, limit)) await signUp(cognito.endpoint, ids.userPoolClientId, { username: email, password: 'secret1', attributes: { email } });

    const refused = await signUp(cognito.endpoint, ids.userPoolClientId, { username: emails[limit]!, password: 'secret1', attributes: { email: emails[limit]! } }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(CognitoError);
    expect(refused).toMatchObject({ type: 'TooManyRequestsException', message: `TooManyRequestsException: ${TOO_MANY_REQUESTS}` });
    const resend = await cognitoPost('ResendConfirmationCode', { ClientId: ids.userPoolClientId, Username: emails[0] });
    expect([resend.status, resend.retryAfter, resend.json.__type]).toEqual([429, String(windowSeconds), 'TooManyRequestsException']);
    // Nothing else is limited (the user pool's own calls), and another address signs up.
    await cognitoCall(cognito.endpoint, 'ListUsers', { UserPoolId: ids.userPoolId });
    const last = { ClientId: ids.userPoolClientId, Username: emails[limit], Password: 'secret1', UserAttributes: [{ Name: 'email', Value: emails[limit] }] };
    expect((await cognitoPost('SignUp', last, '127.0.0.7')).status).toBe(200);
  });
});
