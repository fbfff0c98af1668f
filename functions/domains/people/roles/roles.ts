/**
 * Leader roles. One president and one media manager per chapter by
 * construction: the chapter-side row `PK=CHAPTER#<chapterId> SK=ROLE#<role>`
 * is written with `attribute_not_exists`, in the same transaction as the
 * person's view `PK=USER#<sub> SK=ROLE#<chapterId>#<role>`.
 *
 * Both rows carry the chapter's letters, organization name and school name,
 * so GET /me shows "ΑΕΦ Alpha Epsilon Phi" without reading the chapter. The
 * person's row lists the chapter-side row in `refs`: deleting the account
 * deletes it too, which frees the role.
 *
 * The chapter-side row also carries its holder's `contact` (name, e-mail,
 * phone as on their profile when the role was given), so the registration
 * packet names the president from the role row alone, without reading the
 * president's profile after it (at most 3 DynamoDB calls per request). A profile's name, e-mail and
 * phone are set when it is created and no route changes them, so the copy
 * stays true; a feature that changes them must rewrite the holder's
 * chapter-side rows (their user-side views name them). Rows written before
 * the copy, or by a writer that did not have it, have no `contact`: their
 * readers read the holder's profile (`chapter-members.ts` `unnamedSubs`).
 *
 * The chapter-side row is also on the chapter's member index (GSI1
 * `CHAPTER#<id>` / `MEMBER#<sub>#ROLE#<role>`, beside the members' profiles),
 * so one Query gives a chapter's members and roles (chapter-members.ts; rows
 * written before are put there by the first read of their chapter).
 */
import type { ChapterDetail } from '../../../../shared/api/types';
import type { Standing } from '../../../../shared/authz';
import { ROLES, type Role } from '../../../../shared/limits';
import { keys, type ItemKey } from '../../keys';
import { toChapterDetail } from '../../catalog/organizations/chapters';
import { isProfileItem, toProfile, type Profile } from '../profiles';
import { INDEX, batchGetConsistent, batchGetFound, getItem, queryAll, queryPrefix, stripKeys, transactWrite, type Item, type TransactOp } from '../../../lib/db/table';
import { isConditionFailure } from '../../../lib/db/write-failure';

export interface RoleRecord {
  chapterId: string;
  role: Role;
  sub: string;
  /** Chapter letters ("ΑΕΦ"); may be empty for organizations without letters. */
  letters: string;
  /** Organization name ("Alpha Epsilon Phi"). */
  name: string;
  schoolName: string;
  createdAt: string;
  /** The holder's contact as on their profile when the role was given (chapter-side rows only; absent on older rows). */
  contact?: RoleContact;
}

/** A role holder's name and contact, copied from their profile (see above). */
export interface RoleContact {
  fullName: string;
  email: string | null;
  phone: string | null;
}

/** The contact a role row copies from the holder's profile. */
export const contactOf = (p: Pick<Profile, 'fullName' | 'email' | 'phone'>): RoleContact => ({ fullName: p.fullName, email: p.email, phone: p.phone });

const chapterKey = keys.role.chapterSide;
const CHAPTER_ROLE_ENTITY = 'chapterRole';

/** True for a chapter-side role row (as the chapter's member index returns it among the profiles). */
export const isChapterRoleItem = (item: Item): boolean => item.entity === CHAPTER_ROLE_ENTITY;
const userKey = keys.role.userSide;

/** Both stored items of a role (chapter side first); the person's item refers to the chapter side. */
export function roleItems(role: RoleRecord): [Item, Item] {
  // The contact is the chapter's to show (the packet), not the person's own view's.
  const { contact, ...userSide } = role;
  return [
    { ...chapterKey(role), ...keys.role.listed(role), ...keys.role.member(role), entity: CHAPTER_ROLE_ENTITY, ...userSide, ...(contact ? { contact } : {}) },
    { ...userKey(role), entity: 'userRole', ...userSide, refs: [chapterKey(role)] },
  ];
}

/**
 * The transaction operations creating a role: the chapter-side put fails
 * (`ConditionalCheckFailed` at index 0) when that role of that chapter is
 * already held.
 */
export function assignRoleOps(role: RoleRecord): [TransactOp, TransactOp] {
  const [chapterSide, userSide] = roleItems(role);
  return [
    { Put: { Item: chapterSide, ConditionExpression: 'attribute_not_exists(PK)' } },
    { Put: { Item: userSide } },
  ];
}

/**
 * Transaction checks that `sub` holds no role of `chapterId` (one per role):
 * a write guarded by them fails at these indexes when the person leads the
 * chapter, read in the same transaction rather than by a separate Query.
 */
export function notLeaderOfOps(chapterId: string, sub: string): TransactOp[] {
  return ROLES.map((role) => ({
    ConditionCheck: {
      Key: chapterKey({ chapterId, role }),
      ConditionExpression: 'attribute_not_exists(PK) OR #sub <> :sub',
      ExpressionAttributeNames: { '#sub': 'sub' },
      ExpressionAttributeValues: { ':sub': sub },
    },
  }));
}

/** A condition on a chapter-side row: it is held by `sub` (it is not, once removed or handed over). */
function heldBy(sub: string) {
  return { ConditionExpression: '#sub = :sub', ExpressionAttributeNames: { '#sub': 'sub' }, ExpressionAttributeValues: { ':sub': sub } };
}

/**
 * The transaction operations handing a role from its holder to another
 * person: the chapter-side row is overwritten only while `from` still holds
 * it (one item, so the role has exactly one holder at every instant), the
 * old holder's row goes and the new holder's comes.
 */
export function handOverRoleOps(from: RoleRecord, to: RoleRecord): TransactOp[] {
  const [chapterSide, userSide] = roleItems(to);
  return [
    { Put: { Item: chapterSide, ...heldBy(from.sub) } },
    { Delete: { Key: userKey(from) } },
    { Put: { Item: userSide } },
  ];
}

/** The transaction operations removing a role from its holder, failing (index 0) when `holder` no longer holds it. */
export function removeRoleOps(holder: RoleRecord): TransactOp[] {
  return [{ Delete: { Key: chapterKey(holder), ...heldBy(holder.sub) } }, { Delete: { Key: userKey(holder) } }];
}

/** Gives a role; false when the chapter already has someone in that role. */
export async function assignRole(role: RoleRecord): Promise<boolean> {
  try {
    await transactWrite(assignRoleOps(role));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export function toRoleRecord(item: Item): RoleRecord {
  const { refs: _refs, contact, ...rest } = stripKeys<RoleRecord & { refs?: unknown }>(item);
  return contact ? { ...rest, contact } : rest;
}

/** Who holds a role in a chapter, strongly consistent (what a refusal or a removal is decided on); undefined when nobody does. */
export async function getRoleHolder(chapterId: string, role: Role): Promise<RoleRecord | undefined> {
  const item = await getItem(chapterKey({ chapterId, role }), { consistent: true });
  return item ? toRoleRecord(item) : undefined;
}

/** The roles held in a chapter (at most one president and one media manager): one Query. */
export async function listRolesOfChapter(chapterId: string): Promise<RoleRecord[]> {
  const items = await queryPrefix(keys.role.ofChapter(chapterId));
  return items.map(toRoleRecord);
}

/** The keys of a chapter's role rows (a fixed set), for a caller's own BatchGet; `rolesIn` reads the items back. */
export function chapterRoleKeys(chapterId: string): ItemKey[] {
  return ROLES.map((role) => chapterKey({ chapterId, role }));
}

/** The roles among the items a BatchGet of `chapterRoleKeys` found (undefined where nobody holds one). */
export function rolesIn(items: readonly (Item | undefined)[]): RoleRecord[] {
  return items.flatMap((item) => (item ? [toRoleRecord(item)] : []));
}

/** A chapter and the roles held in it, in ONE BatchGet (the roles are a fixed set, so their keys are known). */
export async function readChapterWithRoles(chapterId: string): Promise<{ chapter: ChapterDetail | undefined; roles: RoleRecord[] }> {
  const [chapter, ...roles] = await batchGetConsistent([keys.chapter.item(chapterId), ...chapterRoleKeys(chapterId)]);
  return { chapter: chapter ? toChapterDetail(chapter) : undefined, roles: rolesIn(roles) };
}

/**
 * Items of known keys and people's profiles in ONE BatchGet (up to 100
 * keys; more take a BatchGet per 100 keys): `known` come back found or
 * undefined in their order, the profiles by sub.
 */
async function readWithProfiles(known: ItemKey[], subs: readonly string[]): Promise<{ items: (Item | undefined)[]; profiles: Map<string, Profile> }> {
  const found = await batchGetFound([...known, ...[...new Set(subs)].map((sub) => keys.profile.item(sub))]);
  const items = known.map((key) => found.find((item) => item.PK === key.PK && item.SK === key.SK));
  const profiles = found.filter(isProfileItem).map(toProfile);
  return { items, profiles: new Map(profiles.map((p) => [p.sub, p])) };
}

/**
 * The roles held in a chapter and people's profiles in ONE BatchGet (the
 * roles are a fixed set of keys; 100 keys to a read): the registration
 * packet names its president (from the role row's `contact`), its officer in
 * charge and its guests at once.
 */
export async function readChapterRolesAndProfiles(
  chapterId: string,
  subs: readonly string[],
  alongside: ItemKey[] = [],
): Promise<{ roles: RoleRecord[]; profiles: Map<string, Profile>; alongside: (Item | undefined)[] }> {
  const roleKeys = chapterRoleKeys(chapterId);
  const { items, profiles } = await readWithProfiles([...roleKeys, ...alongside], subs);
  return { roles: rolesIn(items.slice(0, roleKeys.length)), profiles, alongside: items.slice(roleKeys.length) };
}

/**
 * A chapter and people's profiles in ONE BatchGet (up to 99 people, fewer
 * the more `alongside` keys the caller adds: an admin's grant, found or
 * undefined in their order): the Roles tab checks the chapter and the
 * person it assigns, and names every holder it lists, at once.
 */
export async function readChapterAndProfiles(
  chapterId: string,
  subs: readonly string[],
  alongside: ItemKey[] = [],
): Promise<{ chapter: ChapterDetail | undefined; profiles: Map<string, Profile>; alongside: (Item | undefined)[] }> {
  const { items, profiles } = await readWithProfiles([keys.chapter.item(chapterId), ...alongside], subs);
  const [chapter, ...others] = items;
  return { chapter: chapter ? toChapterDetail(chapter) : undefined, profiles, alongside: others };
}

/**
 * Who holds `role` of the chapter (strongly consistent: a removal is guarded
 * by it) and people's profiles, with `alongside` keys, in ONE BatchGet as
 * `readChapterAndProfiles`: the Roles tab's removal names the remaining
 * holders without reading the removed one alone.
 */
export async function readRoleHolderAndProfiles(
  chapterId: string,
  role: Role,
  subs: readonly string[],
  alongside: ItemKey[] = [],
): Promise<{ holder: RoleRecord | undefined; profiles: Map<string, Profile>; alongside: (Item | undefined)[] }> {
  const { items, profiles } = await readWithProfiles([chapterKey({ chapterId, role }), ...alongside], subs);
  const [holder, ...others] = items;
  return { holder: holder ? toRoleRecord(holder) : undefined, profiles, alongside: others };
}

/** Every role of every chapter, newest assignment first (the admin Roles tab): one Query. */
export async function listAllRoles(): Promise<RoleRecord[]> {
  const items = await queryAll({
    IndexName: INDEX.GSI2,
    KeyConditionExpression: 'GSI2PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.role.list },
    ScanIndexForward: false,
  });
  return items.map(toRoleRecord);
}

/** Every role a person holds. */
export async function listRolesOfUser(sub: string): Promise<RoleRecord[]> {
  const items = await queryPrefix(keys.role.ofUser(sub));
  return items.map(toRoleRecord);
}

/** A standing as read from the table, with the profile's "Sign out everywhere" fence (session-fence.ts). */
export type CallerStanding = Standing & { sessionsValidAfter: number | null };

/**
 * What the authorization rules need of a person (`shared/authz.ts`): their
 * profile's organization and their roles, in ONE Query of the user partition
 * from `PROFILE` through the last `ROLE#…`. The RSVP and review views that
 * sort between them are read too and skipped (DynamoDB filters cannot name
 * the sort key): a few small items, against a second round trip.
 */
export async function readStanding(sub: string): Promise<CallerStanding> {
  const range = keys.role.standingOf(sub);
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK BETWEEN :first AND :last',
    ExpressionAttributeValues: { ':pk': range.pk, ':first': range.from, ':last': range.to },
  });
  const profileItem = items.find(isProfileItem);
  const profile = profileItem && toProfile(profileItem);
  return {
    hasProfile: profile !== undefined,
    chapterId: profile ? profile.chapterId : null,
    sessionsValidAfter: profile ? profile.sessionsValidAfter : null,
    roles: items
      .filter((item) => String(item.SK).startsWith(keys.role.ofUser(sub).prefix))
      .map((item) => ({ chapterId: String(item.chapterId), role: item.role as Role })),
  };
}
