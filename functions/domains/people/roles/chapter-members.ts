/**
 * Who counts as a member of a chapter (docs/spec/leader-admin-side.md §2 "Manage Organization
 * Roles"): a person whose profile names it as their organization (set at
 * registration or by an approval), or who holds one of its roles (granted by
 * an approval or an assignment).
 *
 * Both are on the chapter's member index (GSI1 `CHAPTER#<id>`, sort keys
 * `MEMBER#…`): the members' profiles and the chapter-side role rows, so the
 * members and the roles are ONE Query (at most 3 DynamoDB calls per request). A role row written
 * before the rows were indexed is not on it, and no Query can tell it is
 * missing; so a chapter's index also holds a marker once every role row of
 * the chapter is known to be on it (`keys.memberIndex.marker`). Without the
 * marker the roles are read from the table (a strongly consistent BatchGet:
 * the roles are a fixed set of keys) and the rows found are put on the index
 * with the marker (`indexChapterRoles`): once per chapter, so an older row
 * never makes its holder disappear from the members.
 *
 * The index is eventually consistent. What it answers only shows a screen
 * or picks which condition a write carries: a write that depends on
 * membership or on a role's holder is conditioned on the table's own rows
 * (`membershipCheckOp`, and the role conditions of roles.ts), and a refusal it would lead to is
 * confirmed by a strongly consistent read first (`readMembership`).
 */
import { MEMBER_INDEX_ENTITY, memberIndexMarker } from '../../catalog/organizations/chapters';
import { keys } from '../../keys';
import { trainingIn, type TrainingDates } from '../monitor-training';
import { getProfilesBySub, isProfileItem, toProfile, type Profile } from '../profiles';
import { chapterRoleKeys, isChapterRoleItem, rolesIn, toRoleRecord, type RoleRecord } from './roles';
import { INDEX, batchGetConsistent, queryPrefix, transactWrite, type Item, type TransactOp } from '../../../lib/db/table';
import { writeFailure } from '../../../lib/db/write-failure';

export interface ChapterMember {
  sub: string;
  fullName: string;
  email: string | null;
}

/** What the members are made of: the profiles on the member index and the chapter's roles. */
export interface MemberSources {
  profiles: Profile[];
  roles: RoleRecord[];
  /** The members' sober-monitor training days: their item sits on the member index too (monitor-training.ts). */
  training?: TrainingDates;
}

const byName = (a: ChapterMember, b: ChapterMember) => (a.fullName || a.email || '').localeCompare(b.fullName || b.email || '');
const asMember = (p: Pick<Profile, 'sub' | 'fullName' | 'email'>): ChapterMember => ({ sub: p.sub, fullName: p.fullName, email: p.email });
const isMarker = (item: Item) => item.entity === MEMBER_INDEX_ENTITY;

/**
 * The chapter's members' profiles and its roles: ONE Query of the member
 * index once the chapter is marked; before that, the roles from the table
 * and the write putting them on the index (three calls, once per chapter).
 */
export async function readMemberSources(chapterId: string): Promise<MemberSources> {
  const items = await queryPrefix(keys.profile.membersOf(chapterId), { index: INDEX.GSI1 });
  const profiles = items.filter(isProfileItem).map(toProfile);
  const training = trainingIn(items);
  if (items.some(isMarker)) return { profiles, roles: items.filter(isChapterRoleItem).map(toRoleRecord), training };
  return { profiles, roles: await indexChapterRoles(chapterId), training };
}

/**
 * The chapter's roles read from the table (strongly consistent), each row
 * put on the member index if it is not yet, and the chapter marked — in one
 * transaction that holds only while every role is as read: a row updated
 * only while its holder is unchanged, a vacant role only while it is vacant
 * or indexed. When anything changed meanwhile the marker is not written and
 * the next read does this again; the roles read are answered either way.
 */
async function indexChapterRoles(chapterId: string): Promise<RoleRecord[]> {
  const roleKeys = chapterRoleKeys(chapterId);
  const rows = await batchGetConsistent(roleKeys);
  const ops: TransactOp[] = rows.map((row, i) => {
    const key = roleKeys[i]!;
    if (!row)
      return { ConditionCheck: { Key: key, ConditionExpression: 'attribute_not_exists(PK) OR attribute_exists(GSI1PK)' } };
    const role = toRoleRecord(row);
    const index = keys.role.member(role);
    return {
      Update: {
        Key: key,
        UpdateExpression: 'SET GSI1PK = :pk, GSI1SK = :sk',
        ConditionExpression: '#sub = :sub',
        ExpressionAttributeNames: { '#sub': 'sub' },
        ExpressionAttributeValues: { ':pk': index.GSI1PK, ':sk': index.GSI1SK, ':sub': role.sub },
      },
    };
  });
  try {
    await transactWrite([...ops, { Put: { Item: memberIndexMarker(chapterId) } }]);
  } catch (error) {
    if (!writeFailure(error)) throw error;
  }
  return rolesIn(rows);
}

/** Role holders outside the member index whose row has no contact (written before it was kept): only their profiles name them. */
export function unnamedSubs({ profiles, roles }: MemberSources): string[] {
  const indexed = new Set(profiles.map((p) => p.sub));
  return roles.filter((r) => !indexed.has(r.sub) && !r.contact).map((r) => r.sub);
}

/** The members, by name, each once: a role holder outside the index is named from their row's contact, else from `people`. */
export function membersFrom({ profiles, roles }: MemberSources, people: ReadonlyMap<string, Profile> = new Map()): ChapterMember[] {
  const members = new Map(profiles.map((p) => [p.sub, asMember(p)]));
  for (const { sub, contact } of roles) {
    const outside = contact ? { sub, ...contact } : people.get(sub);
    if (!members.has(sub) && outside) members.set(sub, asMember(outside));
  }
  return [...members.values()].sort(byName);
}

/** The members by name, reading (one BatchGet) only the profiles of role holders `unnamedSubs` leaves unnamed. */
export async function nameMembers(sources: MemberSources): Promise<ChapterMember[]> {
  const unnamed = unnamedSubs(sources);
  return membersFrom(sources, unnamed.length ? await getProfilesBySub(unnamed) : undefined);
}

/** The member sources and the members by name: one Query (`readMemberSources`, `nameMembers`). */
export async function readChapterMembers(chapterId: string): Promise<{ sources: MemberSources; members: ChapterMember[] }> {
  const sources = await readMemberSources(chapterId);
  return { sources, members: await nameMembers(sources) };
}

/** Of `members`, those `sources` still make members (after a role was removed: its holder, unless a profile or another role keeps them). */
export function stillMembers(members: readonly ChapterMember[], { profiles, roles }: MemberSources): ChapterMember[] {
  const subs = new Set([...profiles.map((p) => p.sub), ...roles.map((r) => r.sub)]);
  return members.filter((m) => subs.has(m.sub));
}

/** Why a person is a member: their profile names the chapter, or they hold `role` of it. */
export type Membership = { via: 'profile' } | { via: 'role'; role: RoleRecord };

/** How `sub` is a member by what was read (the profile first); undefined when they are not. `except` leaves one role out (the one a write replaces). */
export function membershipIn(chapterId: string, sub: string, profile: Profile | undefined, roles: readonly RoleRecord[], except?: string): Membership | undefined {
  if (profile?.chapterId === chapterId) return { via: 'profile' };
  const role = roles.find((r) => r.chapterId === chapterId && r.sub === sub && r.role !== except);
  return role ? { via: 'role', role } : undefined;
}

/**
 * A person's profile and the chapter's roles, strongly consistent, in ONE
 * BatchGet: what confirms a membership the index did not show before it is
 * refused.
 */
export async function readMembership(chapterId: string, sub: string): Promise<{ profile: Profile | undefined; roles: RoleRecord[] }> {
  const [profile, ...roles] = await batchGetConsistent([keys.profile.item(sub), ...chapterRoleKeys(chapterId)]);
  return { profile: profile ? toProfile(profile) : undefined, roles: rolesIn(roles) };
}

/** A transaction check that the membership still holds on the table: the profile still names the chapter, or the role is still theirs. */
export function membershipCheckOp(chapterId: string, sub: string, membership: Membership): TransactOp {
  if (membership.via === 'profile')
    return {
      ConditionCheck: {
        Key: keys.profile.item(sub),
        ConditionExpression: 'chapterId = :chapter',
        ExpressionAttributeValues: { ':chapter': chapterId },
      },
    };
  return {
    ConditionCheck: {
      Key: keys.role.chapterSide(membership.role),
      ConditionExpression: '#sub = :sub',
      ExpressionAttributeNames: { '#sub': 'sub' },
      ExpressionAttributeValues: { ':sub': sub },
    },
  };
}
