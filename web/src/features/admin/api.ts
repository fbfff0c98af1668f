import { type QueryClient, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccessRequestResponse, AdminOverviewResponse, RoleAssignmentsResponse, UserListResponse } from '../../../../shared/api/types';
import type { Role } from '../../../../shared/limits';
import { type ApiError, type BodyOf, api } from '../../lib/api';
import { type MutationEffects, apiKey, routeKey, useApiQuery } from '../../lib/queries';

/** The dashboard's first screen: the counters with the Approvals tab it opens on (one screen, one request). */
const OVERVIEW = { query: { include: 'approvals' } } as const;

/**
 * The dashboard's counters and approvals in one request; its 403 is how the
 * page learns the visitor is no admin (never retried, never stale). Each
 * answer's approvals become the Approvals tab's data, so the tab asks for
 * nothing more when the page opens, and a refresh of the overview refreshes it.
 */
export function useAdminOverview() {
  const queryClient = useQueryClient();
  return useQuery<AdminOverviewResponse, ApiError>({
    queryKey: apiKey('getAdminOverview', OVERVIEW),
    queryFn: async ({ signal }) => {
      const overview = await api('getAdminOverview', { ...OVERVIEW, signal });
      if (overview.approvals) queryClient.setQueryData(apiKey('listLeaderRequests'), overview.approvals);
      return overview;
    },
    retry: false,
    staleTime: 0,
  });
}

/** Pending leader requests and the recent decisions (on opening, from the overview's answer: no request of its own). */
export function useLeaderRequests() {
  return useApiQuery('listLeaderRequests');
}

export interface LeaderRequestDecision {
  id: string;
  approve: boolean;
}

/**
 * Approves or rejects one request (a leader's or an office's). Success or not (e.g. another admin
 * decided first), the requests and the counters are asked again: the
 * overview carries both.
 */
export function useDecideLeaderRequest(effects: MutationEffects<AccessRequestResponse, LeaderRequestDecision>) {
  const queryClient = useQueryClient();
  return useMutation<AccessRequestResponse, ApiError, LeaderRequestDecision>({
    mutationFn: ({ id, approve }) => api(approve ? 'approveLeaderRequest' : 'rejectLeaderRequest', { params: { id } }),
    ...effects,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey('getAdminOverview', OVERVIEW) }),
  });
}

/** The 50 newest audit entries; always fresh (every admin write adds one). */
export function useAuditLog() {
  return useApiQuery('listAuditLog', undefined, { staleTime: 0 });
}

/** Every role assignment (Roles tab). */
export function useRoleAssignments() {
  return useApiQuery('listRoleAssignments', undefined, { staleTime: 0 });
}

/** A role of an organization, and (to assign it) its holder. */
export interface DirectRole {
  chapterId: string;
  role: Role;
}

/** A role change made by an admin, without approval; whatever came of it, the assignments, the audit log and the counters are asked again. */
function useDirectRoleChange<Variables>(request: (variables: Variables) => Promise<RoleAssignmentsResponse>, effects: MutationEffects<RoleAssignmentsResponse, Variables>) {
  const queryClient = useQueryClient();
  return useMutation<RoleAssignmentsResponse, ApiError, Variables>({
    mutationFn: request,
    ...effects,
    onSettled: () => refreshAdminLists(queryClient, 'listRoleAssignments', 'listAuditLog'),
  });
}

/** Gives a user a role of an organization directly. */
export function useAssignRoleDirectly(effects: MutationEffects<RoleAssignmentsResponse, DirectRole & { sub: string }>) {
  return useDirectRoleChange((body: DirectRole & { sub: string }) => api('assignRoleDirectly', { body }), effects);
}

/** Takes a role of an organization from whoever holds it. */
export function useRemoveRoleDirectly(effects: MutationEffects<RoleAssignmentsResponse, DirectRole>) {
  return useDirectRoleChange(({ chapterId, role }: DirectRole) => api('removeRoleDirectly', { params: { id: chapterId, role } }), effects);
}

/** The Users tab for a search: one call per page, "Load more" following `nextCursor`. */
export function useUserPages(q: string) {
  return useInfiniteQuery<UserListResponse, ApiError>({
    queryKey: [...routeKey('listUsers'), 'pages', q],
    queryFn: ({ pageParam, signal }) => api('listUsers', { query: { ...(q ? { q } : {}), ...(pageParam ? { cursor: pageParam as string } : {}) }, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}

export function deleteUser(sub: string) {
  return api('deleteUser', { params: { id: sub } });
}

/** The Greek-life office: makes the account the office of a school, or takes the office back. */
export function grantOffice(sub: string, schoolId: string) {
  return api('grantOfficeRole', { params: { id: sub }, body: { schoolId } });
}
export function revokeOffice(sub: string) {
  return api('revokeOfficeRole', { params: { id: sub } });
}

/** The first page of users matching `q` (the Roles tab's user picker). */
export function useUserSearch(q: string) {
  return useApiQuery('listUsers', { query: q ? { q } : {} }, { staleTime: 30_000 });
}

/** After a change: the lists it touches and the counters. */
export function refreshAdminLists(queryClient: QueryClient, ...ids: ('listRoleAssignments' | 'listUsers' | 'listAuditLog')[]): Promise<unknown> {
  return Promise.all([...ids, 'getAdminOverview' as const].map((id) => queryClient.invalidateQueries({ queryKey: routeKey(id) })));
}

/** Every school, read fresh (the Schools tab shows its own changes at once). */
export function useAdminSchools() {
  return useApiQuery('listAdminSchools', undefined, { staleTime: 0 });
}

export function createSchool(body: { name: string; city?: string; state?: string }) {
  return api('createSchool', { body });
}

export function deleteSchool(id: string) {
  return api('deleteSchool', { params: { id } });
}

export function createOrganization(body: { name: string; schoolId: string; letters?: string; type: 'fraternity' | 'sorority'; foundedYear?: number }) {
  return api('createOrganization', { body });
}

export function deleteOrganization(id: string) {
  return api('deleteOrganization', { params: { id } });
}

/** After a school or organization changed: the public lists, a school's page (and My School's), the counters and the audit log. */
export function refreshCatalog(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    (['listAdminSchools', 'listSchools', 'getSchool', 'listSchoolChapters', 'listOrganizations', 'getAdminOverview', 'listAuditLog'] as const).map((id) => queryClient.invalidateQueries({ queryKey: routeKey(id) })),
  );
}

/** The Stats tab's figures (fresh on every visit: they move with every sale). */
export function useAdminStats() {
  return useApiQuery('getAdminStats', undefined, { staleTime: 0 });
}

// Party paperwork: a school's Greek-life office rules.
export function getSchoolRules(id: string) {
  return api('getSchoolRules', { params: { id } });
}

export function updateSchoolRules(id: string, body: BodyOf<'updateSchoolRules'>) {
  return api('updateSchoolRules', { params: { id }, body });
}
