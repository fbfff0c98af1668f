import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ManageRolesResponse } from '../../../../shared/api/types';
import type { Role } from '../../../../shared/limits';
import { type ApiError, api } from '../../lib/api';
import { type MutationEffects, afterUpdate, apiKey, useApiQuery } from '../../lib/queries';

/** The president's chapter: members and current roles; its 403 is how the page learns the visitor is no president. */
export function useManagedRoles(enabled = true) {
  return useApiQuery('getManagedRoles', undefined, { staleTime: 0, enabled });
}

/** An assignment as the API takes it: a hand-over of the presidency carries its confirmation. */
export type RoleAssignment = { sub: string; role: Role; confirmHandover?: true };

/** Shows the answer of a change at once (it is the chapter's new state). */
function storeManagedRoles(queryClient: QueryClient, data: ManageRolesResponse): void {
  queryClient.setQueryData(apiKey('getManagedRoles'), data);
}

/**
 * Gives a member a role. Naming someone else president hands the presidency
 * over: the caller's standing changed everywhere (the menu, the leader
 * pages), so everything but this page's roles, no longer theirs to read, is
 * asked again.
 */
export function useAssignMemberRole(effects: MutationEffects<ManageRolesResponse, RoleAssignment>) {
  const queryClient = useQueryClient();
  return useMutation<ManageRolesResponse, ApiError, RoleAssignment>({
    mutationFn: (input) => api('assignManagedRole', { body: input }),
    ...afterUpdate((data, input) => {
      if (input.role === 'president') void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'getManagedRoles' });
      else storeManagedRoles(queryClient, data);
    }, effects),
  });
}

/** Takes a role from whoever holds it in the president's chapter. */
export function useRemoveMemberRole(effects: MutationEffects<ManageRolesResponse, Role>) {
  const queryClient = useQueryClient();
  return useMutation<ManageRolesResponse, ApiError, Role>({
    mutationFn: (role) => api('removeManagedRole', { params: { role } }),
    ...afterUpdate((data) => storeManagedRoles(queryClient, data), effects),
  });
}
