import type { QueryClient } from '@tanstack/react-query';
import type { Role } from '../../../../shared/limits';
import { api } from '../../lib/api';
import { apiKey, useApiQuery } from '../../lib/queries';

/** The president's chapter: members and current roles; its 403 is how the page learns the visitor is no president. */
export function useManagedRoles(enabled = true) {
  return useApiQuery('getManagedRoles', undefined, { staleTime: 0, enabled });
}

/** An assignment as the API takes it: a hand-over of the presidency carries its confirmation. */
export type RoleAssignment = { sub: string; role: Role; confirmHandover?: true };

export function assignMemberRole(input: RoleAssignment) {
  return api('assignManagedRole', { body: input });
}

export function removeMemberRole(role: Role) {
  return api('removeManagedRole', { params: { role } });
}

/** Shows the answer of a change at once (it is the chapter's new state). */
export function storeManagedRoles(queryClient: QueryClient, data: Awaited<ReturnType<typeof assignMemberRole>>): void {
  queryClient.setQueryData(apiKey('getManagedRoles'), data);
}
