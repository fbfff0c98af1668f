/** Lambda of the `leaders` feature: role availability, leader and office requests and a president's /manage-roles. */
import { accessChecks } from '../lib/access';
import { clock } from '../lib/clock';
import { featureHandler, Reply } from '../lib/http';
import { leadersRoutes } from '../../shared/api/feature-routes/leaders';
import { assignManagedRole, getManagedRoles, removeManagedRole } from './manage-roles';
import { createLeaderRequest, createOfficeRequest, getChapterRoles } from './service';

export const handler = featureHandler(
  leadersRoutes,
  {
    // Not a list: answered with no-store by default, as availability changes on every approval.
    getChapterRoles: async ({ params }) => getChapterRoles(params.id),
    createLeaderRequest: async ({ caller, body }) => new Reply(await createLeaderRequest(caller, body, clock.now()), { status: 201 }),
    createOfficeRequest: async ({ caller, body }) => new Reply(await createOfficeRequest(caller, body, clock.now()), { status: 201 }),
    getManagedRoles: async ({ standing }) => getManagedRoles(standing),
    assignManagedRole: async ({ caller, standing, body }) => assignManagedRole(caller.sub, standing, body, clock.now()),
    removeManagedRole: async ({ caller, standing, params }) => removeManagedRole(caller.sub, standing, params.role, clock.now()),
  },
  { access: accessChecks },
);
