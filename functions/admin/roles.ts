/**
 * The Roles tab (docs/spec/leader-admin-side.md §2, §5): an admin assigns a role directly,
 * without a leader request, and removes any. One president and one media
 * manager per chapter still holds (the roles repository's conditions); the
 * person joins the organization when they had none, as an approval does.
 */
import type { RoleAssignmentsResponse } from '../../shared/api/types';
import type { Role } from '../../shared/limits';
import type { AdminGate } from '../lib/admin-gate';
import { adminGrantKey } from '../domains/platform/admins';
import { getProfilesBySub, profileChapterOp, type Profile } from '../domains/people/profiles';
import { contactOf, listAllRoles, readChapterAndProfiles, readRoleHolderAndProfiles, type RoleRecord } from '../domains/people/roles/roles';
import { notFound } from '../lib/errors';
import { grantRole, revokeRole } from '../domains/people/roles/role-changes';
import { ORGANIZATION_NOT_FOUND, USER_NOT_FOUND } from './messages';

/** The assignments of `roles` (newest first), with each holder's name and e-mail from `people`. */
function assignmentsOf(roles: RoleRecord[], people: ReadonlyMap<string, Profile>): RoleAssignmentsResponse {
  return {
    assignments: roles.map((r) => ({
      chapterId: r.chapterId,
      role: r.role,
      sub: r.sub,
      fullName: people.get(r.sub)?.fullName ?? '',
      email: people.get(r.sub)?.email ?? null,
      letters: r.letters,
      organizationName: r.name,
      schoolName: r.schoolName,
      createdAt: r.createdAt,
    })),
  };
}

const sameRole = (a: RoleRecord) => (b: RoleRecord) => a.chapterId === b.chapterId && a.role === b.role;

/** Every assignment, newest first, with the holder's name and e-mail. */
export async function listRoleAssignments(): Promise<RoleAssignmentsResponse> {
  const roles = await listAllRoles();
  return assignmentsOf(roles, await getProfilesBySub(roles.map((r) => r.sub)));
}

/**
 * Assigns `role` of the chapter to the user (409 when they or someone else
 * holds it). The list is read first and answered as the transaction left it
 * (the new row first: it is the newest), so the chapter, the person and every
 * holder's profile are one BatchGet.
 */
export async function assignRoleDirectly(admin: AdminGate, input: { sub: string; chapterId: string; role: Role }, now: Date): Promise<RoleAssignmentsResponse> {
  const roles = await listAllRoles();
  // The caller's admin grant is read in the same BatchGet, and confirmed before anything is told.
  const { chapter, profiles, alongside } = await readChapterAndProfiles(input.chapterId, [input.sub, ...roles.map((r) => r.sub)], [adminGrantKey(admin.sub)]);
  admin.confirm(alongside[0]);
  if (!chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  const grantee = profiles.get(input.sub);
  if (!grantee) throw notFound(USER_NOT_FOUND);
  const granted = await grantRole(chapter, { sub: input.sub, contact: contactOf(grantee) }, input.role, admin.sub, now, [profileChapterOp(input.sub, chapter.id)]);
  return assignmentsOf([granted, ...roles.filter((r) => !sameRole(granted)(r))], profiles);
}

/**
 * Removes the role from whoever holds it: the holder as the chapter's role
 * row names it (read with every listed holder's profile and the caller's
 * admin grant, in one BatchGet; the removal is conditional on that holder,
 * so a holder changed meanwhile is a 409); answered as the transaction left
 * the list.
 */
export async function removeRoleDirectly(admin: AdminGate, chapterId: string, role: Role, now: Date): Promise<RoleAssignmentsResponse> {
  const roles = await listAllRoles();
  const { holder, profiles, alongside } = await readRoleHolderAndProfiles(chapterId, role, roles.map((r) => r.sub), [adminGrantKey(admin.sub)]);
  admin.confirm(alongside[0]);
  const removed = await revokeRole(chapterId, role, admin.sub, now, holder ? [holder] : []);
  return assignmentsOf(roles.filter((r) => !sameRole(removed)(r)), profiles);
}
