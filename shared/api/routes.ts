/**
 * The API contract: every route of the HTTP API with its request schemas
 * and response type, built on the plain endpoint table of `endpoints.ts`.
 *
 * CDK creates one Lambda per `feature` and one HTTP API route per entry; the
 * local API server serves the same handler modules from the same entries; the
 * SPA's API client builds its requests from them; each feature's handler
 * dispatches on the route id. Renaming a path here breaks the type check
 * rather than a user's page.
 *
 * Paths are relative to the API stage `/api` (the SPA calls `/api/schools`).
 */
import type { EndpointId } from './endpoints';
import type { RouteSpec } from './route-spec';
import { schoolsRoutes } from './feature-routes/schools';
import { organizationsRoutes } from './feature-routes/organizations';
import { greekEventsRoutes } from './feature-routes/greek-events';
import { feedbackRoutes } from './feature-routes/feedback';
import { accountsRoutes } from './feature-routes/accounts';
import { leadersRoutes } from './feature-routes/leaders';
import { adminRoutes } from './feature-routes/admin';
import { partyEventsRoutes } from './feature-routes/party-events';
import { ticketsRoutes } from './feature-routes/tickets';
import { paymentsRoutes } from './feature-routes/payments';
import { socialRoutes } from './feature-routes/social';
import { mediaRoutes } from './feature-routes/media';
import { partyPacketRoutes } from './feature-routes/party-packet';

export { FEATURES, type AuthLevel, type Feature, type HttpMethod } from './endpoints';
export type { RouteSpec } from './route-spec';

/** Every feature's routes in one table (a feature's Lambda imports only its own: `feature-routes/<feature>.ts`). */
export const routes = {
  ...schoolsRoutes,
  ...organizationsRoutes,
  ...greekEventsRoutes,
  ...feedbackRoutes,
  ...accountsRoutes,
  ...leadersRoutes,
  ...adminRoutes,
  ...partyEventsRoutes,
  ...ticketsRoutes,
  ...paymentsRoutes,
  ...socialRoutes,
  ...mediaRoutes,
  ...partyPacketRoutes,
} as const satisfies { [Id in EndpointId]: RouteSpec };

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
