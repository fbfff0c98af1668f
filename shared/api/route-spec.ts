/**
 * A route of the API contract: an endpoint of `endpoints.ts` with its request
 * schemas and response type. Each feature declares its own routes in
 * `feature-routes/<feature>.ts`, so a feature's Lambda bundles only its own
 * schemas and its own rows of the manifest; `routes.ts` joins them for CDK, the local server and the SPA.
 */
import type * as z from 'zod/mini';
import type { endpoints, Endpoint, EndpointId, Feature } from './endpoints';

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

/**
 * The route builder of one feature, over that feature's rows of the manifest
 * (`feature-endpoints/<feature>.ts`) so its Lambda bundles no other's:
 * `route<Res>()(id, spec)` adds schemas and the response type to a row.
 */
export function routeBuilder<const Table extends Record<string, Endpoint>>(table: Table) {
  return <Res>() =>
    <const Id extends keyof Table & EndpointId, const S extends Omit<RouteSpec, keyof Endpoint | 'response'>>(id: Id, spec?: S) =>
      ({ ...table[id], ...(spec as S) }) as Table[Id] & S & { response?: Res };
}

/** The endpoint ids of one feature. */
export type EndpointIdOf<F extends Feature> = { [Id in EndpointId]: (typeof endpoints)[Id]['feature'] extends F ? Id : never }[EndpointId];

/** A feature's route table: every endpoint of the feature, and only those. */
export type RoutesOf<F extends Feature> = { [Id in EndpointIdOf<F>]: RouteSpec };
