/**
 * The leader portal's API (docs/spec/leader-admin-side.md §2 "Leader portal", §4, §5): which
 * roles of a chapter are free, and the leader request a registering leader
 * submits once their e-mail is confirmed.
 */
import { randomUUID } from 'node:crypto';
import type { ChapterRolesResponse, LeaderRequestResponse } from '../../shared/api/types';
import { roleTakenMessage } from '../../shared/roles';
import type * as z from 'zod/mini';
import type { leaderRequestSchema } from '../../shared/schemas/accounts';
import { writeFailure } from '../lib/db/write-failure';
import { getChapter } from '../domains/catalog/organizations/chapters';
import { createLeaderRequestOps, readRequestState, type LeaderRequest } from '../domains/people/roles/leader-requests';
import { callerProfileOp } from '../domains/people/profiles';
import type { SessionHolder } from '../domains/people/session-fence';
import { refuseEndedSession } from '../lib/auth';
import { contactOf, listRolesOfChapter } from '../domains/people/roles/roles';
import { statDeltaOp } from '../domains/platform/stats';
import { transactWrite } from '../lib/db/table';
import { HttpError, notFound } from '../lib/errors';
import { DUPLICATE_PENDING_REQUEST, ORGANIZATION_NOT_FOUND, PROFILE_NOT_FOUND } from './messages';

export type LeaderRequestInput = z.output<typeof leaderRequestSchema>;

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
  const ops = createLeaderRequestOps(request, contactOf(profile));
  const names = ['request', 'guard', 'view', 'stat', 'profile'] as const;
  try {
    // The profile check closes the window where an account deleted (or signed out everywhere) after the read above still files a request.
    await transactWrite([ops.request, ops.guard, ops.view, statDeltaOp('pendingApprovals', 1), callerProfileOp(caller)]);
  } catch (error) {
    const failed = writeFailure(error, names)?.failed;
    if (failed?.has('guard')) throw new HttpError(409, DUPLICATE_PENDING_REQUEST);
    if (failed?.has('profile')) throw new HttpError(409, PROFILE_NOT_FOUND);
    throw error;
  }
  return { request };
}
