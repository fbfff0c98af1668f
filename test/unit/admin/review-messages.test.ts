/**
 * A cancelled review transaction is answered by what actually failed: its
 * operations are named, and the cancellation reasons are read by index.
 */
import { describe, expect, it } from 'vitest';
import type { LeaderRequestView } from '../../../shared/api/types';
import { refusalMessage, reviewOps } from '../../../functions/admin/approvals';
import { statDeltaOp } from '../../../functions/domains/platform/stats';
import { writeFailure } from '../../../functions/lib/db/write-failure';

const request: LeaderRequestView = {
  kind: 'leader',
  id: 'req-1',
  userId: 'user-1',
  fullName: 'Pat Leader',
  email: 'pat@ua.edu',
  chapterId: 'chapter-1',
  letters: 'ΑΕΦ',
  organizationName: 'Alpha Epsilon Phi',
  schoolName: 'University of Alabama',
  type: 'sorority',
  requestedRole: 'president',
  message: null,
  status: 'pending',
  createdAt: '2030-01-01T00:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
};
const admin = { sub: 'admin-1', at: '2030-01-02T00:00:00.000Z', auditId: 'audit-1' };

function cancelled(codes: string[]) {
  return Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

describe('reviewOps', () => {
  it('approval: one named operation per write, the role conditional on being free', () => {
    const { names, ops } = reviewOps(request, 'approved', admin);
    expect(names).toEqual(['request', 'guard', 'roleChapter', 'roleUser', 'profile', 'stat', 'audit']);
    expect(ops).toHaveLength(names.length);
    const role = ops[names.indexOf('roleChapter')]!.Put!;
    expect(role.Item).toMatchObject({ PK: 'CHAPTER#chapter-1', SK: 'ROLE#president', sub: 'user-1', letters: 'ΑΕΦ' });
    expect(role.ConditionExpression).toBe('attribute_not_exists(PK)');
    expect(ops[names.indexOf('request')]!.Update!.ConditionExpression).toBe('#status = :pending');
    expect(ops[names.indexOf('audit')]!.Put!.Item).toMatchObject({ action: 'APPROVE_LEADER_REQUEST', targetId: 'req-1' });
    // One pending approval fewer on the platform's totals.
    expect(ops[names.indexOf('stat')]).toEqual(statDeltaOp('pendingApprovals', -1));
  });

  it('rejection: no role and no profile change', () => {
    const { names, ops } = reviewOps(request, 'rejected', admin);
    expect(names).toEqual(['request', 'guard', 'stat', 'audit']);
    expect(ops[3]!.Put!.Item).toMatchObject({ action: 'REJECT_LEADER_REQUEST', details: { userId: 'user-1', chapterId: 'chapter-1', role: 'president' } });
  });
});

describe('refusal messages', () => {
  const { names } = reviewOps(request, 'approved', admin);
  const messageFor = (codes: string[]) => refusalMessage(writeFailure(cancelled(codes), names)!.failed, request);

  it('a taken role gives the spec sentence', () => {
    expect(messageFor(['None', 'None', 'ConditionalCheckFailed', 'None', 'None', 'None', 'None'])).toBe(
      'There is already a President for Alpha Epsilon Phi. Only one President per organization is allowed.',
    );
  });

  it('a request reviewed meanwhile wins over the role failing with it', () => {
    expect(messageFor(['ConditionalCheckFailed', 'None', 'ConditionalCheckFailed', 'None', 'None', 'None', 'None'])).toBe(
      'This request has already been reviewed',
    );
  });

  it('a missing profile says so (docs/spec/leader-admin-side.md §8)', () => {
    expect(messageFor(['None', 'None', 'None', 'None', 'ConditionalCheckFailed', 'None', 'None'])).toBe('Could not find user profile');
    // The pending guard vanishes only while the applicant's account is being deleted.
    expect(messageFor(['None', 'ConditionalCheckFailed', 'None', 'None', 'None', 'None', 'None'])).toBe('Could not find user profile');
  });

  it('anything else is not a refusal: the caller rethrows it', () => {
    expect(messageFor(['None', 'None', 'None', 'None', 'None', 'TransactionConflict', 'None'])).toBeUndefined();
    expect(writeFailure(new Error('socket hang up'), names)).toBeUndefined();
  });
});
