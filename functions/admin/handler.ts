/** Lambda of the `admin` feature: the wrapper checks every route's caller for an admin record first (manifest level `admin`). */
import { accessChecks } from '../lib/access';
import { clock } from '../lib/clock';
import { NO_STORE } from '../lib/cache-policy';
import { featureHandler, Reply } from '../lib/http';
import { listLeaderRequests, reviewLeaderRequest } from './approvals';
import { getAdminOverview } from './overview';
import { getAuditLog } from './audit-log';
import { assignRoleDirectly, listRoleAssignments, removeRoleDirectly } from './roles';
import { deleteUser, listUsers } from './users';
import { createOrganization, createSchool, deleteOrganization, deleteSchool } from './catalog';
import { listSchools } from '../lib/db/schools';

export const handler = featureHandler(
  {
    getAdminOverview: async () => getAdminOverview(clock.now()),
    // A GET list is publicly cacheable by default: this one is private and changes on every review.
    listLeaderRequests: async () => new Reply(await listLeaderRequests(), { cacheControl: NO_STORE }),
    approveLeaderRequest: async ({ caller, params }) => reviewLeaderRequest(caller.sub, params.id, 'approved', clock.now()),
    rejectLeaderRequest: async ({ caller, params }) => reviewLeaderRequest(caller.sub, params.id, 'rejected', clock.now()),
    listAuditLog: async () => getAuditLog(),
    listRoleAssignments: async () => new Reply(await listRoleAssignments(), { cacheControl: NO_STORE }),
    assignRoleDirectly: async ({ caller, body }) => assignRoleDirectly(caller.sub, body, clock.now()),
    removeRoleDirectly: async ({ caller, params }) => removeRoleDirectly(caller.sub, params.id, params.role, clock.now()),
    listUsers: async ({ query }) => new Reply(await listUsers(query), { cacheControl: NO_STORE }),
    deleteUser: async ({ caller, params }) => deleteUser(caller.sub, params.id, clock.now()),
    listAdminSchools: async () => new Reply({ schools: await listSchools() }, { cacheControl: NO_STORE }),
    createSchool: async ({ caller, body }) => new Reply(await createSchool(caller.sub, body, clock.now()), { status: 201 }),
    deleteSchool: async ({ caller, params }) => deleteSchool(caller.sub, params.id, clock.now()),
    createOrganization: async ({ caller, body }) => new Reply(await createOrganization(caller.sub, body, clock.now()), { status: 201 }),
    deleteOrganization: async ({ caller, params }) => deleteOrganization(caller.sub, params.id, clock.now()),
  },
  { access: accessChecks },
);
