/**
 * The Approvals tab (docs/spec/leader-admin-side.md §2 "Admin Dashboard", §4 "Leader request"):
 * pending requests (a leader's or an office's) and recent reviews, and
 * approving or rejecting one — each review ONE transaction, so the request's
 * status, what it grants (the role and the person's organization, or the
 * school's office), the pending counter and the audit entry never disagree.
 */
import { randomUUID } from 'node:crypto';
import type { AccessRequestResponse, LeaderRequestsResponse } from '../../shared/api/types';
import { roleTakenMessage } from '../../shared/roles';
import { auditPutOp, type AuditAction, type AuditTargetType } from '../domains/platform/audit';
import { writeFailure } from '../lib/db/write-failure';
import {
  readLeaderRequest,
  listPendingLeaderRequests,
  listReviewedLeaderRequests,
  reviewLeaderRequestOps,
  type AccessRequest,
  type LeaderRequest,
  type OfficeRequest,
} from '../domains/people/roles/leader-requests';
import { adminOfficeGrant } from '../domains/people/office-staff';
import { queueRequestDecision } from '../domains/people/roles/request-decision-notice';
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
type OpName = 'request' | 'guard' | 'roleChapter' | 'roleUser' | 'profile' | 'office' | 'stat' | 'audit';
type Named = [OpName, TransactOp][];

/** What approving a leader request writes: the role, and the person's organization when they had none. */
function leaderGrantOps(request: LeaderRequest, at: string, applicantContact?: RoleContact): Named {
  const [roleChapter, roleUser] = assignRoleOps({
    chapterId: request.chapterId,
    role: request.requestedRole,
    sub: request.userId,
    letters: request.letters,
    name: request.organizationName,
    schoolName: request.schoolName,
    createdAt: at,
    // The applicant's contact as their profile gave it at filing (a profile's name and contact do not change).
    ...(applicantContact ? { contact: applicantContact } : {}),
  });
  return [
    ['roleChapter', roleChapter],
    ['roleUser', roleUser],
    ['profile', profileChapterOp(request.userId, request.chapterId)],
  ];
}

/** What approving an office request writes: the Users tab's grant of the school's office (its profile check among the 'office' ops). */
function officeGrantOps(request: OfficeRequest, admin: { sub: string; at: string }): Named {
  const { ops } = adminOfficeGrant(admin.sub, request.userId, { id: request.schoolId, name: request.schoolName }, new Date(admin.at));
  return ops.map((op) => ['office', op]);
}

/** The audit entry's action, target type and details of a review. */
function auditOf(request: AccessRequest, decision: Decision): { action: AuditAction; targetType: AuditTargetType; details: Record<string, unknown> } {
  const approved = decision === 'approved';
  if (request.kind === 'office') {
    return {
      action: approved ? 'APPROVE_OFFICE_REQUEST' : 'REJECT_OFFICE_REQUEST',
      targetType: 'office_request',
      details: { userId: request.userId, schoolId: request.schoolId, schoolName: request.schoolName },
    };
  }
  return {
    action: approved ? 'APPROVE_LEADER_REQUEST' : 'REJECT_LEADER_REQUEST',
    targetType: 'leader_request',
    details: { userId: request.userId, chapterId: request.chapterId, role: request.requestedRole },
  };
}

/** The operations of one review, each with its name (to read the cancellation reasons by index). */
export function reviewOps(
  request: AccessRequest,
  decision: Decision,
  admin: { sub: string; at: string; auditId: string },
  applicantContact?: RoleContact,
): { names: OpName[]; ops: TransactOp[] } {
  const review = reviewLeaderRequestOps(request, { status: decision, reviewedBy: admin.sub, reviewedAt: admin.at });
  const named: Named = [
    ['request', review.request],
    ['guard', review.guard],
  ];
  if (decision === 'approved') {
    named.push(...(request.kind === 'office' ? officeGrantOps(request, admin) : leaderGrantOps(request, admin.at, applicantContact)));
  }
  named.push(
    ['stat', statDeltaOp('pendingApprovals', -1)],
    ['audit', auditPutOp({ id: admin.auditId, adminId: admin.sub, ...auditOf(request, decision), targetId: request.id, createdAt: admin.at })],
  );
  return { names: named.map(([n]) => n), ops: named.map(([, op]) => op) };
}

/**
 * The message of a review refused by a condition. The request's own
 * condition wins: when two admins race, the loser is told it was reviewed
 * (its role write fails too, but that is a consequence, not the cause).
 */
export function refusalMessage(failed: ReadonlySet<OpName>, request: AccessRequest): string | undefined {
  if (failed.has('request')) return ALREADY_REVIEWED;
  if (failed.has('roleChapter') && request.kind === 'leader') return roleTakenMessage(request.requestedRole, request.organizationName);
  // The guard and the profile vanish only while the applicant's account is being deleted (the office's only condition is the profile's).
  if (failed.has('profile') || failed.has('guard') || failed.has('office')) return PROFILE_MISSING;
  return undefined;
}

/** Approves or rejects a pending request, the person mailed (queued); 404 unknown, 409 already reviewed or role taken (the request stays pending). */
export async function reviewLeaderRequest(adminSub: string, id: string, decision: Decision, now: Date): Promise<AccessRequestResponse> {
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
  await queueRequestDecision(request.id);
  return { request: { ...request, status: decision, reviewedBy: adminSub, reviewedAt: at } };
}
