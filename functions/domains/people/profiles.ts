/**
 * Profiles, keyed by the Cognito sub (one id per person: docs/decisions.md#one-id-per-person-the-cognito-sub).
 * `PK=USER#<sub> SK=PROFILE`, the head of the user partition (see
 * `users.ts` and the README's "User partition").
 *
 * The school's name and state are copied onto the profile when the school is
 * chosen, so the header and My Profile need no second read. Activity counters
 * (`ticketCount`, `attendedCount`, `savedCount`, `friendCount`) live on the
 * profile and are kept by the features that own them, in the same transaction
 * as what they count; they read 0 until those features exist.
 */
import type { Profile as ProfileView } from '../../../shared/api/types';
import { fieldsOf, omit, withDefaults } from '../../lib/db/fields';
import { keys, type ItemKey } from '../keys';
import { RETRY, retryOnConflict } from '../../lib/db/optimistic';
import { peopleEntryOps, searchEntryKeys, searchEntrySchoolOps } from './people-search';
import { schoolUsersOp } from '../platform/stats-breakdown';
import { batchGetConsistent, batchGetFound, getItem, stripKeys, transactWrite, updateReturning, type Item, type TransactOp } from '../../lib/db/table';
import { isConditionFailure } from '../../lib/db/write-failure';
import { storedCount as count } from '../../lib/db/counter-update';
import { admitsSessionCondition, fenceSessionsOp, sessionsValidAfterOf, type SessionHolder } from './session-fence';

/** What is kept on a profile for the server alone: GET /me shows some of it, reworded, never as such. */
interface ProfileStorageOnly {
  /** The Cognito sub: the API's `id`. */
  sub: string;
  /** Activity counters, kept by the features that own them in the same transaction as what they count. */
  ticketCount: number;
  attendedCount: number;
  savedCount: number;
  friendCount: number;
  /**
   * Private: only its owner's GET /me shows it; the door and issuance use it
   * for an age band and never answer it. Null when not given.
   */
  dateOfBirth: string | null;
  /** The last "Sign out everywhere": sessions begun at or before it (epoch seconds) no longer count (session-fence.ts). */
  sessionsValidAfter: number | null;
}

/** A stored profile: the API's profile, keyed by `sub` rather than `id`, plus what only the server reads. */
export interface Profile extends Omit<ProfileView, 'id'>, ProfileStorageOnly {}

/** What a new profile needs; the rest defaults (null, 0). */
export type NewProfile = Pick<Profile, 'sub' | 'fullName' | 'createdAt'> &
  Partial<Omit<Profile, 'sub' | 'fullName' | 'createdAt' | 'email'>> & { email?: string | null };

/** What a profile reads as for each field it lacks: a new one, or one stored before the field existed. */
const PROFILE_DEFAULTS: Omit<Profile, 'sub' | 'fullName' | 'createdAt'> = {
  email: null,
  phone: null,
  schoolId: null,
  schoolName: null,
  schoolState: null,
  chapterId: null,
  isOrgAdmin: false,
  ticketCount: 0,
  attendedCount: 0,
  savedCount: 0,
  friendCount: 0,
  dateOfBirth: null,
  sessionsValidAfter: null,
};

/** The key of a profile, for callers that only delete or reference it. */
export function profileKey(sub: string): ItemKey {
  return keys.profile.item(sub);
}

/** The profile's fields (nothing else its item holds), each absent one at its default: a new profile, or one read. */
export function completeProfile(p: NewProfile): Profile {
  return { sub: p.sub, fullName: p.fullName, createdAt: p.createdAt, ...withDefaults(p, PROFILE_DEFAULTS) };
}

const STORAGE_ONLY = fieldsOf<ProfileStorageOnly>()(['sub', 'ticketCount', 'attendedCount', 'savedCount', 'friendCount', 'dateOfBirth', 'sessionsValidAfter']);

/** The API's profile of a stored one. */
export function toProfileView(profile: Profile): ProfileView {
  return { id: profile.sub, ...omit(profile, STORAGE_ONLY) };
}

/**
 * The stored item of a profile. Null fields are left out rather than stored
 * as NULL: `if_not_exists(chapterId, …)` (profileChapterOp) treats a stored
 * NULL as a value and would never set the organization.
 */
export function profileItem(profile: NewProfile): Item {
  const p = completeProfile(profile);
  const fields = Object.entries(p).filter(([, v]) => v !== null);
  return {
    ...profileKey(p.sub),
    ...keys.profile.listed(p),
    ...(p.chapterId ? keys.profile.member({ chapterId: p.chapterId, sub: p.sub }) : {}),
    entity: 'profile',
    ...Object.fromEntries(fields),
    searchText: profileSearchText(p),
  };
}

/** What the admin Users search matches: name, e-mail and phone, lower-case. */
export function profileSearchText(p: Pick<Profile, 'fullName' | 'email' | 'phone'>): string {
  return [p.fullName, p.email, p.phone].filter(Boolean).join(' ').toLowerCase();
}

/** True when a stored item of the user partition is the profile. */
export function isProfileItem(item: Item): boolean {
  return item.SK === keys.user.items.profile;
}

/** Decodes a stored profile item, tolerating fields older items lack. */
export function toProfile(item: Item): Profile {
  const p = stripKeys<Partial<Profile> & { sub: string }>(item);
  return {
    ...completeProfile({ ...p, fullName: p.fullName ?? '', createdAt: p.createdAt ?? '' }),
    isOrgAdmin: p.isOrgAdmin === true,
    ticketCount: count(p.ticketCount),
    attendedCount: count(p.attendedCount),
    savedCount: count(p.savedCount),
    friendCount: count(p.friendCount),
    sessionsValidAfter: sessionsValidAfterOf(item),
  };
}

/** A person's profile; undefined when none exists yet. */
export async function getProfile(sub: string): Promise<Profile | undefined> {
  const item = await getItem(profileKey(sub));
  return item ? toProfile(item) : undefined;
}

/** Several profiles by sub (100 to a read), as a map by sub; unknown subs are absent. */
export async function getProfilesBySub(subs: readonly string[]): Promise<Map<string, Profile>> {
  const found = await batchGetFound([...new Set(subs)].map((x) => profileKey(x)));
  return new Map(found.map((item) => [String(item.sub), toProfile(item)]));
}

/** A transaction operation creating the profile once (fails its condition if one exists). */
export function createProfileOp(profile: NewProfile): TransactOp {
  return { Put: { Item: profileItem(profile), ConditionExpression: 'attribute_not_exists(PK)' } };
}

/**
 * The operations creating a profile once, with its people-search entries
 * (people.ts); the first fails its condition if a profile exists.
 */
export function createProfileOps(profile: NewProfile): TransactOp[] {
  return [createProfileOp(profile), ...peopleEntryOps(completeProfile(profile))];
}

/** Creates a profile once (searchable by name and e-mail); false when one already exists for that sub. */
export async function createProfile(profile: NewProfile): Promise<boolean> {
  try {
    await transactWrite(createProfileOps(profile));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * A condition that the profile exists and still names `schoolId` (none when
 * null): a write that moves the profile's school between schools' user
 * counts is guarded by it.
 */
export function sameSchoolCondition(schoolId: string | null): { ConditionExpression: string; ExpressionAttributeValues?: Record<string, unknown> } {
  return schoolId
    ? { ConditionExpression: 'attribute_exists(PK) AND schoolId = :oldSchool', ExpressionAttributeValues: { ':oldSchool': schoolId } }
    : { ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(schoolId)' };
}

/** A profile and the keys of its people-search entries, strongly consistent, in one call. */
async function readWithSearchEntries(sub: string): Promise<{ profile: Profile | undefined; searchEntries: ItemKey[] }> {
  const [profile, entries] = await batchGetConsistent([profileKey(sub), keys.people.entries(sub)]);
  return { profile: profile && toProfile(profile), searchEntries: entries ? searchEntryKeys(entries) : [] };
}

/**
 * Sets the profile's school (with its name and state copied for display),
 * moving the person between the schools' user counts and setting the
 * school's name on their people-search entries, in the same transaction.
 * Returns the updated profile, or undefined when the profile does not exist.
 */
export async function setProfileSchool(
  sub: string,
  school: { id: string; name: string; state: string },
  /**
   * The profile and its search entries (the user partition's `searchEntries`)
   * as the caller already read them: the first attempt starts from them (the
   * guards catch a stale copy: an entry deleted meanwhile fails its own).
   */
  read?: { profile: Profile; searchEntries: readonly ItemKey[] },
): Promise<Profile | undefined> {
  return retryOnConflict(async (attempt) => {
    const { profile: before, searchEntries } = attempt === 1 && read ? read : await readWithSearchEntries(sub);
    if (!before) return undefined;
    const guard = sameSchoolCondition(before.schoolId);
    const moved = before.schoolId === school.id
      ? []
      : [
          ...(before.schoolId ? [schoolUsersOp({ id: before.schoolId, name: before.schoolName ?? '' }, -1)] : []),
          schoolUsersOp(school, 1),
        ];
    try {
      await transactWrite([
        {
          Update: {
            Key: profileKey(sub),
            UpdateExpression: 'SET schoolId = :id, schoolName = :name, schoolState = :state',
            ConditionExpression: guard.ConditionExpression,
            ExpressionAttributeValues: { ...guard.ExpressionAttributeValues, ':id': school.id, ':name': school.name, ':state': school.state },
          },
        },
        ...moved,
        ...searchEntrySchoolOps(searchEntries, school.name),
      ]);
    } catch (error) {
      // Deleted, or its school changed in another tab, meanwhile: read again.
      if (isConditionFailure(error)) return RETRY;
      throw error;
    }
    return { ...before, schoolId: school.id, schoolName: school.name, schoolState: school.state };
  });
}

/** One update of an existing profile; the updated profile, or undefined when there is none. */
async function updateExistingProfile(sub: string, expression: string, values?: Record<string, unknown>): Promise<Profile | undefined> {
  const item = await updateReturning({
    Key: profileKey(sub),
    UpdateExpression: expression,
    ConditionExpression: 'attribute_exists(PK)',
    ...(values ? { ExpressionAttributeValues: values } : {}),
  });
  return item && toProfile(item);
}

/**
 * Sets (or, with null, removes) the profile's date of birth. Returns the
 * updated profile, or undefined when the profile does not exist.
 */
export async function setProfileDateOfBirth(sub: string, dateOfBirth: string | null): Promise<Profile | undefined> {
  return dateOfBirth
    ? updateExistingProfile(sub, 'SET dateOfBirth = :dob', { ':dob': dateOfBirth })
    : updateExistingProfile(sub, 'REMOVE dateOfBirth');
}

/**
 * For the leader-approval transaction: the user's organization becomes
 * `chapterId` only if they had none, and they become an organization admin.
 * Fails its condition when the profile does not exist.
 */
export function profileChapterOp(sub: string, chapterId: string): TransactOp {
  // The member index keys go with the organization: set together, or not at all.
  const member = keys.profile.member({ chapterId, sub });
  return {
    Update: {
      Key: profileKey(sub),
      UpdateExpression:
        'SET chapterId = if_not_exists(chapterId, :c), GSI1PK = if_not_exists(GSI1PK, :gpk), GSI1SK = if_not_exists(GSI1SK, :gsk), isOrgAdmin = :true',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':c': chapterId, ':gpk': member.GSI1PK, ':gsk': member.GSI1SK, ':true': true },
    },
  };
}

/** A transaction check that the person has a profile (their account exists). */
export function profileExistsOp(sub: string): TransactOp {
  return { ConditionCheck: { Key: profileKey(sub), ConditionExpression: 'attribute_exists(PK)' } };
}

/**
 * A transaction check that the caller's account exists and still admits
 * their token (not signed out everywhere since its session began): a write
 * made for the caller carries it instead of `profileExistsOp`.
 */
export function callerProfileOp(caller: SessionHolder): TransactOp {
  return { ConditionCheck: { Key: profileKey(caller.sub), ...admitsSessionCondition(caller) } };
}

/** "Sign out everywhere" on the profile: sessions begun at or before `validAfter` no longer count. */
export function fenceProfileSessionsOp(sub: string, validAfter: number): TransactOp {
  return fenceSessionsOp(profileKey(sub), validAfter);
}

/** A transaction operation deleting the profile (no-op when absent). */
export function deleteProfileOp(sub: string): TransactOp {
  return { Delete: { Key: profileKey(sub) } };
}
