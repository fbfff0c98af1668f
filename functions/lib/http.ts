/**
 * The one wrapper every feature handler uses (docs/architecture.md#the-handler-wrapper).
 *
 * `featureHandler({ listSchools: async (req) => body, ... })` builds the
 * Lambda handler of one feature. For each call it
 * 1. finds the route by `event.routeKey` in the manifest (404 otherwise);
 * 2. enforces the route's manifest level before reading any input: a caller
 *    for `user`, an admin record for `admin`, the rule of the route's action
 *    for `leader` (`shared/authz.ts`), a Greek-life office grant for `office` — the right to call comes first, so a
 *    student's malformed request to an admin route is a 403, not a 400 (an
 *    admin route that `checksAdminItself` reads the grant in its own first
 *    call instead, and the wrapper checks it before any failure that comes
 *    first: `admin-gate.ts`);
 * 3. validates path parameters, query string and JSON body with the route's
 *    zod schemas (400 with the first message first); a body, when sent, is
 *    a JSON object on every route, even one that takes none (`readBody`);
 * 4. hands the typed input, the caller (and a leader route's standing) to
 *    the route function, and turns its result or error into an API Gateway
 *    v2 response. `HttpError` → its status and message; anything else → 500
 *    `{"message":"Internal Server Error"}`, logged with the request ids and
 *    never with a stack trace in the body;
 * 5. answers 503 with Retry-After when the request's time budget (Lambda's
 *    remaining time) is down to its last second before the route is done,
 *    rather than letting the timeout answer 500 (`time-budget.ts`).
 * middy runs it, with Powertools' logger context and any middleware the
 * feature adds (the payments function's secrets).
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2WithJWTAuthorizer, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { LeaderAction, OfficeStanding, Standing } from '../../shared/authz';
import type { ResponseOf, RouteId, Routes, RouteSpec } from '../../shared/api/routes';
import type { ApiErrorBody } from '../../shared/api/types';
import { adminGate, isCheckingAdminItself, type AdminGate } from './admin-gate';
import type { Item } from './db/table';
import { unauthorized } from './auth';
import { NO_STORE, PUBLIC_LIST_CACHE } from './cache-policy';
import { HttpError } from './errors';
import { parseWith, readBody, readCaller, type Caller } from './http-request';
import { logger } from './logger';
import { answerWithinBudget, budgetOf, type TimeBudget } from './time-budget';

export { BODY_NOT_OBJECT, MALFORMED_TEXT, type Caller } from './http-request';

type Event = APIGatewayProxyEventV2WithJWTAuthorizer;
type Result = APIGatewayProxyStructuredResultV2;
type Infer<S> = S extends z.ZodMiniType ? z.output<S> : Record<string, never>;
type AuthOf<Id extends RouteId> = Routes[Id]['auth'];

/** What a route function receives: validated input and the caller. */
export interface RouteRequest<Id extends RouteId> {
  params: Infer<Routes[Id] extends { params: infer P } ? P : undefined>;
  query: Infer<Routes[Id] extends { query: infer Q } ? Q : undefined>;
  body: Infer<Routes[Id] extends { body: infer B } ? B : undefined>;
  /** Null only on public routes called without a token. */
  caller: AuthOf<Id> extends 'public' ? Caller | null : Caller;
  /** On `leader` routes: the caller's profile organization and roles, already read and checked, for the route's chapter check. */
  standing: AuthOf<Id> extends 'leader' ? Standing : undefined;
  /**
   * On `admin` routes: the caller's admin check, already confirmed by the
   * wrapper, or left to the route when it `checksAdminItself` (admin-gate.ts).
   */
  admin: AuthOf<Id> extends 'admin' ? AdminGate : undefined;
  /** On `office` routes: the school the caller's office acts for, for the route's school check (`requireOfficeOf`). */
  office: AuthOf<Id> extends 'office' ? OfficeStanding : undefined;
  requestId: string;
  event: Event;
  /** What is left of the request's time: for retry loops that must stop in time to answer (`time-budget.ts`). */
  budget: TimeBudget;
}

/** A response with a status or headers other than the defaults. */
export class Reply<T> {
  constructor(
    readonly body: T,
    readonly options: { status?: number; cacheControl?: string; headers?: Record<string, string> } = {},
  ) {}
}

export type RouteFunction<Id extends RouteId> = (req: RouteRequest<Id>) => Promise<ResponseOf<Id> | Reply<ResponseOf<Id>>>;

export type RouteTable<Ids extends RouteId> = { [Id in Ids]: RouteFunction<Id> };

/** The checks of the `admin` and `leader` levels: `accessChecks` of `access.ts`. */
export interface AccessChecks {
  /** The item at the caller's admin grant key, for their gate to judge (admin-gate.ts). */
  readAdminGrant(sub: string): Promise<Item | undefined>;
  requireLeaderAction(caller: Caller, action: LeaderAction): Promise<Standing>;
  /** The caller's Greek-life office grant, or a refusal. */
  requireOffice(caller: Caller): Promise<OfficeStanding>;
}

export interface FeatureOptions {
  /**
   * The access checks, given by the features that have `admin`, `leader` or `office`
   * routes (the type requires it then) and only by them: the others need not
   * bundle the table client for it.
   */
  access?: AccessChecks;
  /** middy middlewares around every route of the feature (after the logger's, before the route). */
  use?: MiddlewareObj<Event, Result>[];
}

type GuardedId = { [Id in RouteId]: AuthOf<Id> extends 'admin' | 'leader' | 'office' ? Id : never }[RouteId];
type OptionsFor<Ids extends RouteId> = [Extract<Ids, GuardedId>] extends [never]
  ? [options?: FeatureOptions]
  : [options: FeatureOptions & { access: AccessChecks }];

function json(status: number, body: unknown, cacheControl: string, headers: Record<string, string> = {}): Result {
  return {
    statusCode: status,
    headers: { 'content-type': 'application/json', 'cache-control': cacheControl, ...headers },
    body: JSON.stringify(body),
  };
}

function errorResponse(status: number, body: ApiErrorBody, headers?: Record<string, string>): Result {
  return json(status, body, NO_STORE, headers);
}

/**
 * Step 2: the manifest level. Returns a `leader` route's standing, an `office` route's office, an
 * `admin` route's gate (left unconfirmed for a route that checks the grant
 * in its own reads: `selfChecked`).
 */
async function authorize(
  spec: RouteSpec,
  caller: Caller | null,
  access: AccessChecks | undefined,
  selfChecked: boolean,
): Promise<{ standing?: Standing; admin?: AdminGate; office?: OfficeStanding }> {
  if (spec.auth === 'public') return {};
  // API Gateway's JWT authorizer lets no call without a valid token reach a
  // non-public route; this holds should one be wired without it.
  if (!caller) throw unauthorized();
  if (spec.auth === 'user') return {};
  if (!access) throw new Error(`No access checks for a ${spec.auth} route`);
  if (spec.auth === 'leader') return { standing: await access.requireLeaderAction(caller, spec.action) };
  if (spec.auth === 'office') return { office: await access.requireOffice(caller) };
  const admin = adminGate(caller);
  if (selfChecked) return { admin };
  admin.confirm(await access.readAdminGrant(caller.sub));
  return { admin };
}

/**
 * Steps 3–4 of a route that checks the admin grant itself: whatever fails
 * before its gate is confirmed is preceded by the wrapper's own check (the
 * right to call still comes first), and an answer without the check is a
 * server error, never sent.
 */
async function runSelfChecked<T>(id: string, admin: AdminGate, access: AccessChecks, run: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await run();
  } catch (error) {
    if (!admin.confirmed) admin.confirm(await access.readAdminGrant(admin.sub));
    throw error;
  }
  if (!admin.confirmed) throw new Error(`${id} answered without checking its caller's admin grant`);
  return result;
}

/** Adds the API Gateway request id and route to every log line of the invocation (the logger middleware resets them). */
const requestLogKeys: MiddlewareObj<Event, Result> = {
  before: (request) => {
    logger.appendKeys({ apiRequestId: request.event?.requestContext?.requestId, routeKey: request.event?.routeKey });
  },
};

/** `HttpError` → its answer; anything else → logged, and a 500 that says nothing of it. */
async function answerError(request: middy.Request<Event, Result, Error>): Promise<void> {
  const error = request.error;
  if (error instanceof HttpError) {
    request.response = errorResponse(error.status, { message: error.message, ...(error.issues ? { issues: error.issues } : {}) }, error.headers);
    return;
  }
  logger.error('Unhandled error', { error: error ?? 'unknown' });
  request.response = errorResponse(500, { message: 'Internal Server Error' });
}

/**
 * Builds the Lambda handler of a feature from its route specs
 * (`shared/api/feature-routes/<feature>.ts`: only its own, so its bundle
 * holds only its own schemas) and its route functions, one per spec. Each
 * is matched on its `METHOD /path` routeKey.
 */
export function featureHandler<Ids extends RouteId>(specs: NoInfer<{ [Id in Ids]: Routes[Id] }>, table: RouteTable<Ids>, ...[options = {}]: OptionsFor<Ids>) {
  const byKey = new Map<string, Ids>();
  for (const id of Object.keys(table) as Ids[]) {
    const spec: RouteSpec = specs[id];
    if (!spec) throw new Error(`${id} is not a route of this feature`);
    const auth = spec.auth;
    if ((auth === 'admin' || auth === 'leader' || auth === 'office') && !options.access) throw new Error(`${id} is an ${auth} route: pass the access checks`);
    byKey.set(`${spec.method} ${spec.path}`, id);
  }

  const answer = async (event: Event, context: Context, budget: TimeBudget): Promise<Result> => {
    const id = byKey.get(event.routeKey);
    if (!id) return errorResponse(404, { message: 'Not Found' });
    const spec: RouteSpec = specs[id];
    const caller = readCaller(event);
    const fn = table[id] as (req: unknown) => Promise<unknown>;
    const selfChecked = spec.auth === 'admin' && isCheckingAdminItself(fn);
    const { standing, admin, office } = await authorize(spec, caller, options.access, selfChecked);
    const run = () => {
      const params = parseWith(spec.params, event.pathParameters ?? {});
      const query = parseWith(spec.query, event.queryStringParameters ?? {});
      // A route that reads its raw bytes (a signed webhook) is handed the body untouched.
      const sent = spec.rawBody ? undefined : readBody(event);
      const body = spec.body ? parseWith(spec.body, sent ?? {}) : {};
      const requestId = context?.awsRequestId ?? event.requestContext?.requestId ?? '';
      return fn({ params, query, body, caller, standing, admin, office, requestId, event, budget });
    };
    const result = selfChecked && admin && options.access ? await runSelfChecked(id, admin, options.access, run) : await run();
    // Default caching: public list reads may be cached briefly; anything behind a token never is.
    const defaultCache = spec.method === 'GET' && spec.auth === 'public' && id.startsWith('list') ? PUBLIC_LIST_CACHE : NO_STORE;
    if (result instanceof Reply) {
      return json(result.options.status ?? 200, result.body, result.options.cacheControl ?? defaultCache, result.options.headers);
    }
    return json(200, result, defaultCache);
  };

  const base = async (event: Event, context: Context): Promise<Result> => {
    const budget = budgetOf(context);
    return answerWithinBudget(budget, () => answer(event, context, budget));
  };

  // middy's own guard (a 500 a few milliseconds before the deadline) is off: `answerWithinBudget` answers 503 first.
  const handler = middy<Event, Result>(base, { timeoutEarlyInMillis: 0 }).use(injectLambdaContext(logger, { resetKeys: true })).use(requestLogKeys);
  for (const middleware of options.use ?? []) handler.use(middleware);
  return handler.onError(answerError);
}
