/**
 * The signed-in person's account: GET /me (creating the profile on the first
 * authenticated call), My School, and account deletion.
 */
import type { MeResponse, RoleView } from '../../shared/api/types';
import { cognitoUsername, refuseEndedSession, requireAccount, unauthorized } from '../lib/auth';
import { getChapter } from '../domains/catalog/organizations/chapters';
import { searchEntriesOf } from '../domains/people/people-search';
import { completeProfile, createProfileOps, getProfile, setProfileDateOfBirth, setProfileSchool, toProfileView, type Profile } from '../domains/people/profiles';
import { schoolUsersOp } from '../domains/platform/stats-breakdown';
import { getSchool } from '../domains/catalog/schools/schools';
import { signupOp, statDeltaOp } from '../domains/platform/stats';
import { transactWrite } from '../lib/db/table';
import { isConditionFailure } from '../lib/db/write-failure';
import { readUserPartition, type UserPartition, type UserRole } from '../domains/people/users';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { dateOfBirthOn, INVALID_BIRTH_DATE, type UpdateProfileInput } from '../../shared/schemas/profile';
import { fullNameField } from '../../shared/schemas/auth';
import { ACCOUNT_NAME_ISSUE, unusableAccountNameMessage } from '../../shared/account-name';
import type { Caller } from '../lib/http';
import { logger } from '../lib/logger';
import { deleteAccount } from '../domains/people/account-deletion';
import type { CognitoUser } from '../domains/people/cognito-user';

type WithProfile = UserPartition & { profile: Profile };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shown when Cognito fails while creating the profile (the spec's "Profile not found" toast, retryable). */
export const PROFILE_UNAVAILABLE = 'Profile not found. Please try again.';
/** docs/spec/student-side.md §8: the Danger Zone's failure toast. */
export const DELETE_FAILED = 'Failed to delete account. Please try again.';

/** Cognito unreachable or refusing: the user can retry; internals stay in the log. */
export function cognitoFailure(userMessage: string, error: unknown): HttpError {
  logger.error('Cognito call failed', { error });
  return new HttpError(502, userMessage);
}

async function schoolFields(schoolId: string | null) {
  const school = schoolId && UUID.test(schoolId) ? await getSchool(schoolId) : undefined;
  return school ? { schoolId: school.id, schoolName: school.name, schoolState: school.state } : {};
}

/**
 * The profile's name from the account's: the same rules as the sign-up
 * form's (`fullNameField`), since it may have been set anywhere (Cognito's
 * own API takes any 2,048 characters). Refused with a 400 the SPA explains;
 * an account with no name gets an empty one, as before.
 */
function profileName(name: string | null): string {
  if (name === null) return '';
  const checked = fullNameField.safeParse(name);
  if (checked.success) return checked.data;
  const reason = checked.error.issues[0]?.message ?? 'Invalid full name';
  throw badRequest(unusableAccountNameMessage(reason), [{ path: ACCOUNT_NAME_ISSUE, message: reason }]);
}

/**
 * The caller's user partition with their profile, creating the profile on the
 * first authenticated call from the Cognito user's attributes: one
 * transaction puts it (only if absent) and counts the user and the sign-up,
 * so ten concurrent first calls make one profile and count one user. 401 for
 * a token its account signed out everywhere since.
 */
export async function ensureProfile(caller: Caller, now: Date): Promise<WithProfile> {
  const partition = await readUserPartition(caller.sub);
  if (partition.profile) {
    requireAccount(caller, partition.profile);
    return partition as WithProfile;
  }

  let user: CognitoUser | undefined;
  try {
    // Once per person (the first call): the Cognito SDK is a chunk loaded then, not at every cold start.
    const { readCognitoUser } = await import('../domains/people/cognito-user');
    user = await readCognitoUser(cognitoUsername(caller));
  } catch (error) {
    throw cognitoFailure(PROFILE_UNAVAILABLE, error);
  }
  // A valid token of a user deleted since: sign them out rather than resurrect them.
  if (!user) throw unauthorized();
  const fullName = profileName(user.name);

  const profile = completeProfile({
    sub: caller.sub,
    email: user.email,
    phone: user.phone,
    fullName,
    ...(await schoolFields(user.schoolId)),
    createdAt: now.toISOString(),
  });
  try {
    await transactWrite([
      ...createProfileOps(profile),
      statDeltaOp('users', 1),
      signupOp(now.toISOString().slice(0, 10)),
      ...(profile.schoolId ? [schoolUsersOp({ id: profile.schoolId, name: profile.schoolName ?? '' }, 1)] : []),
    ]);
    return { ...partition, profile, searchEntries: searchEntriesOf(profile) };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
  // A concurrent first call created it: use theirs.
  const again = await readUserPartition(caller.sub);
  if (!again.profile) throw new Error('Profile creation lost a race yet no profile exists');
  requireAccount(caller, again.profile);
  return again as WithProfile;
}

/** Role rows written before the roles repository copied the chapter's names onto them: read the chapter. */
async function roleViews(roles: UserRole[]): Promise<RoleView[]> {
  return Promise.all(
    roles.map(async (r) => {
      if (r.letters || r.name) return { ...r };
      const chapter = await getChapter(r.chapterId);
      return { ...r, letters: chapter?.letters ?? '', name: chapter?.name ?? '', schoolName: r.schoolName || (chapter?.schoolName ?? '') };
    }),
  );
}

/** GET /me's answer from a partition with its profile. */
async function toMe({ profile: p, roles, isAdmin, pendingLeaderRequest, office }: WithProfile): Promise<MeResponse> {
  const views = await roleViews(roles);
  return {
    profile: {
      ...toProfileView(p),
      // The role rows are the truth: whoever holds one is an organization admin.
      isOrgAdmin: views.length > 0 || p.isOrgAdmin,
    },
    roles: views,
    // Private: this answer goes to the profile's owner only.
    dateOfBirth: p.dateOfBirth,
    isAdmin,
    pendingLeaderRequest,
    office,
    activity: {
      totalTickets: p.ticketCount,
      eventsAttended: p.attendedCount,
      savedEvents: p.savedCount,
      friends: p.friendCount,
    },
  };
}

/** Everything the header, My School and My Profile need, in one call. */
export async function getMe(caller: Caller, now: Date): Promise<MeResponse> {
  return toMe(await ensureProfile(caller, now));
}

/** My School: sets the caller's school (its name and state copied for display). */
export async function updateMySchool(caller: Caller, schoolId: string, now: Date): Promise<MeResponse> {
  const [school, partition] = await Promise.all([getSchool(schoolId), ensureProfile(caller, now)]);
  if (!school) throw notFound('School not found');
  const profile = await setProfileSchool(caller.sub, { id: school.id, name: school.name, state: school.state }, partition);
  // Deleted in between (another tab deleted the account): nothing to update.
  if (!profile) throw unauthorized();
  return toMe({ ...partition, profile });
}

/**
 * My Profile's date of birth: checked against today at the API's
 * clock (a past day, old enough); null removes it.
 */
export async function updateMyProfile(caller: Caller, input: UpdateProfileInput, now: Date): Promise<MeResponse> {
  const checked = dateOfBirthOn(now.toISOString().slice(0, 10)).safeParse(input.dateOfBirth);
  if (!checked.success) throw badRequest(checked.error.issues[0]?.message ?? INVALID_BIRTH_DATE);
  const partition = await ensureProfile(caller, now);
  const profile = await setProfileDateOfBirth(caller.sub, checked.data);
  if (!profile) throw unauthorized();
  return toMe({ ...partition, profile });
}

/**
 * Deletes the caller's account (`account-deletion.ts`). Not with a token its
 * account signed out everywhere since (401; one read first, on a route that
 * is rare and makes dozens); an account already gone goes on, as a retried
 * deletion must.
 */
export async function deleteMe(caller: Caller): Promise<{ ok: true }> {
  refuseEndedSession(caller, await getProfile(caller.sub));
  await deleteAccount({ sub: caller.sub, username: cognitoUsername(caller), cognitoFailure: (error) => cognitoFailure(DELETE_FAILED, error) });
  return { ok: true };
}
