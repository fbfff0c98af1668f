/** The `greek-events` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/greek-events.ts`). */
import { greekRsvpSchema } from '../../schemas/accounts';
import { pageQuery, uuidParam } from '../../schemas/common';
import type { GreekEventListResponse, GreekEventPageResponse, GreekRsvpResponse } from '../catalog-types';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { greekEventsEndpoints } from '../feature-endpoints/greek-events';

const route = routeBuilder(greekEventsEndpoints);

export const greekEventsRoutes = {
  listGreekEvents: route<GreekEventListResponse>()('listGreekEvents', { query: pageQuery }),
  getGreekEvent: route<GreekEventPageResponse>()('getGreekEvent', { params: uuidParam }),
  getGreekEventRsvp: route<GreekRsvpResponse>()('getGreekEventRsvp', { params: uuidParam }),
  getGreekEventForViewer: route<GreekEventPageResponse>()('getGreekEventForViewer', { params: uuidParam }),
  setGreekEventRsvp: route<GreekRsvpResponse>()('setGreekEventRsvp', { params: uuidParam, body: greekRsvpSchema }),
} as const satisfies RoutesOf<'greek-events'>;
