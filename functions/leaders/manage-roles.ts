/**
 * Manage Organization Roles (leader side §2, §6): a president reads and
 * changes the roles of the chapter they preside over. Naming another member
 * president hands the presidency over in one transaction; a president
 * cannot simply remove the presidency (the chapter would have none).
 */
import type { ManageRolesResponse } from '../../shared/api/types';
import { presidedChapter, type Standing } from '../../shared/authz';
import type { Role } from '../../shared/limits';
import { listChapterMembers, readChapterMembers, type ChapterMember } from '../lib/db/chapter-members';
import { contactOf, readChapterWithRoles } from '../lib/db/roles';
import { HttpError, notFound } from '../lib/errors';
import { grantRole, handOverRole, revokeRole, ROLES_CHANGED } from '../lib/role-changes';
import { NOT_A_MEMBER, ORGANIZATION_NOT_FOUND, PRESIDENT_STAYS } from './messages';

/** The chapter the caller presides over and its roles: one BatchGet. */
async function chapterOf(standing: Standing) {
  // The wrapper admitted the caller by the same rule: they preside over a chapter.
  const { chapter, roles } = await readChapterWithRoles(presidedChapter(standing) ?? '');
  if (!chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  return { chapter, roles };
}

/** The chapter, its members by name, and its current roles (president first): the members are one Query. */
async function rolesView({ chapter, roles }: Awaited<ReturnType<typeof chapterOf>>, read?: ChapterMember[]): Promise<ManageRolesResponse> {
  const members = read ?? (await listChapterMembers(chapter.id, roles));
  const bySub = new Map(members.map((m) => [m.sub, m]));
  return {
    chapter: { id: chapter.id, letters: chapter.letters, name: chapter.name, schoolName: chapter.schoolName },
    members,
    roles: roles
      .map((r) => ({ sub: r.sub, fullName: bySub.get(r.sub)?.fullName ?? '', email: bySub.get(r.sub)?.email ?? null, role: r.role }))
      .sort((a, b) => (a.role === 'president' ? -1 : b.role === 'president' ? 1 : 0)),
  };
}

export async function getManagedRoles(standing: Standing): Promise<ManageRolesResponse> {
  return rolesView(await chapterOf(standing));
}

/** Assign Role: a member of the chapter gets `role`; the presidency changes hands from the caller. */
export async function assignManagedRole(callerSub: string, standing: Standing, input: { sub: string; role: Role }, now: Date): Promise<ManageRolesResponse> {
  const { chapter, roles } = await chapterOf(standing);
  const { members, profiles } = await readChapterMembers(chapter.id, roles);
  const profile = profiles.get(input.sub);
  if (!profile || !members.some((m) => m.sub === input.sub)) throw notFound(NOT_A_MEMBER);
  const grantee = { sub: input.sub, contact: contactOf(profile) };
  let granted;
  if (input.role === 'president') {
    const current = roles.find((r) => r.role === 'president');
    if (!current || current.sub !== callerSub) throw new HttpError(409, ROLES_CHANGED);
    granted = await handOverRole(chapter, current, grantee, callerSub, now);
  } else {
    granted = await grantRole(chapter, grantee, input.role, callerSub, now);
  }
  // The roles as the transaction left them (it was conditional on the roles read): no second read.
  return rolesView({ chapter, roles: [...roles.filter((r) => r.role !== granted.role), granted] }, members);
}

/** Remove: the media manager's role (the presidency only changes hands). */
export async function removeManagedRole(callerSub: string, standing: Standing, role: Role, now: Date): Promise<ManageRolesResponse> {
  const { chapter, roles } = await chapterOf(standing);
  if (role === 'president') throw new HttpError(409, PRESIDENT_STAYS);
  await revokeRole(chapter.id, role, callerSub, now, roles);
  return rolesView({ chapter, roles: roles.filter((r) => r.role !== role) });
}
