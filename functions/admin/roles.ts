/**
 * The Roles tab (leader side §2, §5): an admin assigns a role directly,
 * without a leader request, and removes any. One president and one media
 * manager per chapter still holds (the roles repository's conditions); the
 * person joins the organization when they had none, as an approval does.
 */
import type { RoleAssignmentsResponse } from '../../shared/api/types';
import type { Role } from '../../shared/limits';
import { getChapter } from '../lib/db/chapters';
import { getProfile, getProfilesBySub, profileChapterOp } from '../lib/db/profiles';
import { listAllRoles } from '../lib/db/roles';
import { notFound } from '../lib/errors';
import { grantRole, revokeRole } from '../lib/role-changes';
import { ORGANIZATION_NOT_FOUND, USER_NOT_FOUND } from './messages';

/** Every assignment, newest first, with the holder's name and e-mail. */
export async function listRoleAssignments(): Promise<RoleAssignmentsResponse> {
  const roles = await listAllRoles();
  const people = await getProfilesBySub(roles.map((r) => r.sub));
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

/** Assigns `role` of the chapter to the user (409 when they or someone else holds it). */
export async function assignRoleDirectly(adminSub: string, input: { sub: string; chapterId: string; role: Role }, now: Date): Promise<RoleAssignmentsResponse> {
  const [chapter, profile] = await Promise.all([getChapter(input.chapterId), getProfile(input.sub)]);
  if (!chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  if (!profile) throw notFound(USER_NOT_FOUND);
  await grantRole(chapter, input.sub, input.role, adminSub, now, [profileChapterOp(input.sub, chapter.id)]);
  return listRoleAssignments();
}

/** Removes the role from whoever holds it. */
export async function removeRoleDirectly(adminSub: string, chapterId: string, role: Role, now: Date): Promise<RoleAssignmentsResponse> {
  await revokeRole(chapterId, role, adminSub, now);
  return listRoleAssignments();
}
