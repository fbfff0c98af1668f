/** Lambda of the `admin` feature: the wrapper checks every route's caller for an admin record first (manifest level `admin`). */
import { accessChecks } from '../lib/access';
import { checksAdminItself } from '../lib/admin-gate';
import { clock } from '../lib/clock';
import { NO_STORE } from '../lib/cache-policy';
import { featureHandler, Reply } from '../lib/http';
import { adminRoutes } from '../../shared/api/feature-routes/admin';
import { listLeaderRequests, reviewLeaderRequest } from './approvals';
import { getAdminOverview } from './overview';
import { getAuditLog } from './audit-log';
import { assignRoleDirectly, listRoleAssignments, removeRoleDirectly } from './roles';
import { deleteUser, listUsers } from './users';
import { createOrganization, createSchool, deleteOrganization, deleteSchool } from './catalog';
import { listSchools } from '../domains/catalog/schools/schools';
import { getAdminStats } from './stats';
import { dispatchDataTool, isDataToolInvocation, type DataToolInvocation } from './data-tools/dispatch';
import { getDataToolJob, getDataToolsStatus, runDataToolJob, startDataTool } from './data-tools/jobs';
import { readSchoolRules, updateSchoolRules } from './school-rules';
import { grantOffice, revokeOffice } from './office-staff';

// The logo tools (the S3 SDK) and the data tools' catalogs: one chunk loaded by the routes that use them,
// not at every cold start of the dashboard (on-demand.ts says why one).
const tools = () => import('./on-demand');

const http = featureHandler(
  adminRoutes,
  {
    // The grant read with the counters (admin-gate.ts); `?include=approvals`: the dashboard's first screen in one request.
    getAdminOverview: checksAdminItself(async ({ admin, query }) =>
      new Reply(await getAdminOverview(admin, clock.now(), { approvals: query.include === 'approvals' }), { cacheControl: NO_STORE }),
    ),
    // A GET list is publicly cacheable by default: this one is private and changes on every review.
    listLeaderRequests: async () => new Reply(await listLeaderRequests(), { cacheControl: NO_STORE }),
    approveLeaderRequest: async ({ caller, params }) => reviewLeaderRequest(caller.sub, params.id, 'approved', clock.now()),
    rejectLeaderRequest: async ({ caller, params }) => reviewLeaderRequest(caller.sub, params.id, 'rejected', clock.now()),
    listAuditLog: async () => getAuditLog(),
    listRoleAssignments: async () => new Reply(await listRoleAssignments(), { cacheControl: NO_STORE }),
    assignRoleDirectly: checksAdminItself(async ({ admin, body }) => assignRoleDirectly(admin, body, clock.now())),
    removeRoleDirectly: checksAdminItself(async ({ admin, params }) => removeRoleDirectly(admin, params.id, params.role, clock.now())),
    listUsers: async ({ query }) => new Reply(await listUsers(query), { cacheControl: NO_STORE }),
    deleteUser: async ({ caller, params }) => deleteUser(caller.sub, params.id, clock.now()),
    // The Greek-life office
    grantOfficeRole: async ({ caller, params, body }) => grantOffice(caller.sub, params.id, body.schoolId, clock.now()),
    revokeOfficeRole: async ({ caller, params }) => revokeOffice(caller.sub, params.id, clock.now()),
    listAdminSchools: async () => new Reply({ schools: await listSchools() }, { cacheControl: NO_STORE }),
    createSchool: async ({ caller, body }) => new Reply(await createSchool(caller.sub, body, clock.now()), { status: 201 }),
    deleteSchool: checksAdminItself(async ({ admin, params }) => deleteSchool(admin, params.id, clock.now())),
    createOrganization: async ({ caller, body }) => new Reply(await createOrganization(caller.sub, body, clock.now()), { status: 201 }),
    deleteOrganization: checksAdminItself(async ({ admin, params }) => deleteOrganization(admin, params.id, clock.now())),
    // Admin tools: Stats tab, school logos, data tools
    getAdminStats: checksAdminItself(async ({ admin }) => new Reply(await getAdminStats(admin, clock.now()), { cacheControl: NO_STORE })),
    listSchoolLogos: async () => new Reply(await (await tools()).listSchoolLogos(), { cacheControl: NO_STORE }),
    uploadSchoolLogo: async ({ caller, params, body }) => (await tools()).storeSchoolLogo(caller.sub, params.id, Buffer.from(body.contentBase64, 'base64'), clock.now()),
    deleteSchoolLogo: async ({ caller, params }) => (await tools()).deleteSchoolLogo(caller.sub, params.id, clock.now()),
    autoFetchSchoolLogos: async ({ caller }) => (await tools()).autoFetchLogos(caller.sub, clock.now()),
    getDataToolsStatus: async () => new Reply(await getDataToolsStatus(), { cacheControl: NO_STORE }),
    // The grant read with the jobs' lock (admin-gate.ts): the page's preview and running job in one request.
    previewReplaceSchools: checksAdminItself(async ({ admin }) => new Reply(await (await tools()).previewReplaceSchools(admin), { cacheControl: NO_STORE })),
    startDataTool: async ({ caller, params }) => new Reply(await startDataTool(caller.sub, params.tool, clock.now(), dispatchDataTool), { status: 202 }),
    getDataToolJob: async ({ params }) => new Reply(await getDataToolJob(params.id), { cacheControl: NO_STORE }),
    // Party paperwork
    getSchoolRules: async ({ params }) => new Reply(await readSchoolRules(params.id), { cacheControl: NO_STORE }),
    updateSchoolRules: async ({ caller, params, body }) => updateSchoolRules(caller.sub, params.id, body, clock.now()),
  },
  { access: accessChecks },
);

/** HTTP requests, and the asynchronous invocations that run data tool jobs (data-tools/dispatch.ts). */
export async function handler(event: Parameters<typeof http>[0] | DataToolInvocation, context: Parameters<typeof http>[1]) {
  if (isDataToolInvocation(event)) return runDataToolJob(event.dataToolJob, clock.now);
  return http(event, context);
}
