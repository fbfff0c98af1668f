/**
 * The Users tab (docs/spec/leader-admin-side.md §2): every account, newest sign-up first, a
 * page at a time with a cursor, searchable by name, e-mail or phone; and
 * deleting one — the account deletion itself, with DELETE_USER in the
 * profile's transaction.
 */
import { readOfficeGrants, type OfficeGrant } from '../domains/people/office-staff';
import type { AdminUserView, OkResponse, UserListResponse } from '../../shared/api/types';
import { deleteAccount } from '../domains/people/account-deletion';
import { auditOp } from '../domains/platform/audit';
import { getChaptersById } from '../domains/catalog/organizations/chapters';
import { InvalidCursorError } from '../lib/db/cursor';
import { listProfilesPage } from '../domains/people/profile-list';
import { getProfile } from '../domains/people/profiles';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { logger } from '../lib/logger';
import { DELETE_OWN_ACCOUNT, DELETE_USER_FAILED, INVALID_CURSOR, USER_NOT_FOUND } from './messages';

const officeOf = (grant: OfficeGrant | undefined) => (grant ? { schoolId: grant.schoolId, schoolName: grant.schoolName } : null);

/** Rows per page. */
export const USERS_PAGE_SIZE = 50;

export async function listUsers(query: { q?: string; cursor?: string }): Promise<UserListResponse> {
  let page;
  try {
    page = await listProfilesPage(query.q || undefined, USERS_PAGE_SIZE, query.cursor);
  } catch (error) {
    if (error instanceof InvalidCursorError) throw badRequest(INVALID_CURSOR);
    throw error;
  }
  const [chapters, offices] = await Promise.all([
    getChaptersById(page.profiles.flatMap((p) => (p.chapterId ? [p.chapterId] : []))),
    readOfficeGrants(page.profiles.map((p) => p.sub)),
  ]);
  const users: AdminUserView[] = page.profiles.map((p) => {
    const chapter = p.chapterId ? chapters.get(p.chapterId) : undefined;
    return {
      sub: p.sub,
      fullName: p.fullName,
      email: p.email,
      phone: p.phone,
      schoolId: p.schoolId,
      schoolName: p.schoolName,
      organization: chapter ? [chapter.letters, chapter.name].filter(Boolean).join(' ') : null,
      office: officeOf(offices.get(p.sub)),
      createdAt: p.createdAt,
    };
  });
  return { users, nextCursor: page.nextCursor };
}

/**
 * Deletes a user's account as an admin. The audit entry keeps no personal
 * data (the account's whole point is that it is gone): the sub and the
 * sign-up time.
 */
export async function deleteUser(adminSub: string, sub: string, now: Date): Promise<OkResponse> {
  // An admin's own account goes through their own Danger Zone.
  if (sub === adminSub) throw new HttpError(409, DELETE_OWN_ACCOUNT);
  const profile = await getProfile(sub);
  if (!profile) throw notFound(USER_NOT_FOUND);
  await deleteAccount({
    sub,
    // Every user of the pool answers to their sub as username.
    username: sub,
    withProfile: [auditOp({ adminId: adminSub, action: 'DELETE_USER', targetType: 'user', targetId: sub, details: { joined: profile.createdAt } }, now)],
    cognitoFailure: (error) => {
      logger.error('Cognito call failed', { error });
      return new HttpError(502, DELETE_USER_FAILED);
    },
  });
  return { ok: true };
}
