/**
 * Builds the Lambda event API Gateway HTTP API sends with payload format 2.0.
 * One implementation, used by the local API server and by the tests'
 * `invoke()`, so handlers see the same event locally, in tests and in AWS.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { RateLimitName } from '../../../shared/api/rate-limits';

/** API Gateway's stage name: the SPA calls `/api/...`. */
export const STAGE = 'api';

/** A route as the server needs it (the manifest's entries fit this shape). */
export interface LocalRoute {
  id: string;
  method: string;
  /** API Gateway syntax: `/schools/{id}`, `/files/{proxy+}`. */
  path: string;
  feature: string;
  auth: 'public' | 'user' | 'leader' | 'admin' | 'office';
  /** The per-client budget it draws on, if any. */
  rateLimit?: RateLimitName;
}

/** An HTTP request as received (headers as Node gives them). */
export interface ApiRequest {
  method: string;
  /** Path as requested, stage included: `/api/schools/abc`. */
  rawPath: string;
  /** Query string without `?`, as sent. */
  rawQueryString: string;
  headers: Record<string, string | string[] | undefined>;
  body?: Buffer;
  sourceIp?: string;
}

/** JWT claims as API Gateway hands them to the Lambda. */
export type GatewayClaims = Record<string, string | number | boolean | string[]>;

/**
 * Claims as the HTTP API JWT authorizer passes them: every value a string;
 * arrays as `[a b]` (so `cognito:groups` arrives as `"[admin leaders]"`),
 * numbers and booleans as their text.
 */
export function toGatewayClaims(payload: Record<string, unknown>): GatewayClaims {
  const claims: GatewayClaims = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) claims[name] = `[${value.map(String).join(' ')}]`;
    else if (typeof value === 'object') claims[name] = JSON.stringify(value);
    else claims[name] = String(value);
  }
  return claims;
}

const TEXT_TYPES = [
  /^text\//,
  /^application\/(json|xml|javascript|x-www-form-urlencoded|graphql)\b/,
  /\+(json|xml)\b/,
];

/** Whether API Gateway would pass a body of this content type as text (else base64). */
export function isTextContentType(contentType: string | undefined): boolean {
  if (!contentType) return true;
  const type = contentType.toLowerCase();
  return TEXT_TYPES.some((pattern) => pattern.test(type));
}

/** `name=a&name=b` → `{ name: 'a,b' }`, decoded; undefined when empty. */
export function parseQuery(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const query: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    query[name] = name in query ? `${query[name]},${value}` : value;
  }
  return Object.keys(query).length ? query : undefined;
}

/** The Apache-style time API Gateway puts in `requestContext.time`. */
function gatewayTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(
    date.getUTCMinutes(),
  )}:${pad(date.getUTCSeconds())} +0000`;
}

export interface BuildEventOptions {
  route: Pick<LocalRoute, 'method' | 'path'>;
  request: ApiRequest;
  pathParameters?: Record<string, string>;
  /** Verified JWT payload; omitted on public routes (API Gateway then sends no authorizer). */
  claims?: Record<string, unknown>;
  now?: Date;
}

/** The payload-format-2.0 event for one request matched to `route`. */
export function buildApiEvent(options: BuildEventOptions): APIGatewayProxyEventV2WithJWTAuthorizer {
  const { request, route } = options;
  const now = options.now ?? new Date();
  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [rawName, rawValue] of Object.entries(request.headers)) {
    if (rawValue === undefined) continue;
    const name = rawName.toLowerCase();
    const values = Array.isArray(rawValue) ? rawValue : [rawValue];
    if (name === 'cookie') {
      // Format 2.0 moves cookies out of the headers into their own list.
      cookies = values.flatMap((value) => value.split(';')).map((c) => c.trim()).filter(Boolean);
      continue;
    }
    headers[name] = name in headers ? `${headers[name]},${values.join(',')}` : values.join(',');
  }
  const sourceIp = request.sourceIp ?? '127.0.0.1';
  headers['x-forwarded-for'] ??= sourceIp;
  headers['x-forwarded-proto'] ??= 'http';
  const routeKey = `${route.method} ${route.path}`;
  const requestId = randomUUID();
  const body = request.body && request.body.length > 0 ? request.body : undefined;
  const binary = body !== undefined && !isTextContentType(headers['content-type']);

  const requestContext: Record<string, unknown> = {
    accountId: '000000000000',
    apiId: 'local',
    domainName: headers.host ?? 'localhost',
    domainPrefix: (headers.host ?? 'localhost').split('.')[0] ?? 'localhost',
    http: {
      method: request.method.toUpperCase(),
      path: request.rawPath,
      protocol: 'HTTP/1.1',
      sourceIp,
      userAgent: headers['user-agent'] ?? '',
    },
    requestId,
    routeKey,
    stage: STAGE,
    time: gatewayTime(now),
    timeEpoch: now.getTime(),
  };
  if (options.claims) {
    const claims = toGatewayClaims(options.claims);
    const scope = typeof options.claims.scope === 'string' ? options.claims.scope.split(' ').filter(Boolean) : null;
    requestContext.authorizer = { principalId: '', integrationLatency: 0, jwt: { claims, scopes: scope } };
  }

  const event: Record<string, unknown> = {
    version: '2.0',
    routeKey,
    rawPath: request.rawPath,
    rawQueryString: request.rawQueryString,
    headers,
    requestContext,
    isBase64Encoded: binary,
  };
  if (cookies?.length) event.cookies = cookies;
  const query = parseQuery(request.rawQueryString);
  if (query) event.queryStringParameters = query;
  if (options.pathParameters && Object.keys(options.pathParameters).length) event.pathParameters = options.pathParameters;
  if (body) event.body = binary ? body.toString('base64') : body.toString('utf8');
  return event as unknown as APIGatewayProxyEventV2WithJWTAuthorizer;
}
