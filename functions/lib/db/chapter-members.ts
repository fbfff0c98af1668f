/**
 * Who counts as a member of a chapter (leader side §2 "Manage Organization
 * Roles"): a person whose profile names it as their organization (set at
 * registration or by an approval), or who holds one of its roles (granted by
 * an approval or an assignment). Two Queries: the profiles on the chapter's
 * member index, and the chapter's role rows; then the profiles of role
 * holders outside the index — a caller that reads other profiles anyway
 * (the paperwork panel) asks for them in its own BatchGet
 * (`outsideSubs`, `membersFrom`).
 */
import { keys } from './keys';
import { getProfilesBySub, toProfile, type Profile } from './profiles';
import { listRolesOfChapter, type RoleRecord } from './roles';
import { INDEX, queryPrefix } from './table';

export interface ChapterMember {
  sub: string;
  fullName: string;
  email: string | null;
}

/** What the members are made of: the profiles on the member index and the chapter's roles. */
export interface MemberSources {
  profiles: Profile[];
  roles: RoleRecord[];
}

const byName = (a: ChapterMember, b: ChapterMember) => (a.fullName || a.email || '').localeCompare(b.fullName || b.email || '');
const asMember = (p: Profile): ChapterMember => ({ sub: p.sub, fullName: p.fullName, email: p.email });

/** The member index and the roles (`knownRoles` when the caller read them): one or two Queries. */
export async function readMemberSources(chapterId: string, knownRoles?: RoleRecord[]): Promise<MemberSources> {
  const [items, roles] = await Promise.all([queryPrefix(keys.profile.membersOf(chapterId), { index: INDEX.GSI1 }), knownRoles ?? listRolesOfChapter(chapterId)]);
  return { profiles: items.map(toProfile), roles };
}

/** Role holders whose profile is not on the member index: their profiles are read by sub. */
export function outsideSubs({ profiles, roles }: MemberSources): string[] {
  const indexed = new Set(profiles.map((p) => p.sub));
  return roles.map((r) => r.sub).filter((sub) => !indexed.has(sub));
}

/** The members, by name, each once; `people` holds (at least) the profiles of `outsideSubs`. */
export function membersFrom({ profiles, roles }: MemberSources, people: ReadonlyMap<string, Profile>): ChapterMember[] {
  const members = new Map(profiles.map((p) => [p.sub, asMember(p)]));
  for (const { sub } of roles) {
    const outside = people.get(sub);
    if (!members.has(sub) && outside) members.set(sub, asMember(outside));
  }
  return [...members.values()].sort(byName);
}

/** The chapter's members, by name: profile members and role holders (`knownRoles` when the caller read them), each once. */
export async function listChapterMembers(chapterId: string, knownRoles?: RoleRecord[]): Promise<ChapterMember[]> {
  return (await readChapterMembers(chapterId, knownRoles)).members;
}

/** `listChapterMembers` with each member's profile (a role given to one copies its contact). */
export async function readChapterMembers(chapterId: string, knownRoles?: RoleRecord[]): Promise<{ members: ChapterMember[]; profiles: ReadonlyMap<string, Profile> }> {
  const sources = await readMemberSources(chapterId, knownRoles);
  const outside = await getProfilesBySub(outsideSubs(sources));
  return { members: membersFrom(sources, outside), profiles: new Map([...sources.profiles.map((p) => [p.sub, p] as const), ...outside]) };
}
