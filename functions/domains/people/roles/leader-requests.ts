/**
 * Access requests (docs/spec/leader-admin-side.md §3 `leader_requests`, §4 states): a
 * registering leader asks for a role of a chapter, or a Greek-life office's
 * staff member for their school's office; an admin approves or rejects it.
 * Both kinds are one entity (`kind` says which; items filed before offices
 * could ask carry none and are leader requests), in the same lists.
 *
 * Items
 * - The request `PK=LREQ#<id> SK=LREQ`, with the Approvals tab's fields
 *   copied at creation (name and e-mail from the profile; letters, names and
 *   type from the chapter, or the school's name and the stated job title), so
 *   the tab is two Queries and no joins.
 *   - While pending: `GSI1PK=LREQ#PENDING GSI1SK=<createdAt>#<id>` (sparse:
 *     removed on review).
 *   - Once reviewed: `GSI2PK=LREQ#REVIEWED GSI2SK=<reviewedAt>#<id>` (Recent
 *     Reviews: the newest 10 by a descending Query).
 * - The pending guard, put with `attribute_not_exists` in the creating
 *   transaction and deleted in the reviewing one: `PK=USER#<sub>
 *   SK=LREQ#PENDING#<chapterId>` (one pending leader request per person and
 *   chapter) or `SK=LREQ#PENDING#OFFICE` (one pending office request per person).
 * - The person's view `PK=USER#<sub> SK=LREQ#<id>` with `refs` to the
 *   request item, so deleting the account deletes the request (which holds
 *   the name and e-mail).
 */
import type { AccessRequestView, ChapterDetail, LeaderRequestStatus, LeaderRequestView, OfficeRequestView } from '../../../../shared/api/types';
import type { Role } from '../../../../shared/limits';
import { toChapterDetail } from '../../catalog/organizations/chapters';
import { toProfile, type Profile } from '../profiles';
import { toRoleRecord, type RoleContact, type RoleRecord } from './roles';
import { statCounterRef } from '../../platform/stats';
import { keys } from '../../keys';
import { INDEX, batchGetConsistent, getItem, queryAll, stripKeys, type Item, type TransactOp } from '../../../lib/db/table';

/** What filing a request checks — the person's profile, the chapter, the role's holder — in one BatchGet. */
export async function readRequestState(
  sub: string,
  chapterId: string,
  role: Role,
): Promise<{ profile: Profile | undefined; chapter: ChapterDetail | undefined; holder: RoleRecord | undefined }> {
  const [profile, chapter, holder] = await batchGetConsistent([keys.profile.item(sub), keys.chapter.item(chapterId), keys.role.chapterSide({ chapterId, role })]);
  return {
    profile: profile ? toProfile(profile) : undefined,
    chapter: chapter ? toChapterDetail(chapter) : undefined,
    holder: holder ? toRoleRecord(holder) : undefined,
  };
}

export type LeaderRequest = LeaderRequestView;
export type OfficeRequest = OfficeRequestView;
export type AccessRequest = AccessRequestView;

const requestKey = keys.leaderRequest.item;
const userViewKey = keys.leaderRequest.userView;

/** The pending guard of a request: per chapter for a leader, one for the office. */
const guardKey = (request: Pick<LeaderRequest, 'kind' | 'userId' | 'chapterId'> | Pick<OfficeRequest, 'kind' | 'userId'>) =>
  request.kind === 'office' ? keys.leaderRequest.officeGuard(request.userId) : keys.leaderRequest.pendingGuard(request.userId, request.chapterId);

/** What the person's view names of the request it stands for. */
const viewFields = (request: AccessRequest) =>
  request.kind === 'office' ? { kind: request.kind, schoolId: request.schoolId } : { chapterId: request.chapterId, requestedRole: request.requestedRole };

/**
 * The stored request item (pending requests carry the GSI1 keys, reviewed
 * ones the GSI2 keys). `applicantContact` is the applicant's profile contact
 * at filing, which an approval copies onto the role row (roles.ts); it is
 * never part of a request's view (`toLeaderRequest`).
 */
export function leaderRequestItem(request: AccessRequest, applicantContact?: RoleContact): Item {
  const index =
    request.status === 'pending'
      ? keys.leaderRequest.pending(request)
      : keys.leaderRequest.reviewed({ id: request.id, reviewedAt: request.reviewedAt ?? request.createdAt });
  return { ...requestKey(request.id), ...index, entity: 'leaderRequest', ...request, ...(applicantContact ? { applicantContact } : {}) };
}

/** A stored request as the Approvals tab shows it (one stored without a kind is a leader's). */
function toAccessRequest(item: Item): AccessRequest {
  const { applicantContact: _contact, ...request } = stripKeys<AccessRequest & { applicantContact?: unknown }>(item);
  return request.kind === 'office' ? request : { ...request, kind: 'leader' };
}

/** The three items a new pending request consists of: request, pending guard, person's view. */
export function leaderRequestItems(request: AccessRequest, applicantContact?: RoleContact): { request: Item; guard: Item; view: Item } {
  return {
    request: leaderRequestItem(request, applicantContact),
    guard: {
      ...guardKey(request),
      entity: 'leaderRequestGuard',
      requestId: request.id,
      createdAt: request.createdAt,
      // While the guard exists the request counts as a pending approval: deleting the account subtracts it.
      counters: [statCounterRef('pendingApprovals')],
    },
    view: {
      ...userViewKey(request.userId, request.id),
      entity: 'userLeaderRequest',
      requestId: request.id,
      ...viewFields(request),
      createdAt: request.createdAt,
      refs: [requestKey(request.id)],
    },
  };
}

/**
 * Transaction operations creating a pending request. The guard's condition
 * fails when the person already has a pending request for that chapter (or,
 * asking for an office, any pending office request).
 */
export function createLeaderRequestOps(request: AccessRequest, applicantContact?: RoleContact): { request: TransactOp; guard: TransactOp; view: TransactOp } {
  const items = leaderRequestItems({ ...request, status: 'pending', reviewedAt: null, reviewedBy: null }, applicantContact);
  return {
    request: { Put: { Item: items.request, ConditionExpression: 'attribute_not_exists(PK)' } },
    guard: { Put: { Item: items.guard, ConditionExpression: 'attribute_not_exists(PK)' } },
    view: { Put: { Item: items.view } },
  };
}

/**
 * Transaction operations reviewing a pending request: the status change
 * (condition `status = pending`, failing when someone reviewed it first),
 * moving it from the pending index to the reviewed one, and removing the
 * person's pending guard (condition: it still exists — it vanishes only when
 * the account is being deleted, which subtracts the pending approval itself).
 */
export function reviewLeaderRequestOps(
  request: AccessRequest,
  review: { status: Exclude<LeaderRequestStatus, 'pending'>; reviewedBy: string; reviewedAt: string },
): { request: TransactOp; guard: TransactOp } {
  const reviewed = keys.leaderRequest.reviewed({ id: request.id, reviewedAt: review.reviewedAt });
  return {
    request: {
      Update: {
        Key: requestKey(request.id),
        UpdateExpression:
          'SET #status = :status, reviewedBy = :by, reviewedAt = :at, GSI2PK = :gpk, GSI2SK = :gsk REMOVE GSI1PK, GSI1SK',
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': review.status,
          ':by': review.reviewedBy,
          ':at': review.reviewedAt,
          ':gpk': reviewed.GSI2PK,
          ':gsk': reviewed.GSI2SK,
          ':pending': 'pending',
        },
      },
    },
    guard: { Delete: { Key: guardKey(request), ConditionExpression: 'attribute_exists(PK)' } },
  };
}

/** One request; undefined when unknown. */
export async function getLeaderRequest(id: string): Promise<AccessRequest | undefined> {
  return (await readLeaderRequest(id))?.request;
}

/** One request and its applicant's contact (absent on requests filed before it was kept); undefined when unknown. */
export async function readLeaderRequest(id: string): Promise<{ request: AccessRequest; applicantContact: RoleContact | undefined } | undefined> {
  const item = await getItem(requestKey(id));
  return item ? { request: toAccessRequest(item), applicantContact: item.applicantContact as RoleContact | undefined } : undefined;
}

/** Every pending request, newest first. */
export async function listPendingLeaderRequests(): Promise<AccessRequest[]> {
  const items = await queryAll({
    IndexName: INDEX.GSI1,
    KeyConditionExpression: 'GSI1PK = :pk',
    ExpressionAttributeValues: { ':pk': keys.leaderRequest.pendingList },
    ScanIndexForward: false,
  });
  return items.map(toAccessRequest);
}

/** The `limit` most recently reviewed requests, newest first. */
export async function listReviewedLeaderRequests(limit = 10): Promise<AccessRequest[]> {
  const items = await queryAll(
    {
      IndexName: INDEX.GSI2,
      KeyConditionExpression: 'GSI2PK = :pk',
      ExpressionAttributeValues: { ':pk': keys.leaderRequest.reviewedList },
      ScanIndexForward: false,
    },
    { max: limit },
  );
  return items.map(toAccessRequest);
}

/** True when the person has a pending request for the chapter. */
export async function hasPendingLeaderRequest(sub: string, chapterId: string): Promise<boolean> {
  return (await getItem(keys.leaderRequest.pendingGuard(sub, chapterId))) !== undefined;
}
