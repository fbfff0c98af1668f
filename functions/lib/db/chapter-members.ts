/**
 * Who counts as a member of a chapter (leader side §2 "Manage Organization
 * Roles"): a person whose profile names it as their organization (set at
 * registration or by an approval), or who holds one of its roles (granted by
 * an approval or an assignment). Two Queries: the profiles on the chapter's
 * member index, and the chapter's role rows.
 */
import { keys } from './keys';
import { getProfilesBySub, toProfile } from './profiles';
import { listRolesOfChapter, type RoleRecord } from './roles';
import { INDEX, queryPrefix } from './table';

export interface ChapterMember {
  sub: string;
  fullName: string;
  email: string | null;
}

const byName = (a: ChapterMember, b: ChapterMember) => (a.fullName || a.email || '').localeCompare(b.fullName || b.email || '');

/** The chapter's members, by name: profile members and role holders (`knownRoles` when the caller read them), each once. */
export async function listChapterMembers(chapterId: string, knownRoles?: RoleRecord[]): Promise<ChapterMember[]> {
  const [profiles, roles] = await Promise.all([queryPrefix(keys.profile.membersOf(chapterId), { index: INDEX.GSI1 }), knownRoles ?? listRolesOfChapter(chapterId)]);
  const members = new Map(profiles.map(toProfile).map((p) => [p.sub, { sub: p.sub, fullName: p.fullName, email: p.email }]));
  const outside = roles.map((r) => r.sub).filter((sub) => !members.has(sub));
  for (const p of (await getProfilesBySub(outside)).values()) members.set(p.sub, { sub: p.sub, fullName: p.fullName, email: p.email });
  return [...members.values()].sort(byName);
}
