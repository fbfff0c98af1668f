/** Lambda of the `events` feature (Greek-life events). */
import { clock } from '../lib/clock';
import { requireCaller } from '../lib/auth';
import { featureHandler } from '../lib/http';
import { greekEventsRoutes } from '../../shared/api/feature-routes/greek-events';
import { getGreekEventRsvp, setGreekEventRsvp } from './rsvp';
import { getGreekEvent, getGreekEventForViewer, listGreekEvents } from './service';

export const handler = featureHandler(greekEventsRoutes, {
  listGreekEvents: async ({ query }) => listGreekEvents(query, clock.now()),
  getGreekEvent: async ({ params }) => getGreekEvent(params.id),
  getGreekEventRsvp: async ({ params, caller }) => getGreekEventRsvp(params.id, requireCaller(caller)),
  getGreekEventForViewer: async ({ params, caller }) => getGreekEventForViewer(params.id, requireCaller(caller)),
  setGreekEventRsvp: async ({ params, body, caller }) =>
    setGreekEventRsvp(params.id, requireCaller(caller), body.status, clock.now()),
});
