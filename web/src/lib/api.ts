import type * as z from 'zod/mini';
import type { ApiErrorBody } from '../../../shared/api/types';
import type { ResponseOf, RouteId, Routes } from '../../../shared/api/routes';
import { endpoints } from '../../../shared/api/endpoints';

/** The API stage prefix: the SPA and the API share an origin (CloudFront in AWS, the Vite proxy locally). */
export const API_BASE = '/api';

/** A non-2xx answer. `message` is the server's text, shown to users as-is where the spec says so. */
export class ApiError extends Error {
  readonly status: number;
  readonly issues: ApiErrorBody['issues'];
  /** The answer's Retry-After in seconds (a 429 or a busy 503), when it had one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, message: string, issues?: ApiErrorBody['issues'], retryAfterSeconds?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.issues = issues;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/** Retry-After in seconds (the API sends seconds, never a date), or undefined. */
function retryAfterOf(response: Response): number | undefined {
  const header = response.headers.get('retry-after');
  const seconds = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : undefined;
}

/** True for an ApiError with the given status (e.g. 404 → "School not found"). */
export function isApiStatus(error: unknown, ...statuses: number[]): boolean {
  return error instanceof ApiError && statuses.includes(error.status);
}

type PathParamNames<P extends string> = P extends `${string}{${infer K}}${infer Rest}` ? K | PathParamNames<Rest> : never;
type ParamsPart<Id extends RouteId> = [PathParamNames<Routes[Id]['path']>] extends [never]
  ? { params?: undefined }
  : { params: Record<PathParamNames<Routes[Id]['path']>, string> };
type QueryPart<Id extends RouteId> = Routes[Id] extends { query: infer Q extends z.ZodMiniType }
  ? { query?: Partial<z.input<Q>> }
  : { query?: undefined };
type BodyPart<Id extends RouteId> = Routes[Id] extends { body: infer B extends z.ZodMiniType }
  ? { body: z.input<B> }
  : { body?: undefined };

/** Request options of a route: path params, query and body, typed from the manifest. */
export type ApiOptions<Id extends RouteId> = ParamsPart<Id> & QueryPart<Id> & BodyPart<Id> & {
  signal?: AbortSignal;
  /** A bearer token other than the signed-in user's (a door pass's); its 401 never signs anyone out. */
  bearer?: string;
};
/** The request body of a route, as a form or caller builds it. */
export type BodyOf<Id extends RouteId> = NonNullable<ApiOptions<Id>['body']>;
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- `{} extends T`: true when every option is optional
type OptionsArg<Id extends RouteId> = {} extends ApiOptions<Id> ? [options?: ApiOptions<Id>] : [options: ApiOptions<Id>];

/** Supplies a bearer token for signed-in calls (installed by `auth/setup.ts`). */
export type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;

/** Installs the function that returns the current access token (or null when signed out). */
export function setTokenProvider(provider: TokenProvider): void {
  tokenProvider = provider;
}

/** Told when a call that carried a token got 401 (expired, revoked or forged session). */
export type UnauthorizedHandler = (error: ApiError) => void;
let unauthorizedHandler: UnauthorizedHandler = () => {};

/** Installs what happens on a 401 to a signed-in call (`auth/setup.ts` signs the user out cleanly). */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  unauthorizedHandler = handler;
}

/** `/schools/{id}` + `{id: 'a b'}` → `/api/schools/a%20b?state=TX`. */
export function buildUrl(path: string, params?: Record<string, string>, query?: Record<string, unknown>): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return `${API_BASE}${filled}${qs ? `?${qs}` : ''}`;
}

/**
 * Calls one API route by its manifest id and returns its typed 2xx body.
 * A non-2xx answer throws an {@link ApiError} carrying the body's `message`.
 */
export async function api<Id extends RouteId>(id: Id, ...[options]: OptionsArg<Id>): Promise<ResponseOf<Id>> {
  const { method, path } = endpoints[id];
  const opts = (options ?? {}) as { params?: Record<string, string>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal; bearer?: string };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const token = opts.bearer ? null : await tokenProvider();
  const bearer = opts.bearer ?? token;
  if (bearer) headers.authorization = `Bearer ${bearer}`;

  let response: Response;
  try {
    response = await fetch(buildUrl(path, opts.params, opts.query), {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'Network error. Please check your connection.');
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const body = (data ?? {}) as Partial<ApiErrorBody>;
    const message = typeof body.message === 'string' ? body.message : response.statusText || 'Request failed';
    const error = new ApiError(response.status, message, body.issues, retryAfterOf(response));
    if (response.status === 401 && token) unauthorizedHandler(error);
    throw error;
  }
  return data as ResponseOf<Id>;
}
