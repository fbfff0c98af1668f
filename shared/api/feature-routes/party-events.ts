/** The `party-events` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/party-events.ts`). */
import { partyRsvpSchema } from '../../schemas/accounts';
import { cancelEventSchema, createPartyEventSchema, editPartyEventSchema, partyEventListQuery, reviewSchema, salesOpenSchema, saveEventSchema } from '../../schemas/party-events';
import { uuidParam } from '../../schemas/common';
import { includeQuery } from '../../schemas/include-query';
import type { CancelPartyEventResponse, CreatePartyEventResponse, EditPartyEventFormResponse, EventAnalyticsResponse, PartyEventListResponse, PartyEventPageResponse, PartyRsvpResponse, ReviewResponse, SaveResponse } from '../party-event-types';
import type { OkResponse } from '../common-types';
import type { OfficeRulesResponse } from '../party-packet-types';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { partyEventsEndpoints } from '../feature-endpoints/party-events';

const route = routeBuilder(partyEventsEndpoints);

export const partyEventsRoutes = {
  listPartyEvents: route<PartyEventListResponse>()('listPartyEvents', { query: partyEventListQuery }),
  getPartyEvent: route<PartyEventPageResponse>()('getPartyEvent', { params: uuidParam }),
  getPartyEventForViewer: route<PartyEventPageResponse>()('getPartyEventForViewer', { params: uuidParam }),
  createPartyEvent: route<CreatePartyEventResponse>()('createPartyEvent', { body: createPartyEventSchema }),
  deletePartyEvent: route<OkResponse>()('deletePartyEvent', { params: uuidParam }),
  setPartyRsvp: route<PartyRsvpResponse>()('setPartyRsvp', { params: uuidParam, body: partyRsvpSchema }),
  setPartySaved: route<SaveResponse>()('setPartySaved', { params: uuidParam, body: saveEventSchema }),
  createReview: route<ReviewResponse>()('createReview', { params: uuidParam, body: reviewSchema }),
  getEventAnalytics: route<EventAnalyticsResponse>()('getEventAnalytics', { params: uuidParam, query: includeQuery('paperwork') }),
  // Cancelled events
  cancelPartyEvent: route<CancelPartyEventResponse>()('cancelPartyEvent', { params: uuidParam, body: cancelEventSchema }),
  adminCancelPartyEvent: route<CancelPartyEventResponse>()('adminCancelPartyEvent', { params: uuidParam, body: cancelEventSchema }),
  setSalesOpenAt: route<CreatePartyEventResponse>()('setSalesOpenAt', { params: uuidParam, body: salesOpenSchema }),
  getOfficeRules: route<OfficeRulesResponse>()('getOfficeRules'),
  resubmitPartyEvent: route<CreatePartyEventResponse>()('resubmitPartyEvent', { params: uuidParam }),
  editPartyEvent: route<CreatePartyEventResponse>()('editPartyEvent', { params: uuidParam, body: editPartyEventSchema }),
  getPartyEventForEdit: route<EditPartyEventFormResponse>()('getPartyEventForEdit', { params: uuidParam }),
} as const satisfies RoutesOf<'party-events'>;
