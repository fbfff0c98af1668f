/**
 * A route of the API contract: an endpoint of `endpoints.ts` with its request
 * schemas and response type. Each feature declares its own routes in
 * `feature-routes/<feature>.ts`, so a feature's Lambda bundles only its own
 * schemas; `routes.ts` joins them for CDK, the local server and the SPA.
 */
import type * as z from 'zod/mini';
import { endpoints, type Endpoint, type EndpointId, type Feature } from './endpoints';

export type RouteSpec = Endpoint & {
  /** Path parameters schema. */
  params?: z.ZodMiniType;
  /** Query string schema. */
  query?: z.ZodMiniType;
  /** JSON body schema. */
  body?: z.ZodMiniType;
  /** The handler reads the body's exact bytes itself (a signed webhook): no JSON check before it. */
  rawBody?: true;
  /** Phantom: the 2xx response body type. Never set at runtime. */
  response?: unknown;
};

/** Adds schemas and the response type to an endpoint of `endpoints.ts`. */
export function route<Res>() {
  return <const Id extends EndpointId, const S extends Omit<RouteSpec, keyof Endpoint | 'response'>>(id: Id, spec?: S) =>
    ({ ...endpoints[id], ...(spec as S) }) as (typeof endpoints)[Id] & S & { response?: Res };
}

/** The endpoint ids of one feature. */
export type EndpointIdOf<F extends Feature> = { [Id in EndpointId]: (typeof endpoints)[Id]['feature'] extends F ? Id : never }[EndpointId];

/** A feature's route table: every endpoint of the feature, and only those. */
export type RoutesOf<F extends Feature> = { [Id in EndpointIdOf<F>]: RouteSpec };
