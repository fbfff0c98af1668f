/**
 * The platform's API as an e2e journey calls it to set up what it needs:
 * by route id from the shared manifest, over HTTP to the e2e stack, as the
 * person whose access token is given.
 */
import { inject } from 'vitest';
import type { ApiErrorBody } from '../../../shared/api/types';
import type { ResponseOf, RouteId } from '../../../shared/api/routes';
import { endpoints } from '../../../shared/api/endpoints';
import { buildUrl, type ApiOptions } from '../../../web/src/lib/api';
import '../provided';

export type CallOptions<Id extends RouteId> = Omit<ApiOptions<Id>, 'signal'> & { token?: string };

export interface Answer<T> {
  status: number;
  body: T;
}

/** One call; any status. */
export async function callApi<Id extends RouteId>(id: Id, options: CallOptions<Id>): Promise<Answer<ResponseOf<Id> | ApiErrorBody>> {
  const { method, path } = endpoints[id];
  const opts = options as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown; token?: string };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const response = await fetch(`${inject('stack').baseUrl}${buildUrl(path, opts.params, opts.query)}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/** One call that must succeed: its 2xx body, else an error naming the route, status and message. */
export async function apiOk<Id extends RouteId>(id: Id, options: CallOptions<Id>): Promise<ResponseOf<Id>> {
  const answer = await callApi(id, options);
  if (answer.status >= 300) throw new Error(`${id} answered ${answer.status}: ${(answer.body as ApiErrorBody | undefined)?.message ?? ''}`);
  return answer.body as ResponseOf<Id>;
}
