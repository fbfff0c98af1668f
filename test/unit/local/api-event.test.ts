/**
 * The pieces of the local API Gateway that need no emulator: route
 * precedence, the v2 event's details, result mapping, claim formatting and
 * the parsing of cognito-local's confirmation-code log.
 */
import { describe, expect, it } from 'vitest';
import { buildApiEvent, isTextContentType, toGatewayClaims } from '../../../infra/local/api/event';
import { toHttpAnswer, MalformedResultError } from '../../../infra/local/api/result';
import { createRouter } from '../../../infra/local/api/router';
import { codeParser, type DeliveredCode } from '../../../infra/local/cognito-local';
import { CODE_LINE_PREFIX } from '../../../infra/local/cognito/protocol';
import { routeList } from '../../../shared/api/routes';

describe('route matching', () => {
  const match = createRouter([
    { method: 'GET', path: '/files/{proxy+}' },
    { method: 'GET', path: '/organizations/{id}' },
    { method: 'POST', path: '/organizations/populate' },
    { method: 'GET', path: '/organizations' },
    { method: 'ANY', path: '/anything' },
  ]);

  it('matches literal paths before parameters, whatever the declaration order', () => {
    expect(match('POST', '/organizations/populate')?.route.path).toBe('/organizations/populate');
    expect(match('GET', '/organizations/populate')?.route.path).toBe('/organizations/{id}');
    expect(match('GET', '/organizations')?.route.path).toBe('/organizations');
    expect(match('GET', '/organizations/')?.route.path).toBe('/organizations');
  });

  it('gives greedy parameters the rest of the path, decoded', () => {
    expect(match('GET', '/files/a/b%2Fc/d e')?.pathParameters).toEqual({ proxy: 'a/b/c/d e' });
    expect(match('GET', '/files')).toBeUndefined();
  });

  it('matches ANY for every method and nothing for unknown paths', () => {
    expect(match('DELETE', '/anything')?.route.path).toBe('/anything');
    expect(match('GET', '/nothing')).toBeUndefined();
    expect(match('DELETE', '/organizations')).toBeUndefined();
  });

  it('serves every route of the manifest at its own path', () => {
    const manifest = createRouter(routeList);
    for (const route of routeList) {
      const concrete = route.path.replace(/\{[^}]+\}/g, 'x1');
      expect(manifest(route.method, concrete)?.route.id).toBe(route.id);
    }
  });
});

describe('the v2 event', () => {
  const request = {
    method: 'post',
    rawPath: '/api/feedback',
    rawQueryString: 'a=1&a=2',
    headers: { 'Content-Type': 'application/json', 'X-Many': ['1', '2'], cookie: 'x=1; y=2' },
    body: Buffer.from('{"message":"hi"}'),
  };

  it('looks like API Gateway payload format 2.0', () => {
    const event = buildApiEvent({ route: { method: 'POST', path: '/feedback' }, request, now: new Date('2024-03-05T07:08:09Z') });
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'POST /feedback',
      rawPath: '/api/feedback',
      rawQueryString: 'a=1&a=2',
      queryStringParameters: { a: '1,2' },
      cookies: ['x=1', 'y=2'],
      body: '{"message":"hi"}',
      isBase64Encoded: false,
      requestContext: {
        stage: 'api',
        routeKey: 'POST /feedback',
        time: '05/Mar/2024:07:08:09 +0000',
        timeEpoch: Date.parse('2024-03-05T07:08:09Z'),
        http: { method: 'POST', path: '/api/feedback', sourceIp: '127.0.0.1' },
      },
    });
    expect(event.headers['content-type']).toBe('application/json');
    expect(event.headers['x-many']).toBe('1,2');
    expect(event.pathParameters).toBeUndefined();
    expect('authorizer' in event.requestContext).toBe(false);
  });

  it('treats text types as text and everything else as base64', () => {
    expect(isTextContentType('application/json; charset=utf-8')).toBe(true);
    expect(isTextContentType('application/vnd.api+json')).toBe(true);
    expect(isTextContentType('text/csv')).toBe(true);
    expect(isTextContentType('multipart/form-data; boundary=x')).toBe(false);
    expect(isTextContentType('image/jpeg')).toBe(false);
  });

  it('passes claims as strings, arrays in brackets, as the JWT authorizer does', () => {
    expect(toGatewayClaims({ sub: 'u1', exp: 1700000000, email_verified: true, 'cognito:groups': ['admin', 'leaders'] })).toEqual({
      sub: 'u1',
      exp: '1700000000',
      email_verified: 'true',
      'cognito:groups': '[admin leaders]',
    });
    const event = buildApiEvent({ route: { method: 'GET', path: '/me' }, request: { ...request, body: undefined }, claims: { sub: 'u1', scope: 'a b' } });
    expect(event.requestContext.authorizer.jwt).toEqual({ claims: { sub: 'u1', scope: 'a b' }, scopes: ['a', 'b'] });
  });
});

describe('handler results', () => {
  it('maps structured, string and object results like API Gateway', () => {
    expect(toHttpAnswer({ statusCode: 204 })).toMatchObject({ statusCode: 204, body: Buffer.alloc(0) });
    const structured = toHttpAnswer({ statusCode: 400, headers: { 'X-A': 1 }, body: '{"message":"bad"}' });
    expect(structured.headers).toEqual({ 'x-a': '1', 'content-type': 'application/json' });
    expect(toHttpAnswer('"text"')).toMatchObject({ statusCode: 200, body: Buffer.from('"text"') });
    expect(toHttpAnswer([1, 2]).body.toString()).toBe('[1,2]');
  });

  it('refuses results API Gateway could not send', () => {
    expect(() => toHttpAnswer({ statusCode: 'oops' })).toThrow(MalformedResultError);
    expect(() => toHttpAnswer({ statusCode: 200, body: { not: 'a string' } })).toThrow(MalformedResultError);
  });
});

describe("the local Cognito's code log", () => {
  it('reports each delivered code once, with its destination, and ignores other output', () => {
    const codes: DeliveredCode[] = [];
    const parse = codeParser((delivered) => codes.push(delivered));
    const delivered = { username: '0f3c-sub', destination: 'sam@uni.edu', code: '123456' };
    parse('cognito-local listening on 127.0.0.1:9229');
    parse(`${CODE_LINE_PREFIX}${JSON.stringify(delivered)}`);
    parse(`${CODE_LINE_PREFIX}{"username": "trunc`);
    expect(codes).toEqual([delivered]);
  });
});
