/**
 * The one wrapper every feature handler uses (DESIGN §2 "Handlers are thin").
 *
 * `featureHandler({ listSchools: async (req) => body, ... })` builds the
 * Lambda handler of one feature: it finds the route by `event.routeKey` in the
 * manifest, validates path parameters, query string and JSON body with the
 * route's zod schemas, hands the typed input and the caller's JWT claims to
 * the route function, and turns its result or error into an API Gateway v2
 * response. Errors: `HttpError` → its status and message; anything else →
 * 500 `{"message":"Internal Server Error"}`, logged with the request id and
 * never with a stack trace in the body.
 */
import middy from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import { routeKey, routes, type ResponseOf, type RouteId, type Routes } from '../../shared/api/routes';
import type { ApiErrorBody } from '../../shared/api/types';
import { NO_STORE, PUBLIC_LIST_CACHE } from './cache-policy';
import { HttpError } from './errors';

type Infer<S> = S extends z.ZodMiniType ? z.output<S> : Record<string, never>;

/**
 * The signed-in caller, from the JWT authorizer's claims; null on public calls
 * without a token. No contact details: a token's `email` claim may be an
 * unverified attribute, so e-mail and phone come only from the profile
 * (made from verified attributes, `functions/accounts/cognito-user.ts`).
 */
export interface Caller {
  sub: string;
  groups: string[];
  claims: Record<string, unknown>;
}

/** What a route function receives: validated input and the caller. */
export interface RouteRequest<Id extends RouteId> {
  params: Infer<Routes[Id] extends { params: infer P } ? P : undefined>;
  query: Infer<Routes[Id] extends { query: infer Q } ? Q : undefined>;
  body: Infer<Routes[Id] extends { body: infer B } ? B : undefined>;
  caller: Caller | null;
  requestId: string;
  event: APIGatewayProxyEventV2WithJWTAuthorizer;
}

/** A response with a status or headers other than the defaults. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly options: { status?: number; cacheControl?: string; headers?: Record<string, string> } = {},
  ) {}
}

export type RouteFunction<Id extends RouteId> = (
  req: RouteRequest<Id>,
) => Promise<ResponseOf<Id> | Reply<ResponseOf<Id>>>;

export type RouteTable<Ids extends RouteId> = { [Id in Ids]: RouteFunction<Id> };


function json(status: number, body: unknown, cacheControl: string, headers: Record<string, string> = {}) {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json', 'cache-control': cacheControl, ...headers },
    body: JSON.stringify(body),
  } satisfies APIGatewayProxyStructuredResultV2;
}

function errorResponse(status: number, body: ApiErrorBody) {
  return json(status, body, NO_STORE);
}

/** Turns zod issues into the API's error body: the first message leads. */
function validationError(error: z.core.$ZodError): HttpError {
  const issues = error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }));
  return new HttpError(400, issues[0]?.message ?? 'Invalid request', issues);
}

function parseWith(schema: z.ZodMiniType | undefined, input: unknown): unknown {
  if (!schema) return {};
  const result = schema.safeParse(input);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * Half of a UTF-16 surrogate pair alone: JSON escapes such as "\ud800" make
 * one, and it is text no mail service or store can encode (SES failed with a
 * 502 on it). Refused at the door, for every route and field.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const MALFORMED_TEXT = 'Invalid text: the request contains malformed Unicode';

function readBody(event: APIGatewayProxyEventV2WithJWTAuthorizer): unknown {
  if (event.body === undefined || event.body === null || event.body === '') return undefined;
  const text = event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
  try {
    return JSON.parse(text, (name, value: unknown) => {
      if (LONE_SURROGATE.test(name) || (typeof value === 'string' && LONE_SURROGATE.test(value))) throw new HttpError(400, MALFORMED_TEXT);
      return value;
    });
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, 'Invalid JSON body');
  }
}

function readCaller(event: APIGatewayProxyEventV2WithJWTAuthorizer): Caller | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims as Record<string, unknown> | undefined;
  const sub = claims?.sub;
  if (typeof sub !== 'string' || sub === '') return null;
  const rawGroups = claims?.['cognito:groups'];
  const groups = Array.isArray(rawGroups)
    ? rawGroups.map(String)
    : typeof rawGroups === 'string'
      ? rawGroups.replace(/^\[|\]$/g, '').split(/[ ,]+/).filter(Boolean)
      : [];
  return { sub, groups, claims: claims ?? {} };
}

/**
 * Builds the Lambda handler of a feature from its route functions. The
 * table's keys are route ids of the manifest; each is matched on its
 * `METHOD /path` routeKey.
 */
export function featureHandler<Ids extends RouteId>(table: RouteTable<Ids>) {
  const byKey = new Map<string, Ids>();
  for (const id of Object.keys(table) as Ids[]) byKey.set(routeKey(id), id);

  const base = async (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => {
    const id = byKey.get(event.routeKey);
    if (!id) return errorResponse(404, { message: 'Not Found' });
    const spec = routes[id] as { params?: z.ZodMiniType; query?: z.ZodMiniType; body?: z.ZodMiniType; method: string; auth: string };
    const params = parseWith(spec.params, event.pathParameters ?? {});
    const query = parseWith(spec.query, event.queryStringParameters ?? {});
    const body = spec.body ? parseWith(spec.body, readBody(event) ?? {}) : {};
    const fn = table[id] as (req: unknown) => Promise<unknown>;
    const result = await fn({
      params,
      query,
      body,
      caller: readCaller(event),
      requestId: context?.awsRequestId ?? event.requestContext?.requestId ?? '',
      event,
    });
    // Default caching: public list reads may be cached briefly; anything behind a token never is.
    const defaultCache = spec.method === 'GET' && spec.auth === 'public' && id.startsWith('list') ? PUBLIC_LIST_CACHE : NO_STORE;
    if (result instanceof Reply) {
      return json(result.options.status ?? 200, result.body, result.options.cacheControl ?? defaultCache, result.options.headers);
    }
    return json(200, result, defaultCache);
  };

  return middy<APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2>(base).onError(
    async (request) => {
      const error = request.error;
      if (error instanceof HttpError) {
        request.response = errorResponse(error.status, {
          message: error.message,
          ...(error.issues ? { issues: error.issues } : {}),
        });
        return;
      }
      // Operators see what broke (with the request id to find it); users never see internals.
      console.error(
        JSON.stringify({
          level: 'error',
          message: 'Unhandled error',
          requestId: request.context?.awsRequestId ?? request.event?.requestContext?.requestId,
          routeKey: request.event?.routeKey,
          error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
        }),
      );
      request.response = errorResponse(500, { message: 'Internal Server Error' });
    },
  );
}
