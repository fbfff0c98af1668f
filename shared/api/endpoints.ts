/**
 * Every route of the HTTP API as plain data: method, path, feature, auth.
 *
 * This is the part of the contract the browser needs, kept free of zod so
 * the SPA's initial bundle stays small (docs/performance.md#budgets). `routes.ts` adds the
 * request schemas and response types to these same entries; CDK, the local
 * API server and the handlers read `routes.ts`.
 *
 * Each feature's rows live in `feature-endpoints/<feature>.ts`, so a
 * feature's Lambda bundles its own rows only (`feature-routes/<feature>.ts`
 * imports them); this table joins them for the SPA, CDK and the local server.
 *
 * Paths are relative to the API stage `/api` (the SPA calls `/api/schools`).
 */
import type { Endpoint } from './endpoint-types';
import { schoolsEndpoints } from './feature-endpoints/schools';
import { organizationsEndpoints } from './feature-endpoints/organizations';
import { greekEventsEndpoints } from './feature-endpoints/greek-events';
import { feedbackEndpoints } from './feature-endpoints/feedback';
import { accountsEndpoints } from './feature-endpoints/accounts';
import { leadersEndpoints } from './feature-endpoints/leaders';
import { adminEndpoints } from './feature-endpoints/admin';
import { partyEventsEndpoints } from './feature-endpoints/party-events';
import { ticketsEndpoints } from './feature-endpoints/tickets';
import { paymentsEndpoints } from './feature-endpoints/payments';
import { socialEndpoints } from './feature-endpoints/social';
import { mediaEndpoints } from './feature-endpoints/media';
import { partyPacketEndpoints } from './feature-endpoints/party-packet';

export { FEATURES, type Access, type AuthLevel, type Endpoint, type Feature, type HttpMethod } from './endpoint-types';

export const endpoints = {
  ...schoolsEndpoints,
  ...organizationsEndpoints,
  ...greekEventsEndpoints,
  ...feedbackEndpoints,
  ...accountsEndpoints,
  ...leadersEndpoints,
  ...adminEndpoints,
  ...partyEventsEndpoints,
  ...ticketsEndpoints,
  ...paymentsEndpoints,
  ...socialEndpoints,
  ...mediaEndpoints,
  ...partyPacketEndpoints,
} as const satisfies Record<string, Endpoint>;

export type EndpointId = keyof typeof endpoints;
