/** The `greek-events` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const greekEventsEndpoints = {
  listGreekEvents: { method: 'GET', path: '/events', feature: 'greek-events', auth: 'public' },
  getGreekEvent: { method: 'GET', path: '/events/{id}', feature: 'greek-events', auth: 'public' },
  getGreekEventRsvp: { method: 'GET', path: '/events/{id}/rsvp', feature: 'greek-events', auth: 'user' },
  // The event page signed in: the event and the viewer's RSVP in one request.
  getGreekEventForViewer: { method: 'GET', path: '/events/{id}/viewer', feature: 'greek-events', auth: 'user' },
  setGreekEventRsvp: { method: 'PUT', path: '/events/{id}/rsvp', feature: 'greek-events', auth: 'user' },
} as const satisfies Record<string, Endpoint>;
