/**
 * The local API server: API Gateway HTTP API (stage `api`) in front of the
 * feature handlers, over the same route manifest CDK deploys. Also serves the
 * SPA's `/config.json` and, optionally, a built SPA.
 */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createJwtAuthorizer, type JwtAuthConfig } from './api/auth';
import { STAGE, type ApiRequest, type LocalRoute } from './api/event';
import { invokeRoute } from './api/gateway';
import type { HandlerLoader } from './api/handlers';
import { gatewayError, tooManyRequests, type HttpAnswer } from './api/result';
import { createRouter } from './api/router';
import { serveSpa } from './api/static';
import { budgetsFor, everyoneCap } from '../../shared/api/rate-limits';
import { limiterFor, type RateLimitsOption } from './rate-limiter';
import type { RuntimeConfig } from './runtime-config';

/** API Gateway's request payload limit. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;

export interface ApiServerOptions {
  /** The routes to serve (the manifest's `routeList`, or a test table). */
  routes: readonly LocalRoute[];
  /** Returns a feature's handler (`featureHandlers` for the real ones). */
  loadHandler: HandlerLoader;
  /** JWT settings for non-public routes; without them every such route answers 401. */
  auth?: JwtAuthConfig;
  /** Served as `GET /config.json`. */
  runtimeConfig?: RuntimeConfig;
  /** A built SPA to serve for every other GET (with `index.html` fallback). */
  spaDir?: string;
  /**
   * Per-client rate limits of the routes that declare a `rateLimit`, as AWS
   * WAF enforces them (on by default; `{ now }` injects the clock). `false`
   * turns them off, for a test that hammers routes on purpose.
   */
  rateLimits?: RateLimitsOption;
  /**
   * Headers added to every answer (API, config.json, SPA), as CloudFront's
   * response headers policy adds them: `securityHeaders(localOrigins(…))`.
   */
  responseHeaders?: Record<string, string>;
  /** Log one line per API request. */
  logRequests?: boolean;
  logError?: (message: string, error: unknown) => void;
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on('end', () => resolve(tooLarge ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, answer: HttpAnswer, method: string): void {
  const headers: http.OutgoingHttpHeaders = { ...answer.headers, 'content-length': answer.body.length };
  if (answer.cookies.length) headers['set-cookie'] = answer.cookies;
  res.writeHead(answer.statusCode, headers);
  res.end(method === 'HEAD' ? undefined : answer.body);
}

/** Creates (does not start) the server. */
export function createApiServer(options: ApiServerOptions): http.Server {
  const match = createRouter(options.routes);
  const authorize = options.auth ? createJwtAuthorizer(options.auth) : undefined;
  const limiter = limiterFor(options.rateLimits);
  const stagePrefix = `/${STAGE}`;

  const handleApi = async (req: IncomingMessage, rawPath: string, rawQueryString: string): Promise<HttpAnswer> => {
    const method = req.method ?? 'GET';
    const body = await readBody(req);
    if (body === 'too-large') return gatewayError(413);
    const matched = match(method, rawPath.slice(stagePrefix.length) || '/');
    if (!matched) return gatewayError(404);
    const { route, pathParameters } = matched;
    let claims: Record<string, unknown> | undefined;
    if (route.auth !== 'public') {
      const result = authorize ? await authorize(req.headers.authorization) : { ok: false as const, reason: 'no authorizer' };
      if (!result.ok) {
        const challenge = req.headers.authorization
          ? `Bearer scope="" error="invalid_token" error_description="${result.reason.replace(/"/g, "'")}"`
          : 'Bearer';
        return gatewayError(401, { 'www-authenticate': challenge });
      }
      claims = result.claims as Record<string, unknown>;
    }
    const sourceIp = req.socket.remoteAddress?.replace(/^::ffff:/, '');
    if (limiter && route.rateLimit) {
      const sub = typeof claims?.sub === 'string' ? claims.sub : undefined;
      const decision = limiter.take(budgetsFor(route.rateLimit, { ip: sourceIp ?? 'unknown', sub }));
      if (!decision.allowed) return tooManyRequests(decision.retryAfterSeconds);
      // Past WAF, API Gateway's route throttling: everyone's calls together.
      const cap = everyoneCap(route.rateLimit);
      if (cap && !limiter.takeShared(`${route.method} ${route.path}`, cap)) return gatewayError(429);
    }
    const request: ApiRequest = { method, rawPath, rawQueryString, headers: req.headers, body, sourceIp };
    return invokeRoute({ route, request, pathParameters, claims, loadHandler: options.loadHandler, logError: options.logError });
  };

  return http.createServer((req, res) => {
    const started = Date.now();
    for (const [name, value] of Object.entries(options.responseHeaders ?? {})) res.setHeader(name, value);
    const rawUrl = req.url ?? '/';
    const queryAt = rawUrl.indexOf('?');
    const rawPath = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
    const rawQueryString = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);
    const method = req.method ?? 'GET';

    if (rawPath === stagePrefix || rawPath.startsWith(`${stagePrefix}/`)) {
      handleApi(req, rawPath, rawQueryString)
        .catch((error: unknown) => {
          (options.logError ?? console.error)('[api] request failed:', error);
          return gatewayError(500);
        })
        .then((answer) => {
          send(res, answer, method);
          if (options.logRequests) console.log(`[api] ${method} ${rawUrl} ${answer.statusCode} ${Date.now() - started}ms`);
        });
      return;
    }
    if (rawPath === '/config.json' && options.runtimeConfig && (method === 'GET' || method === 'HEAD')) {
      const body = Buffer.from(JSON.stringify(options.runtimeConfig));
      send(res, { statusCode: 200, headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' }, cookies: [], body }, method);
      return;
    }
    if (options.spaDir && serveSpa(options.spaDir, rawPath, req, res)) return;
    send(res, gatewayError(404), method);
  });
}

export interface RunningApiServer {
  url: string;
  server: http.Server;
  close(): Promise<void>;
}

/** Starts the server on `host:port` (port 0 = any free port). */
export async function startApiServer(options: ApiServerOptions & { port: number; host?: string }): Promise<RunningApiServer> {
  const server = createApiServer(options);
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
