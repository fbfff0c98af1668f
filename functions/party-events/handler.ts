/** Lambda of the `party-events` feature (everything but tickets and payments). */
import { accessChecks } from '../lib/access';
import { checksAdminItself } from '../lib/admin-gate';
import { clock } from '../lib/clock';
import { featureHandler, Reply } from '../lib/http';
import { partyEventsRoutes } from '../../shared/api/feature-routes/party-events';
import { getEventAnalytics } from './analytics';
import { createPartyEvent } from '../domains/catalog/party-events/create';
import { deletePartyEvent } from '../domains/catalog/party-events/delete';
import { getPartyEvent, getPartyEventForViewer } from './detail';
import { listPartyEvents } from './list';
import { cancelPartyEvent } from './cancel';
import { createReview } from './review';
import { setPartyRsvp } from './rsvp';
import { setPartySaved } from './save';
import { getOfficeRules } from '../domains/catalog/party-events/office-rules';
import { NO_STORE } from '../lib/cache-policy';
import { setSalesOpenAt } from './sales-open';
import { resubmitPartyEvent } from './resubmit';
import { editPartyEvent, getPartyEventForEdit } from './edit';

export const handler = featureHandler(
  partyEventsRoutes,
  {
    listPartyEvents: async ({ query }) => listPartyEvents(query, clock.now()),
    getPartyEvent: async ({ params }) => getPartyEvent(params.id),
    getPartyEventForViewer: async ({ params, caller }) => getPartyEventForViewer(params.id, caller),
    createPartyEvent: async ({ body, caller, standing }) =>
      new Reply(await createPartyEvent(caller.sub, standing, body, clock.now()), { status: 201 }),
    deletePartyEvent: async ({ params, caller }) => deletePartyEvent(caller.sub, params.id, clock.now()),
    setPartyRsvp: async ({ params, body, caller }) => setPartyRsvp(params.id, caller, body.status, clock.now()),
    setPartySaved: async ({ params, body, caller }) => setPartySaved(params.id, caller, body.saved, clock.now()),
    createReview: async ({ params, body, caller }) => new Reply(await createReview(params.id, caller, body, clock.now()), { status: 201 }),
    // `?include=paperwork`: the screen's first data in one request, the paperwork panel with the figures.
    setSalesOpenAt: async ({ params, body, standing }) => setSalesOpenAt(standing, params.id, body.salesOpenAt, clock.now()),
    // The Greek-life office returned the event: the chapter sends it back once changed.
    resubmitPartyEvent: async ({ params, caller, standing }) => resubmitPartyEvent(caller.sub, standing, params.id, clock.now()),
    editPartyEvent: async ({ params, body, caller, standing }) => editPartyEvent(caller.sub, standing, params.id, body, clock.now()),
    // Always the stored event: the form saves it back whole.
    getPartyEventForEdit: async ({ params, standing }) => new Reply(await getPartyEventForEdit(standing, params.id), { cacheControl: NO_STORE }),
    getEventAnalytics: async ({ params, query, standing }) => getEventAnalytics(params.id, standing, { paperwork: query.include === 'paperwork' }),
    // Cancelled events
    cancelPartyEvent: async ({ params, body, caller, standing }) => cancelPartyEvent({ sub: caller.sub, standing }, params.id, body.reason, clock.now()),
    adminCancelPartyEvent: checksAdminItself(async ({ params, body, caller, admin }) => cancelPartyEvent({ sub: caller.sub, admin }, params.id, body.reason, clock.now())),
    // Party paperwork
    getOfficeRules: async ({ standing }) => new Reply(await getOfficeRules(standing), { cacheControl: NO_STORE }),
  },
  { access: accessChecks },
);
