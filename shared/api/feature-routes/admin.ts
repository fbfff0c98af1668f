/** The `admin` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/admin.ts`). */
import { uploadLogoSchema } from '../../schemas/school-logos';
import { dataToolParam } from '../../schemas/data-tools';
import { uuidParam } from '../../schemas/common';
import { includeQuery } from '../../schemas/include-query';
import type { AdminOverviewResponse, LeaderRequestResponse, LeaderRequestsResponse } from '../account-types';
import type { AdminStatsResponse, AutoFetchLogosResponse, DataToolJob, DataToolsStatusResponse, ReplaceSchoolsPreview, SchoolLogosResponse, SchoolResponse } from '../admin-tools-types';
import type { ChapterDetail, School, SchoolListResponse } from '../catalog-types';
import type { OkResponse } from '../common-types';
import type { AuditLogResponse, RoleAssignmentsResponse, UserListResponse } from '../admin-types';
import { chapterRoleParams, directRoleSchema, userListQuery, userParam } from '../../schemas/admin';
import { newOrganizationSchema, newSchoolSchema } from '../../schemas/catalog-admin';
import { schoolRulesSchema } from '../../school-rules';
import type { SchoolRulesResponse } from '../party-packet-types';
import type { OfficeGrantResponse } from '../office-types';
import { grantOfficeSchema } from '../../schemas/office';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { adminEndpoints } from '../feature-endpoints/admin';

const route = routeBuilder(adminEndpoints);

export const adminRoutes = {
  getAdminOverview: route<AdminOverviewResponse>()('getAdminOverview', { query: includeQuery('approvals') }),
  listLeaderRequests: route<LeaderRequestsResponse>()('listLeaderRequests'),
  approveLeaderRequest: route<LeaderRequestResponse>()('approveLeaderRequest', { params: uuidParam }),
  rejectLeaderRequest: route<LeaderRequestResponse>()('rejectLeaderRequest', { params: uuidParam }),
  // Admin tabs and /manage-roles
  listAuditLog: route<AuditLogResponse>()('listAuditLog'),
  listRoleAssignments: route<RoleAssignmentsResponse>()('listRoleAssignments'),
  assignRoleDirectly: route<RoleAssignmentsResponse>()('assignRoleDirectly', { body: directRoleSchema }),
  removeRoleDirectly: route<RoleAssignmentsResponse>()('removeRoleDirectly', { params: chapterRoleParams }),
  listUsers: route<UserListResponse>()('listUsers', { query: userListQuery }),
  deleteUser: route<OkResponse>()('deleteUser', { params: userParam }),
  listAdminSchools: route<SchoolListResponse>()('listAdminSchools'),
  createSchool: route<{ school: School }>()('createSchool', { body: newSchoolSchema }),
  deleteSchool: route<OkResponse>()('deleteSchool', { params: uuidParam }),
  createOrganization: route<{ organization: ChapterDetail }>()('createOrganization', { body: newOrganizationSchema }),
  deleteOrganization: route<OkResponse>()('deleteOrganization', { params: uuidParam }),
  // Admin tools: Stats tab, school logos, data tools
  getAdminStats: route<AdminStatsResponse>()('getAdminStats'),
  listSchoolLogos: route<SchoolLogosResponse>()('listSchoolLogos'),
  uploadSchoolLogo: route<SchoolResponse>()('uploadSchoolLogo', { params: uuidParam, body: uploadLogoSchema }),
  deleteSchoolLogo: route<SchoolResponse>()('deleteSchoolLogo', { params: uuidParam }),
  autoFetchSchoolLogos: route<AutoFetchLogosResponse>()('autoFetchSchoolLogos'),
  getDataToolsStatus: route<DataToolsStatusResponse>()('getDataToolsStatus'),
  previewReplaceSchools: route<ReplaceSchoolsPreview>()('previewReplaceSchools'),
  startDataTool: route<DataToolJob>()('startDataTool', { params: dataToolParam }),
  getDataToolJob: route<DataToolJob>()('getDataToolJob', { params: uuidParam }),
  // Party paperwork: office rules, sober monitors, registration packet
  getSchoolRules: route<SchoolRulesResponse>()('getSchoolRules', { params: uuidParam }),
  updateSchoolRules: route<SchoolRulesResponse>()('updateSchoolRules', { params: uuidParam, body: schoolRulesSchema }),
  // The Greek-life office
  grantOfficeRole: route<OfficeGrantResponse>()('grantOfficeRole', { params: userParam, body: grantOfficeSchema }),
  revokeOfficeRole: route<OfficeGrantResponse>()('revokeOfficeRole', { params: userParam }),
} as const satisfies RoutesOf<'admin'>;
