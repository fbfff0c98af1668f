/** The `leaders` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const leadersEndpoints = {
  getChapterRoles: { method: 'GET', path: '/chapters/{id}/roles', feature: 'leaders', auth: 'public' },
  createLeaderRequest: { method: 'POST', path: '/leader-requests', feature: 'leaders', auth: 'user', rateLimit: 'leaderRequests' },
  getManagedRoles: { method: 'GET', path: '/manage-roles', feature: 'leaders', auth: 'leader', action: 'manageRoles' },
  removeManagedRole: { method: 'DELETE', path: '/manage-roles/{role}', feature: 'leaders', auth: 'leader', action: 'manageRoles' },
  assignManagedRole: { method: 'POST', path: '/manage-roles', feature: 'leaders', auth: 'leader', action: 'manageRoles' },
} as const satisfies Record<string, Endpoint>;
