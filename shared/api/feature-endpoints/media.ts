/** The `media` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const mediaEndpoints = {
  createMediaUpload: { method: 'POST', path: '/party-events/{id}/media/uploads', feature: 'media', auth: 'user', rateLimit: 'uploads' },
  recordMedia: { method: 'POST', path: '/party-events/{id}/media', feature: 'media', auth: 'user', rateLimit: 'uploads' },
  deleteMedia: { method: 'DELETE', path: '/media/{id}', feature: 'media', auth: 'user' },
} as const satisfies Record<string, Endpoint>;
