/**
 * The local API server as the integration tests start it: every route of the
 * manifest, the real feature handlers, and the JWT checks against a pool of
 * the local Cognito — plus a JSON call against it, as the SPA makes one.
 */
import { routeList } from '../../shared/api/routes';
import { cognitoJwtConfig } from '../../infra/local/api/auth';
import { featureHandlers } from '../../infra/local/api/handlers';
import { startApiServer, type ApiServerOptions, type RunningApiServer } from '../../infra/local/api-server';
import { cognitoEndpoint, type PoolIds } from './cognito';

/** Starts the server on a free port for `pool`'s tokens. */
export function startPoolApi(pool: PoolIds, options: Partial<ApiServerOptions> = {}): Promise<RunningApiServer> {
  return startApiServer({
    port: 0,
    routes: routeList,
    loadHandler: featureHandlers,
    auth: cognitoJwtConfig(cognitoEndpoint(), pool.userPoolId, pool.userPoolClientId),
    ...options,
  });
}

export interface ApiAnswer<T> {
  status: number;
  json: T;
}

/** `METHOD /api<path>` with an optional bearer token and JSON body; the body parsed when there is one. */
export async function apiCall<T = any>(server: RunningApiServer, method: string, path: string, token?: string, body?: unknown): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  return { status: response.status, json: text ? (JSON.parse(text) as T) : (undefined as T) };
}
