/**
 * `invoke()` (the tests' way into a handler) and the local API server build
 * the same event for the same request, so a handler tested with `invoke()`
 * behaves the same behind `npm start` and API Gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '../../../shared/api/routes';
import { createHandlerLoader } from '../../../infra/local/api/handlers';
import { startApiServer, type RunningApiServer } from '../../../infra/local/api-server';
import { invoke } from '../../support/invoke';

const echo = createHandlerLoader(() => import('./fixtures/echo-handler'));
let server: RunningApiServer;

beforeAll(async () => {
  server = await startApiServer({ port: 0, routes: routeList, loadHandler: echo });
});
afterAll(() => server?.close());

const comparable = (event: Record<string, unknown>) => ({
  routeKey: event.routeKey,
  rawPath: event.rawPath,
  rawQueryString: event.rawQueryString,
  pathParameters: event.pathParameters,
  queryStringParameters: event.queryStringParameters,
  body: event.body,
  isBase64Encoded: event.isBase64Encoded,
  stage: event.stage,
  contentType: (event.headers as Record<string, string>)['content-type'] ?? null,
});

describe('invoke()', () => {
  it('builds the same event as the local API server for the same request', async () => {
    const viaServer = await (await fetch(`${server.url}/api/nationals/%CE%91%CE%A7%CE%A9?state=AL&state=GA`)).json();
    const viaInvoke = await invoke<Record<string, unknown>>('getNational', {
      params: { key: 'ΑΧΩ' },
      query: { state: ['AL', 'GA'] },
      loadHandler: echo,
    });
    expect(viaInvoke.statusCode).toBe(200);
    expect(comparable(viaInvoke.json)).toEqual(comparable(viaServer));
    expect(viaInvoke.json.pathParameters).toEqual({ key: 'ΑΧΩ' });
    expect(viaInvoke.json.queryStringParameters).toEqual({ state: 'AL,GA' });
  });

  it('sends an object body as JSON text', async () => {
    const body = { message: 'Love the map!', email: 'sam@uni.edu' };
    const viaServer = await (
      await fetch(`${server.url}/api/feedback`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    ).json();
    const viaInvoke = await invoke<Record<string, unknown>>('sendFeedback', { body, loadHandler: echo });
    expect(comparable(viaInvoke.json)).toEqual(comparable(viaServer));
    expect(JSON.parse(viaInvoke.json.body as string)).toEqual(body);
  });
});
