/** The `leaders` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/leaders.ts`). */
import { leaderRequestSchema } from '../../schemas/accounts';
import { uuidParam } from '../../schemas/common';
import type { ChapterRolesResponse, LeaderRequestResponse } from '../account-types';
import type { ManageRolesResponse } from '../admin-types';
import { assignMemberRoleSchema, roleParam } from '../../schemas/roles';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { leadersEndpoints } from '../feature-endpoints/leaders';

const route = routeBuilder(leadersEndpoints);

export const leadersRoutes = {
  getChapterRoles: route<ChapterRolesResponse>()('getChapterRoles', { params: uuidParam }),
  createLeaderRequest: route<LeaderRequestResponse>()('createLeaderRequest', { body: leaderRequestSchema }),
  getManagedRoles: route<ManageRolesResponse>()('getManagedRoles'),
  removeManagedRole: route<ManageRolesResponse>()('removeManagedRole', { params: roleParam }),
  assignManagedRole: route<ManageRolesResponse>()('assignManagedRole', { body: assignMemberRoleSchema }),
} as const satisfies RoutesOf<'leaders'>;
