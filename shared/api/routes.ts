/**
 * The API contract: every route of the HTTP API, in one place.
 *
 * CDK creates one Lambda per `feature` and one HTTP API route per entry; the
 * local API server serves the same handler modules from the same entries; the
 * SPA's API client builds its requests from them; each feature's handler
 * dispatches on the route id. Renaming a path here breaks the type check
 * rather than a user's page.
 *
 * Paths are relative to the API stage `/api` (the SPA calls `/api/schools`).
 */
import type * as z from 'zod';
import { feedbackSchema } from '../schemas/feedback';
import { nationalKeyParam, stateQuery, uuidParam } from '../schemas/common';
import type {
  ChapterPageResponse,
  DirectoryResponse,
  GreekEventListResponse,
  GreekEventPageResponse,
  NationalPageResponse,
  OkResponse,
  PopulateResponse,
  SchoolListResponse,
  SchoolPageResponse,
} from './types';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route. `public`: anyone; `user`: a valid Cognito access
 * token (checked by the API Gateway JWT authorizer, or the local server);
 * `leader` and `admin`: a valid token and a role check inside the handler.
 */
export type AuthLevel = 'public' | 'user' | 'leader' | 'admin';

/** Features: one Lambda each, `functions/<feature>/handler.ts`. */
export const FEATURES = ['schools', 'organizations', 'events', 'feedback'] as const;
export type Feature = (typeof FEATURES)[number];

export interface RouteSpec {
  method: HttpMethod;
  /** API Gateway path syntax: `/schools/{id}`. */
  path: string;
  feature: Feature;
  auth: AuthLevel;
  /** Path parameters schema. */
  params?: z.ZodType;
  /** Query string schema. */
  query?: z.ZodType;
  /** JSON body schema. */
  body?: z.ZodType;
  /** Phantom: the 2xx response body type. Never set at runtime. */
  response?: unknown;
}

/** Declares a route and carries its response type for the client. */
function route<Res>() {
  return <const S extends Omit<RouteSpec, 'response'>>(spec: S) => spec as S & { response?: Res };
}

export const routes = {
  listSchools: route<SchoolListResponse>()({ method: 'GET', path: '/schools', feature: 'schools', auth: 'public' }),
  getSchool: route<SchoolPageResponse>()({
    method: 'GET',
    path: '/schools/{id}',
    feature: 'schools',
    auth: 'public',
    params: uuidParam,
  }),

  listOrganizations: route<DirectoryResponse>()({
    method: 'GET',
    path: '/organizations',
    feature: 'organizations',
    auth: 'public',
  }),
  populateOrganizations: route<PopulateResponse>()({
    method: 'POST',
    path: '/organizations/populate',
    feature: 'organizations',
    auth: 'public',
  }),
  getNational: route<NationalPageResponse>()({
    method: 'GET',
    path: '/nationals/{key}',
    feature: 'organizations',
    auth: 'public',
    params: nationalKeyParam,
    query: stateQuery,
  }),
  getChapter: route<ChapterPageResponse>()({
    method: 'GET',
    path: '/chapters/{id}',
    feature: 'organizations',
    auth: 'public',
    params: uuidParam,
  }),

  listGreekEvents: route<GreekEventListResponse>()({
    method: 'GET',
    path: '/events',
    feature: 'events',
    auth: 'public',
  }),
  getGreekEvent: route<GreekEventPageResponse>()({
    method: 'GET',
    path: '/events/{id}',
    feature: 'events',
    auth: 'public',
    params: uuidParam,
  }),

  sendFeedback: route<OkResponse>()({
    method: 'POST',
    path: '/feedback',
    feature: 'feedback',
    auth: 'public',
    body: feedbackSchema,
  }),
} as const;

export type Routes = typeof routes;
export type RouteId = keyof Routes;
/** The 2xx body type of a route. */
export type ResponseOf<Id extends RouteId> = NonNullable<Routes[Id]['response']>;
/** `GET /schools/{id}`: the API Gateway v2 routeKey of a route. */
export function routeKey(id: RouteId): string {
  const r: RouteSpec = routes[id];
  return `${r.method} ${r.path}`;
}
/** Every route as a list, for CDK, the local server and the parity test. */
export const routeList: (RouteSpec & { id: RouteId })[] = (Object.keys(routes) as RouteId[]).map((id) => ({
  id,
  ...(routes[id] as RouteSpec),
}));
