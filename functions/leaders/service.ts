/**
 * The leader portal's API (docs/spec/leader-admin-side.md §2 "Leader portal", §4, §5): which
 * roles of a chapter are free, and the request a registering leader (or a
 * Greek-life office's staff member) submits once their e-mail is confirmed.
 */
import { randomUUID } from 'node:crypto';
import type { ChapterRolesResponse, LeaderRequestResponse, OfficeRequestResponse } from '../../shared/api/types';
import { roleTakenMessage } from '../../shared/roles';
import type * as z from 'zod/mini';
import type { leaderRequestSchema, officeRequestSchema } from '../../shared/schemas/accounts';
import { writeFailure } from '../lib/db/write-failure';
import { getChapter } from '../domains/catalog/organizations/chapters';
import { createLeaderRequestOps, readRequestState, type AccessRequest, type LeaderRequest, type OfficeRequest } from '../domains/people/roles/leader-requests';
import { readGrantTarget } from '../domains/people/office-staff';
import { callerProfileOp } from '../domains/people/profiles';
import type { SessionHolder } from '../domains/people/session-fence';
import { refuseEndedSession } from '../lib/auth';
import { contactOf, listRolesOfChapter, type RoleContact } from '../domains/people/roles/roles';
import { statDeltaOp } from '../domains/platform/stats';
import { transactWrite } from '../lib/db/table';
import { HttpError, notFound } from '../lib/errors';
import {
  DUPLICATE_PENDING_OFFICE_REQUEST,
  DUPLICATE_PENDING_REQUEST,
  officeHeldMessage,
  ORGANIZATION_NOT_FOUND,
  PROFILE_NOT_FOUND,
  SCHOOL_NOT_FOUND,
} from './messages';

export type LeaderRequestInput = z.output<typeof leaderRequestSchema>;
export type OfficeRequestInput = z.output<typeof officeRequestSchema>;

/** Which roles of a chapter are held: the registration form says "Role already taken" before submitting. */
export async function getChapterRoles(chapterId: string): Promise<ChapterRolesResponse> {
  const [chapter, roles] = await Promise.all([getChapter(chapterId), listRolesOfChapter(chapterId)]);
  if (!chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  const held = new Set(roles.map((r) => r.role));
  return {
    chapterId: chapter.id,
    chapterName: chapter.name,
    taken: { president: held.has('president'), media_manager: held.has('media_manager') },
  };
}

/**
 * Creates a pending leader request in one transaction with its pending
 * guard, the person's view and the Pending Approvals counter. Refuses a role
 * already held (409, the spec's sentence) and a second pending request of
 * the same person for the same chapter (409).
 */
export async function createLeaderRequest(caller: SessionHolder, input: LeaderRequestInput, now: Date): Promise<LeaderRequestResponse> {
  const sub = caller.sub;
  const { profile, chapter, holder } = await readRequestState(sub, input.chapterId, input.role);
  refuseEndedSession(caller, profile);
  if (!chapter) throw notFound(ORGANIZATION_NOT_FOUND);
  // The SPA calls GET /me (which creates the profile) before submitting.
  if (!profile) throw new HttpError(409, PROFILE_NOT_FOUND);
  if (holder) throw new HttpError(409, roleTakenMessage(input.role, chapter.name));

  const request: LeaderRequest = {
    kind: 'leader',
    id: randomUUID(),
    userId: sub,
    fullName: profile.fullName,
    email: profile.email ?? null,
    chapterId: chapter.id,
    letters: chapter.letters,
    organizationName: chapter.name,
    schoolName: chapter.schoolName,
    type: chapter.type,
    requestedRole: input.role,
    message: input.message ? input.message : null,
    status: 'pending',
    createdAt: now.toISOString(),
    reviewedBy: null,
    reviewedAt: null,
  };
  await fileRequest(caller, request, contactOf(profile), DUPLICATE_PENDING_REQUEST);
  return { request };
}

/**
 * Creates a pending request for a school's Greek-life office, as a leader
 * request is created. Refuses an account already holding an office (409:
 * an admin moves it from the Users tab) and a second pending office request
 * of the same person, for any school (409).
 */
export async function createOfficeRequest(caller: SessionHolder, input: OfficeRequestInput, now: Date): Promise<OfficeRequestResponse> {
  const { profile, school, grant } = await readGrantTarget(caller.sub, input.schoolId);
  refuseEndedSession(caller, profile);
  if (!school) throw notFound(SCHOOL_NOT_FOUND);
  if (!profile) throw new HttpError(409, PROFILE_NOT_FOUND);
  if (grant) throw new HttpError(409, officeHeldMessage(grant.schoolName));

  const request: OfficeRequest = {
    kind: 'office',
    id: randomUUID(),
    userId: caller.sub,
    fullName: profile.fullName,
    email: profile.email ?? null,
    schoolId: school.id,
    schoolName: school.name,
    jobTitle: input.jobTitle,
    message: input.message ? input.message : null,
    status: 'pending',
    createdAt: now.toISOString(),
    reviewedBy: null,
    reviewedAt: null,
  };
  await fileRequest(caller, request, contactOf(profile), DUPLICATE_PENDING_OFFICE_REQUEST);
  return { request };
}

/**
 * Writes a new pending request in one transaction with its pending guard,
 * the person's view, the Pending Approvals counter and a check of the
 * caller's profile; `duplicate` is the refusal when the guard exists.
 */
async function fileRequest(caller: SessionHolder, request: AccessRequest, contact: RoleContact, duplicate: string): Promise<void> {
  const ops = createLeaderRequestOps(request, contact);
  const names = ['request', 'guard', 'view', 'stat', 'profile'] as const;
  try {
    // The profile check closes the window where an account deleted (or signed out everywhere) after the read above still files a request.
    await transactWrite([ops.request, ops.guard, ops.view, statDeltaOp('pendingApprovals', 1), callerProfileOp(caller)]);
  } catch (error) {
    const failed = writeFailure(error, names)?.failed;
    if (failed?.has('guard')) throw new HttpError(409, duplicate);
    if (failed?.has('profile')) throw new HttpError(409, PROFILE_NOT_FOUND);
    throw error;
  }
}
