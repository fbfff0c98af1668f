/**
 * `invoke(routeId, …)`: calls a feature's real handler with exactly the event
 * the local API server (and API Gateway) would build for that request — the
 * same builder and result mapping — without HTTP or JWT verification.
 */
import { randomUUID } from 'node:crypto';
import { routeList, type RouteId } from '../../shared/api/routes';
import { invokeRoute } from '../../infra/local/api/gateway';
import { featureHandlers, type HandlerLoader } from '../../infra/local/api/handlers';
import { gatewayError } from '../../infra/local/api/result';
import { createRouter } from '../../infra/local/api/router';

export interface InvokeOptions {
  /** Path parameters by name (`{ id: '…' }`; `{proxy+}` by its name). */
  params?: Record<string, string>;
  /** Query string values (arrays repeat the name). */
  query?: Record<string, string | number | boolean | (string | number)[] | undefined>;
  /** Objects are sent as JSON; strings as given; Buffers as binary (set content-type). */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * JWT claims of the caller, as verified by the authorizer (see `accessClaims`).
   * Without them a non-public route answers 401, as API Gateway would.
   */
  claims?: Record<string, unknown>;
  /** Another handler loader (tests of the harness itself). */
  loadHandler?: HandlerLoader;
  /**
   * The handler's time budget (API Gateway's 29 s by default). A burst test
   * runs every buyer's handler in this one process on a small machine,
   * where AWS gives each its own instance: it may grant its whole budget.
   */
  timeoutMs?: number;
}

export interface InvokeResult<T = unknown> {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  /** The body parsed as JSON (undefined when empty or not JSON). */
  json: T;
  /** The raw body as text. */
  text: string;
}

/** Claims of a Cognito access token for `sub` (add `'cognito:groups': [...]` for groups). */
export function accessClaims(sub: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub,
    username: sub,
    client_id: 'test-client',
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: now,
    iat: now,
    exp: now + 3600,
    iss: 'http://127.0.0.1:9229/local_test',
    jti: randomUUID(),
    ...extra,
  };
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/\{([^}+]+)(\+?)\}/g, (_, name: string, greedy: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`invoke: missing path parameter "${name}" for ${path}`);
    return greedy ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
}

function queryString(query: InvokeOptions['query']): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search.toString();
}

/** Invokes the handler of `routeId` and returns its HTTP answer. */
export async function invoke<T = unknown>(routeId: RouteId, options: InvokeOptions = {}): Promise<InvokeResult<T>> {
  const route = routeList.find((candidate) => candidate.id === routeId);
  if (!route) throw new Error(`invoke: unknown route ${routeId}`);
  const path = fillPath(route.path, options.params ?? {});
  const matched = createRouter([route])(route.method, path);
  if (!matched) throw new Error(`invoke: ${path} does not match ${route.path}`);

  const headers: Record<string, string> = { host: 'localhost', 'user-agent': 'vitest', ...options.headers };
  let body: Buffer | undefined;
  if (Buffer.isBuffer(options.body)) body = options.body;
  else if (typeof options.body === 'string') body = Buffer.from(options.body);
  else if (options.body !== undefined) {
    body = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] ??= 'application/json';
  }
  if (body) headers['content-length'] = String(body.length);

  const answer =
    route.auth !== 'public' && !options.claims
      ? gatewayError(401)
      : await invokeRoute({
          route,
          request: { method: route.method, rawPath: `/api${path}`, rawQueryString: queryString(options.query), headers, body },
          pathParameters: matched.pathParameters,
          claims: route.auth === 'public' ? undefined : options.claims,
          loadHandler: options.loadHandler ?? featureHandlers,
          timeoutMs: options.timeoutMs,
        });
  const text = answer.body.toString('utf8');
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { statusCode: answer.statusCode, headers: answer.headers, cookies: answer.cookies, json: json as T, text };
}
