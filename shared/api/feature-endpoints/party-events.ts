/** The `party-events` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const partyEventsEndpoints = {
  listPartyEvents: { method: 'GET', path: '/party-events', feature: 'party-events', auth: 'public' },
  getPartyEvent: { method: 'GET', path: '/party-events/{id}', feature: 'party-events', auth: 'public' },
  getPartyEventForViewer: { method: 'GET', path: '/party-events/{id}/viewer', feature: 'party-events', auth: 'user' },
  createPartyEvent: { method: 'POST', path: '/party-events', feature: 'party-events', auth: 'leader', action: 'createEvent', rateLimit: 'eventCreation' },
  deletePartyEvent: { method: 'DELETE', path: '/party-events/{id}', feature: 'party-events', auth: 'admin' },
  setPartyRsvp: { method: 'PUT', path: '/party-events/{id}/rsvp', feature: 'party-events', auth: 'user' },
  setPartySaved: { method: 'PUT', path: '/party-events/{id}/save', feature: 'party-events', auth: 'user' },
  createReview: { method: 'POST', path: '/party-events/{id}/reviews', feature: 'party-events', auth: 'user' },
  // `?include=paperwork` with the paperwork panel but its members (the screen's first data in one request).
  getEventAnalytics: { method: 'GET', path: '/party-events/{id}/analytics', feature: 'party-events', auth: 'leader', action: 'viewAnalytics' },
  // Cancelled events
  cancelPartyEvent: { method: 'POST', path: '/party-events/{id}/cancel', feature: 'party-events', auth: 'leader', action: 'cancelEvent' },
  adminCancelPartyEvent: { method: 'POST', path: '/admin/party-events/{id}/cancel', feature: 'party-events', auth: 'admin' },
  setSalesOpenAt: { method: 'PUT', path: '/party-events/{id}/sales-open', feature: 'party-events', auth: 'leader', action: 'createEvent' },
  getOfficeRules: { method: 'GET', path: '/me/office-rules', feature: 'party-events', auth: 'leader', action: 'createEvent' },
  resubmitPartyEvent: { method: 'POST', path: '/party-events/{id}/resubmit', feature: 'party-events', auth: 'leader', action: 'createEvent' },
  editPartyEvent: { method: 'PUT', path: '/party-events/{id}', feature: 'party-events', auth: 'leader', action: 'createEvent' },
  // The Edit Event form's data: the event and every field it holds (its cancellation cut-off is on no public page).
  getPartyEventForEdit: { method: 'GET', path: '/party-events/{id}/edit', feature: 'party-events', auth: 'leader', action: 'createEvent' },
} as const satisfies Record<string, Endpoint>;
