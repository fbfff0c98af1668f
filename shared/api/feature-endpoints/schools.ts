/** The `schools` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const schoolsEndpoints = {
  listSchools: { method: 'GET', path: '/schools', feature: 'schools', auth: 'public' },
  getSchool: { method: 'GET', path: '/schools/{id}', feature: 'schools', auth: 'public' },
  listSchoolChapters: { method: 'GET', path: '/schools/{id}/chapters', feature: 'schools', auth: 'public' },
} as const satisfies Record<string, Endpoint>;
