/**
 * The Approvals tab (docs/spec/leader-admin-side.md §2 "Admin Dashboard", §4 "Leader request"):
 * pending requests and recent reviews, and approving or rejecting one — each
 * review ONE transaction, so the request's status, the role, the person's
 * organization, the pending counter and the audit entry never disagree.
 */
import { randomUUID } from 'node:crypto';
import type { LeaderRequestResponse, LeaderRequestsResponse } from '../../shared/api/types';
import { roleTakenMessage } from '../../shared/roles';
import { auditPutOp, type AuditAction } from '../domains/platform/audit';
import { writeFailure } from '../lib/db/write-failure';
import {
  readLeaderRequest,
  listPendingLeaderRequests,
  listReviewedLeaderRequests,
  reviewLeaderRequestOps,
  type LeaderRequest,
} from '../domains/people/roles/leader-requests';
import { profileChapterOp } from '../domains/people/profiles';
import { assignRoleOps, type RoleContact } from '../domains/people/roles/roles';
import { statDeltaOp } from '../domains/platform/stats';
import { transactWrite, type TransactOp } from '../lib/db/table';
import { HttpError, notFound } from '../lib/errors';
import { ALREADY_REVIEWED, PROFILE_MISSING, REQUEST_NOT_FOUND } from './messages';

/** Recent Reviews shows the last 10 (docs/spec/leader-admin-side.md §9). */
export const RECENT_REVIEWS = 10;

/** Pending requests, newest first, and the last 10 reviewed. */
export async function listLeaderRequests(): Promise<LeaderRequestsResponse> {
  const [pending, recent] = await Promise.all([listPendingLeaderRequests(), listReviewedLeaderRequests(RECENT_REVIEWS)]);
  return { pending, recent };
}

type Decision = 'approved' | 'rejected';
type OpName = 'request' | 'guard' | 'roleChapter' | 'roleUser' | 'profile' | 'stat' | 'audit';

/** The operations of one review, each with its name (to read the cancellation reasons by index). */
export function reviewOps(
  request: LeaderRequest,
  decision: Decision,
  admin: { sub: string; at: string; auditId: string },
  applicantContact?: RoleContact,
): { names: OpName[]; ops: TransactOp[] } {
  const review = reviewLeaderRequestOps(request, { status: decision, reviewedBy: admin.sub, reviewedAt: admin.at });
  const named: [OpName, TransactOp][] = [
    ['request', review.request],
    ['guard', review.guard],
  ];
  if (decision === 'approved') {
    const [roleChapter, roleUser] = assignRoleOps({
      chapterId: request.chapterId,
      role: request.requestedRole,
      sub: request.userId,
      letters: request.letters,
      name: request.organizationName,
      schoolName: request.schoolName,
      createdAt: admin.at,
      // The applicant's contact as their profile gave it at filing (a profile's name and contact do not change).
      ...(applicantContact ? { contact: applicantContact } : {}),
    });
    named.push(['roleChapter', roleChapter], ['roleUser', roleUser], ['profile', profileChapterOp(request.userId, request.chapterId)]);
  }
  const action: AuditAction = decision === 'approved' ? 'APPROVE_LEADER_REQUEST' : 'REJECT_LEADER_REQUEST';
  named.push(
    ['stat', statDeltaOp('pendingApprovals', -1)],
    [
      'audit',
      auditPutOp({
        id: admin.auditId,
        adminId: admin.sub,
        action,
        targetType: 'leader_request',
        targetId: request.id,
        details: { userId: request.userId, chapterId: request.chapterId, role: request.requestedRole },
        createdAt: admin.at,
      }),
    ],
  );
  return { names: named.map(([n]) => n), ops: named.map(([, op]) => op) };
}

/**
 * The message of a review refused by a condition. The request's own
 * condition wins: when two admins race, the loser is told it was reviewed
 * (its role write fails too, but that is a consequence, not the cause).
 */
export function refusalMessage(failed: ReadonlySet<OpName>, request: LeaderRequest): string | undefined {
  if (failed.has('request')) return ALREADY_REVIEWED;
  if (failed.has('roleChapter')) return roleTakenMessage(request.requestedRole, request.organizationName);
  // The guard and the profile vanish only while the applicant's account is being deleted.
  if (failed.has('profile') || failed.has('guard')) return PROFILE_MISSING;
  return undefined;
}

/** Approves or rejects a pending request; 404 unknown, 409 already reviewed or role taken (the request stays pending). */
export async function reviewLeaderRequest(adminSub: string, id: string, decision: Decision, now: Date): Promise<LeaderRequestResponse> {
  const read = await readLeaderRequest(id);
  if (!read) throw notFound(REQUEST_NOT_FOUND);
  const { request, applicantContact } = read;
  if (request.status !== 'pending') throw new HttpError(409, ALREADY_REVIEWED);

  const at = now.toISOString();
  const { names, ops } = reviewOps(request, decision, { sub: adminSub, at, auditId: randomUUID() }, applicantContact);
  try {
    await transactWrite(ops);
  } catch (error) {
    const failed = writeFailure(error, names)?.failed;
    const message = failed && refusalMessage(failed, request);
    if (message) throw new HttpError(409, message);
    throw error;
  }
  return { request: { ...request, status: decision, reviewedBy: adminSub, reviewedAt: at } };
}
