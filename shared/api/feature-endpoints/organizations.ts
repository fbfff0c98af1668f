/** The `organizations` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const organizationsEndpoints = {
  listOrganizations: { method: 'GET', path: '/organizations', feature: 'organizations', auth: 'public' },
  populateOrganizations: { method: 'POST', path: '/organizations/populate', feature: 'organizations', auth: 'public', rateLimit: 'population' },
  getNational: { method: 'GET', path: '/nationals/{key}', feature: 'organizations', auth: 'public' },
  getChapter: { method: 'GET', path: '/chapters/{id}', feature: 'organizations', auth: 'public' },
  // The chapter page signed in: the page and whether the viewer follows the chapter, in one request.
  getChapterForViewer: { method: 'GET', path: '/chapters/{id}/viewer', feature: 'organizations', auth: 'user' },
} as const satisfies Record<string, Endpoint>;
