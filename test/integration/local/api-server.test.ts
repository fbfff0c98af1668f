/**
 * The local API server behaves like API Gateway HTTP API in front of a
 * feature Lambda: routing precedence, the v2 event, results, JWT checks
 * against the real cognito-local, and errors that leak nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generateKeyPair, importJWK, SignJWT, decodeJwt, type JWK } from 'jose';
import { cognitoJwtConfig } from '../../../infra/local/api/auth';
import type { LocalRoute } from '../../../infra/local/api/event';
import { createHandlerLoader } from '../../../infra/local/api/handlers';
import { startApiServer, type RunningApiServer } from '../../../infra/local/api-server';
import { createAppClient } from '../../../infra/local/cognito-api';
import { nodeModule } from '../../../infra/local/paths';
import { cognitoEndpoint, createConfirmedUser, createTestPool, getTokens, type PoolIds } from '../../support/cognito';
import { readResponse, type ReadResponse } from '../../support/http';
import { calls } from './fixtures/echo-handler';

const ROUTES: LocalRoute[] = [
  { id: 'special', method: 'GET', path: '/things/special', feature: 'echo', auth: 'public' },
  { id: 'thing', method: 'GET', path: '/things/{id}', feature: 'echo', auth: 'public' },
  { id: 'part', method: 'GET', path: '/things/{id}/parts/{partId}', feature: 'echo', auth: 'public' },
  { id: 'files', method: 'GET', path: '/files/{proxy+}', feature: 'echo', auth: 'public' },
  { id: 'upload', method: 'POST', path: '/upload', feature: 'echo', auth: 'public' },
  { id: 'me', method: 'GET', path: '/me', feature: 'echo', auth: 'user' },
  { id: 'admin', method: 'POST', path: '/admin/things', feature: 'echo', auth: 'admin' },
  { id: 'boom', method: 'GET', path: '/boom', feature: 'echo', auth: 'public' },
  { id: 'plain', method: 'GET', path: '/plain', feature: 'echo', auth: 'public' },
  { id: 'image', method: 'GET', path: '/image', feature: 'echo', auth: 'public' },
  { id: 'session', method: 'POST', path: '/session', feature: 'echo', auth: 'public' },
];

type Echo = {
  routeKey: string;
  rawPath: string;
  rawQueryString: string;
  pathParameters: Record<string, string> | null;
  queryStringParameters: Record<string, string> | null;
  headers: Record<string, string>;
  cookies: string[] | null;
  body: string | null;
  isBase64Encoded: boolean;
  stage: string;
  version: string;
  http: { method: string; path: string; sourceIp: string; userAgent: string };
  claims: Record<string, string> | null;
};

let server: RunningApiServer;
let pool: PoolIds;
let otherClientId: string;
let spaDir: string;
const errors: unknown[] = [];
const email = `member-${Date.now()}@example.edu`;

beforeAll(async () => {
  pool = await createTestPool();
  otherClientId = await createAppClient(cognitoEndpoint(), pool.userPoolId, 'other');
  await createConfirmedUser(pool, email, 'secret1');
  spaDir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-'));
  fs.writeFileSync(path.join(spaDir, 'index.html'), '<!doctype html><title>SPA</title>');
  fs.mkdirSync(path.join(spaDir, 'assets'));
  fs.writeFileSync(path.join(spaDir, 'assets', 'app.js'), 'console.log(1)');
  server = await startApiServer({
    port: 0,
    routes: ROUTES,
    loadHandler: createHandlerLoader(() => import('./fixtures/echo-handler')),
    auth: cognitoJwtConfig(cognitoEndpoint(), pool.userPoolId, pool.userPoolClientId),
    runtimeConfig: {
      apiBase: '/api',
      region: 'us-east-1',
      userPoolId: pool.userPoolId,
      userPoolClientId: pool.userPoolClientId,
      cognitoEndpoint: cognitoEndpoint(),
      mediaBaseUrl: 'http://127.0.0.1:4569/event-media',
      logoServiceUrl: null,
    },
    spaDir,
    logError: (_message, error) => errors.push(error),
  });
});

afterAll(async () => {
  await server?.close();
  if (spaDir) fs.rmSync(spaDir, { recursive: true, force: true });
});

async function call(pathAndQuery: string, init: RequestInit = {}): Promise<ReadResponse> {
  return readResponse(await fetch(`${server.url}${pathAndQuery}`, init));
}

describe('routing', () => {
  it('prefers an exact path over a {param} path, and a {param} path over a greedy one', async () => {
    expect((await call('/api/things/special')).json.routeKey).toBe('GET /things/special');
    const thing = await call('/api/things/42');
    expect(thing.json.routeKey).toBe('GET /things/{id}');
    expect(thing.json.pathParameters).toEqual({ id: '42' });
    const part = await call('/api/things/42/parts/a%20b');
    expect(part.json.routeKey).toBe('GET /things/{id}/parts/{partId}');
    expect(part.json.pathParameters).toEqual({ id: '42', partId: 'a b' });
    const files = await call('/api/files/2024/logo%20final.png');
    expect(files.json.routeKey).toBe('GET /files/{proxy+}');
    expect(files.json.pathParameters).toEqual({ proxy: '2024/logo final.png' });
  });

  it('answers 404 Not Found for unknown paths, other methods and paths outside the /api stage', async () => {
    for (const [url, method] of [
      ['/api/nothing-here', 'GET'],
      ['/api/things/1/2', 'GET'],
      ['/api/things/special', 'DELETE'],
    ] as const) {
      const response = await call(url, { method });
      expect(response.status).toBe(404);
      expect(response.json).toEqual({ message: 'Not Found' });
    }
  });
});

describe('the v2 event', () => {
  it('carries the stage path, route key, decoded query parameters with repeats comma-joined, and lower-cased headers', async () => {
    const response = await call('/api/things/7?state=NY&tag=a&tag=b%20c&empty=', {
      headers: { 'X-Custom-Header': 'Yes', 'User-Agent': 'agent/1', Cookie: 'theme=dark; seen=1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-route')).toBe('GET /things/{id}');
    const event = response.json as Echo;
    expect(event.version).toBe('2.0');
    expect(event.stage).toBe('api');
    expect(event.rawPath).toBe('/api/things/7');
    expect(event.http).toMatchObject({ method: 'GET', path: '/api/things/7', sourceIp: '127.0.0.1', userAgent: 'agent/1' });
    expect(event.rawQueryString).toBe('state=NY&tag=a&tag=b%20c&empty=');
    expect(event.queryStringParameters).toEqual({ state: 'NY', tag: 'a,b c', empty: '' });
    expect(event.headers['x-custom-header']).toBe('Yes');
    expect(event.headers.cookie).toBeUndefined();
    expect(event.cookies).toEqual(['theme=dark', 'seen=1']);
    expect(event.claims).toBeNull();
  });

  it('passes a JSON body as text and a binary body base64-encoded', async () => {
    const json = await call('/api/upload', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sigma' }),
    });
    expect(json.json.isBase64Encoded).toBe(false);
    expect(JSON.parse(json.json.body)).toEqual({ name: 'Sigma' });

    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    const binary = await call('/api/upload', { method: 'POST', headers: { 'content-type': 'image/png' }, body: bytes });
    expect(binary.json.isBase64Encoded).toBe(true);
    expect(Buffer.from(binary.json.body, 'base64').equals(bytes)).toBe(true);

    const none = await call('/api/things/1');
    expect(none.json.body).toBeNull();
  });
});

describe('results', () => {
  it('sends a plain object result as a 200 JSON body', async () => {
    const response = await call('/api/plain');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(response.json).toEqual({ hello: 'world' });
  });

  it('decodes a base64 body and sends cookies as Set-Cookie headers', async () => {
    const image = await fetch(`${server.url}/api/image`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer())).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]));

    const session = await fetch(`${server.url}/api/session`, { method: 'POST' });
    expect(session.status).toBe(201);
    expect(session.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; HttpOnly']);
  });

  it('turns an uncaught error into a 500 without leaking it, and logs it', async () => {
    const before = errors.length;
    const response = await call('/api/boom');
    expect(response.status).toBe(500);
    expect(response.json).toEqual({ message: 'Internal Server Error' });
    expect(response.text).not.toContain('hunter2');
    expect(response.text).not.toContain('echo-handler');
    expect(errors.length).toBe(before + 1);
    expect(String(errors[errors.length - 1])).toContain('hunter2');
  });
});

describe('JWT authorizer', () => {
  async function expectRejected(headers: Record<string, string>): Promise<void> {
    const before = calls.count;
    const response = await call('/api/me', { headers });
    expect(response.status).toBe(401);
    expect(response.json).toEqual({ message: 'Unauthorized' });
    expect(calls.count).toBe(before);
  }

  it('accepts a real cognito-local access token and hands its claims to the handler', async () => {
    const tokens = await getTokens(pool.userPoolClientId, email, 'secret1');
    const response = await call('/api/me', { headers: { authorization: `Bearer ${tokens.accessToken}` } });
    expect(response.status).toBe(200);
    const claims = (response.json as Echo).claims as Record<string, string>;
    expect(claims.sub).toBe(decodeJwt(tokens.accessToken).sub);
    expect(claims.client_id).toBe(pool.userPoolClientId);
    expect(claims.token_use).toBe('access');
    // API Gateway passes every claim as a string.
    expect(typeof claims.exp).toBe('string');
  });

  it('rejects a request without a token, with a malformed one, or with an empty Bearer', async () => {
    await expectRejected({});
    await expectRejected({ authorization: 'Bearer not-a-jwt' });
    await expectRejected({ authorization: 'Bearer ' });
    const admin = await call('/api/admin/things', { method: 'POST' });
    expect(admin.status).toBe(401);
  });

  it('rejects a token signed with another key (forged)', async () => {
    const tokens = await getTokens(pool.userPoolClientId, email, 'secret1');
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT(decodeJwt(tokens.accessToken))
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(privateKey);
    await expectRejected({ authorization: `Bearer ${forged}` });
  });

  it('rejects an expired token even when its signature is valid', async () => {
    const tokens = await getTokens(pool.userPoolClientId, email, 'secret1');
    const keyFile = JSON.parse(fs.readFileSync(nodeModule('cognito-local', 'lib', 'keys', 'cognitoLocal.private.json'), 'utf8')) as { jwk: JWK };
    const cognitoKey = await importJWK(keyFile.jwk, 'RS256');
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...decodeJwt(tokens.accessToken), iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'RS256', kid: 'CognitoLocal' })
      .sign(cognitoKey);
    await expectRejected({ authorization: `Bearer ${expired}` });
  });

  it('rejects a token issued to another app client, and an ID token', async () => {
    await createConfirmedUser(pool, email, 'secret1');
    const other = await getTokens(otherClientId, email, 'secret1');
    await expectRejected({ authorization: `Bearer ${other.accessToken}` });
    const own = await getTokens(pool.userPoolClientId, email, 'secret1');
    await expectRejected({ authorization: `Bearer ${own.idToken}` });
  });
});

describe('runtime config and SPA', () => {
  it('serves /config.json for the SPA', async () => {
    const response = await call('/config.json');
    expect(response.json).toMatchObject({ apiBase: '/api', userPoolId: pool.userPoolId, userPoolClientId: pool.userPoolClientId, logoServiceUrl: null });
  });

  it('serves built files and falls back to index.html for client routes', async () => {
    const asset = await fetch(`${server.url}/assets/app.js`);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect(await asset.text()).toBe('console.log(1)');
    const deepLink = await call('/schools/some-id');
    expect(deepLink.status).toBe(200);
    expect(deepLink.text).toContain('<title>SPA</title>');
    const escape = await call('/..%2f..%2fetc/passwd');
    expect(escape.text).toContain('<title>SPA</title>');
  });
});
