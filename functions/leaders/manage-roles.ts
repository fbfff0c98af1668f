/**
 * Manage Organization Roles (docs/spec/leader-admin-side.md §2, §6): a president reads and
 * changes the roles of the chapter they preside over. Naming another member
 * president hands the presidency over in one transaction; a president
 * cannot simply remove the presidency (the chapter would have none).
 *
 * Every request is the standing, ONE Query of the chapter's member index
 * (its members and its role rows, chapter-members.ts) and, for a change, its
 * transaction (at most 3 DynamoDB calls per request). The index is eventually consistent, so nothing
 * read from it decides alone: a change is conditioned on the table's rows
 * (the role as read, the grantee's membership), and a refusal the index
 * would lead to ("not a member", "no one to remove") is first confirmed by
 * a strongly consistent read.
 */
import type { ManageRolesResponse } from '../../shared/api/types';
import { presidedChapter, type Standing } from '../../shared/authz';
import type { Role } from '../../shared/limits';
import {
  membershipCheckOp,
  membershipIn,
  nameMembers,
  readChapterMembers,
  readMembership,
  stillMembers,
  type ChapterMember,
  type MemberSources,
} from '../domains/people/roles/chapter-members';
import { contactOf, getRoleHolder, readChapterWithRoles, type RoleRecord } from '../domains/people/roles/roles';
import type { TransactOp } from '../lib/db/table';
import { HttpError, notFound } from '../lib/errors';
import { grantRole, handOverRole, revokeRole, ROLE_EXISTS, ROLES_CHANGED, type RoleChapter, type RoleGrantee } from '../domains/people/roles/role-changes';
import { NOT_A_MEMBER, ORGANIZATION_NOT_FOUND, PRESIDENT_STAYS } from './messages';

interface ManagedChapter {
  chapter: RoleChapter;
  sources: MemberSources;
  members: ChapterMember[];
}

const chapterNamesOf = (r: RoleRecord): RoleChapter => ({ id: r.chapterId, letters: r.letters, name: r.name, schoolName: r.schoolName });

/**
 * The chapter the caller presides over, its members and its roles: one
 * Query. Its names come with its president's row (every role row carries
 * them). Without that row on the index — a hand-over to the caller made a
 * moment ago, or the chapter gone — the chapter and its roles are read from
 * the table as before (one BatchGet): 404 when the chapter is gone.
 */
async function chapterOf(standing: Standing): Promise<ManagedChapter> {
  // The wrapper admitted the caller by the same rule: they preside over a chapter.
  const chapterId = presidedChapter(standing) ?? '';
  const { sources, members } = await readChapterMembers(chapterId);
  const president = sources.roles.find((r) => r.role === 'president');
  if (president) return { chapter: chapterNamesOf(president), sources, members };
  const { chapter, roles } = await readChapterWithRoles(chapterId);
  if (!chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  const strong = { profiles: sources.profiles, roles };
  return { chapter, sources: strong, members: await nameMembers(strong) };
}

/** The chapter, its members by name, and its roles (president first). */
function rolesView(chapter: RoleChapter, roles: RoleRecord[], members: ChapterMember[]): ManageRolesResponse {
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
  const { chapter, sources, members } = await chapterOf(standing);
  return rolesView(chapter, sources.roles, members);
}

/**
 * Who gets `role`, with their contact, and the transaction check that they
 * are still a member when it is given (by their profile, or by another role
 * of the chapter — never the one being given). When the index does not show
 * them a member by another way, the table is read before refusing: 409 when
 * they already hold the role, 404 when they are not a member.
 */
async function granteeOf(chapterId: string, sub: string, role: Role, sources: MemberSources): Promise<{ grantee: RoleGrantee; check: TransactOp }> {
  const indexed = sources.profiles.find((p) => p.sub === sub);
  const membership = membershipIn(chapterId, sub, indexed, sources.roles, role);
  const contact = indexed ? contactOf(indexed) : membership?.via === 'role' ? membership.role.contact : undefined;
  if (membership && contact) return { grantee: { sub, contact }, check: membershipCheckOp(chapterId, sub, membership) };
  const { profile, roles } = await readMembership(chapterId, sub);
  if (roles.some((r) => r.role === role && r.sub === sub)) throw new HttpError(409, ROLE_EXISTS);
  const confirmed = profile && membershipIn(chapterId, sub, profile, roles, role);
  if (!profile || !confirmed) throw notFound(NOT_A_MEMBER);
  return { grantee: { sub, contact: contactOf(profile) }, check: membershipCheckOp(chapterId, sub, confirmed) };
}

/** Assign Role: a member of the chapter gets `role`; the presidency changes hands from the caller. */
export async function assignManagedRole(callerSub: string, standing: Standing, input: { sub: string; role: Role }, now: Date): Promise<ManageRolesResponse> {
  const { chapter, sources, members } = await chapterOf(standing);
  const { grantee, check } = await granteeOf(chapter.id, input.sub, input.role, sources);
  let granted;
  if (input.role === 'president') {
    // The hand-over is conditioned on this row (the caller still presides), so a stale index can only refuse.
    const current = sources.roles.find((r) => r.role === 'president');
    if (!current || current.sub !== callerSub) throw new HttpError(409, ROLES_CHANGED);
    granted = await handOverRole(chapter, current, grantee, callerSub, now, [check]);
  } else {
    granted = await grantRole(chapter, grantee, input.role, callerSub, now, [check]);
  }
  // The roles as the transaction left them (it was conditional on the roles read); the members are unchanged.
  return rolesView(chapter, [...sources.roles.filter((r) => r.role !== granted.role), granted], members);
}

/** Remove: the media manager's role (the presidency only changes hands). */
export async function removeManagedRole(callerSub: string, standing: Standing, role: Role, now: Date): Promise<ManageRolesResponse> {
  const { chapter, sources, members } = await chapterOf(standing);
  if (role === 'president') throw new HttpError(409, PRESIDENT_STAYS);
  // Nobody in the role on the index: the table says whether a role given a moment ago is there before 404.
  const holder = sources.roles.find((r) => r.role === role) ?? (await getRoleHolder(chapter.id, role));
  await revokeRole(chapter.id, role, callerSub, now, holder ? [holder] : []);
  const remaining = { profiles: sources.profiles, roles: sources.roles.filter((r) => r.role !== role) };
  return rolesView(chapter, remaining.roles, stillMembers(members, remaining));
}
