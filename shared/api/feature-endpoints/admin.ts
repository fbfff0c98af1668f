/** The `admin` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const adminEndpoints = {
  // The dashboard's cards; `?include=approvals` with the Approvals tab it opens on (one screen, one request).
  getAdminOverview: { method: 'GET', path: '/admin/overview', feature: 'admin', auth: 'admin' },
  listLeaderRequests: { method: 'GET', path: '/admin/leader-requests', feature: 'admin', auth: 'admin' },
  approveLeaderRequest: { method: 'POST', path: '/admin/leader-requests/{id}/approve', feature: 'admin', auth: 'admin' },
  rejectLeaderRequest: { method: 'POST', path: '/admin/leader-requests/{id}/reject', feature: 'admin', auth: 'admin' },
  // Admin tabs and /manage-roles
  listAuditLog: { method: 'GET', path: '/admin/audit', feature: 'admin', auth: 'admin' },
  listRoleAssignments: { method: 'GET', path: '/admin/roles', feature: 'admin', auth: 'admin' },
  assignRoleDirectly: { method: 'POST', path: '/admin/roles', feature: 'admin', auth: 'admin' },
  removeRoleDirectly: { method: 'DELETE', path: '/admin/chapters/{id}/roles/{role}', feature: 'admin', auth: 'admin' },
  listUsers: { method: 'GET', path: '/admin/users', feature: 'admin', auth: 'admin' },
  deleteUser: { method: 'DELETE', path: '/admin/users/{id}', feature: 'admin', auth: 'admin' },
  // The Schools tab's list: read fresh, where the public list may be up to 30 s old.
  listAdminSchools: { method: 'GET', path: '/admin/schools', feature: 'admin', auth: 'admin' },
  createSchool: { method: 'POST', path: '/admin/schools', feature: 'admin', auth: 'admin' },
  deleteSchool: { method: 'DELETE', path: '/admin/schools/{id}', feature: 'admin', auth: 'admin' },
  createOrganization: { method: 'POST', path: '/admin/organizations', feature: 'admin', auth: 'admin' },
  deleteOrganization: { method: 'DELETE', path: '/admin/organizations/{id}', feature: 'admin', auth: 'admin' },
  // Admin tools: Stats tab, school logos, data tools
  getAdminStats: { method: 'GET', path: '/admin/stats', feature: 'admin', auth: 'admin' },
  listSchoolLogos: { method: 'GET', path: '/admin/school-logos', feature: 'admin', auth: 'admin' },
  uploadSchoolLogo: { method: 'PUT', path: '/admin/school-logos/{id}', feature: 'admin', auth: 'admin' },
  deleteSchoolLogo: { method: 'DELETE', path: '/admin/school-logos/{id}', feature: 'admin', auth: 'admin' },
  autoFetchSchoolLogos: { method: 'POST', path: '/admin/school-logos/auto-fetch', feature: 'admin', auth: 'admin' },
  getDataToolsStatus: { method: 'GET', path: '/admin/data-tools', feature: 'admin', auth: 'admin' },
  // Replace Schools' page: the preview with the job running now (one screen, one request).
  previewReplaceSchools: { method: 'GET', path: '/admin/data-tools/replace-schools/preview', feature: 'admin', auth: 'admin' },
  startDataTool: { method: 'POST', path: '/admin/data-tools/{tool}', feature: 'admin', auth: 'admin' },
  getDataToolJob: { method: 'GET', path: '/admin/data-tools/jobs/{id}', feature: 'admin', auth: 'admin' },
  // A school's office rules (sober monitors, deadlines, caps), set by an admin.
  getSchoolRules: { method: 'GET', path: '/admin/schools/{id}/rules', feature: 'admin', auth: 'admin' },
  updateSchoolRules: { method: 'PUT', path: '/admin/schools/{id}/rules', feature: 'admin', auth: 'admin' },
  // The Greek-life office: an admin grants an account the office of one school (Users tab); the office sees its school's events.
  grantOfficeRole: { method: 'PUT', path: '/admin/users/{id}/office', feature: 'admin', auth: 'admin' },
  revokeOfficeRole: { method: 'DELETE', path: '/admin/users/{id}/office', feature: 'admin', auth: 'admin' },
} as const satisfies Record<string, Endpoint>;
