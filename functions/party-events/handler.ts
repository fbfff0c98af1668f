/** Lambda of the `party-events` feature (everything but tickets and payments). */
import { requireCaller } from '../lib/auth';
import { clock } from '../lib/clock';
import { featureHandler, Reply } from '../lib/http';
import { getEventAnalytics } from './analytics';
import { createPartyEvent } from './create';
import { deletePartyEvent, requirePlatformAdmin } from './delete';
import { getPartyEvent, getPartyEventForViewer } from './detail';
import { listPartyEvents } from './list';
import { createReview } from './review';
import { setPartyRsvp } from './rsvp';
import { setPartySaved } from './save';

export const handler = featureHandler({
  listPartyEvents: async ({ query }) => listPartyEvents(query, clock.now()),
  getPartyEvent: async ({ params }) => getPartyEvent(params.id),
  getPartyEventForViewer: async ({ params, caller }) => getPartyEventForViewer(params.id, requireCaller(caller).sub),
  createPartyEvent: async ({ body, caller }) =>
    new Reply(await createPartyEvent(requireCaller(caller).sub, body, clock.now()), { status: 201 }),
  deletePartyEvent: async ({ params, caller }) => deletePartyEvent(await requirePlatformAdmin(caller?.sub), params.id, clock.now()),
  setPartyRsvp: async ({ params, body, caller }) => setPartyRsvp(params.id, requireCaller(caller).sub, body.status, clock.now()),
  setPartySaved: async ({ params, body, caller }) => setPartySaved(params.id, requireCaller(caller).sub, body.saved, clock.now()),
  createReview: async ({ params, body, caller }) =>
    new Reply(await createReview(params.id, requireCaller(caller).sub, body, clock.now()), { status: 201 }),
  getEventAnalytics: async ({ params, caller }) => getEventAnalytics(params.id, requireCaller(caller).sub),
});
