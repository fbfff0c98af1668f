/**
 * The Roles tab (leader side §2, §5): an admin assigns a role directly,
 * without a leader request, and removes any. One president and one media
 * manager per chapter still holds (the roles repository's conditions); the
 * person joins the organization when they had none, as an approval does.
 */
import type { RoleAssignmentsResponse } from '../../shared/api/types';
import type { Role } from '../../shared/limits';
import { getProfilesBySub, profileChapterOp, type Profile } from '../lib/db/profiles';
import { listAllRoles, readChapterAndProfiles, type RoleRecord } from '../lib/db/roles';
import { notFound } from '../lib/errors';
import { grantRole, revokeRole } from '../lib/role-changes';
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
export async function assignRoleDirectly(adminSub: string, input: { sub: string; chapterId: string; role: Role }, now: Date): Promise<RoleAssignmentsResponse> {
  const roles = await listAllRoles();
  const { chapter, profiles } = await readChapterAndProfiles(input.chapterId, [input.sub, ...roles.map((r) => r.sub)]);
  if (!chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  if (!profiles.has(input.sub)) throw notFound(USER_NOT_FOUND);
  const granted = await grantRole(chapter, input.sub, input.role, adminSub, now, [profileChapterOp(input.sub, chapter.id)]);
  return assignmentsOf([granted, ...roles.filter((r) => !sameRole(granted)(r))], profiles);
}

/**
 * Removes the role from whoever holds it: the holder as the list names it
 * (the removal is conditional on it, so a holder changed meanwhile is a
 * 409), read alone only when the list does not name one yet; answered as
 * the transaction left the list.
 */
export async function removeRoleDirectly(adminSub: string, chapterId: string, role: Role, now: Date): Promise<RoleAssignmentsResponse> {
  const roles = await listAllRoles();
  const listed = roles.filter((r) => r.chapterId === chapterId && r.role === role);
  const [people, removed] = await Promise.all([getProfilesBySub(roles.map((r) => r.sub)), revokeRole(chapterId, role, adminSub, now, listed.length ? listed : undefined)]);
  return assignmentsOf(roles.filter((r) => !sameRole(removed)(r)), people);
}
