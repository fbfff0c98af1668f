/**
 * Approving and rejecting leader requests against DynamoDB Local: each
 * review is one transaction (request, role, profile, pending guard, counter,
 * audit entry), and the conditional role write keeps one president and one
 * media manager per organization even under concurrent approvals.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiErrorBody, LeaderRequestResponse } from '../../../shared/api/types';
import { roleTakenMessage } from '../../../shared/roles';
import { clock } from '../../../functions/lib/clock';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { deleteProfileOp, getProfile } from '../../../functions/domains/people/profiles';
import { getRoleHolder, listRolesOfChapter, listRolesOfUser } from '../../../functions/domains/people/roles/roles';
import { transactWrite } from '../../../functions/lib/db/table';
import { deleteUserPartition } from '../../../functions/domains/people/users';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { approvalsTab, newAdmin, newChapter, newUser, pendingCounter, requestRole, type TestUser } from '../leaders/fixtures';

useFreshTable();
afterEach(() => vi.restoreAllMocks());

const approve = (admin: TestUser, id: string) =>
  invoke<LeaderRequestResponse & ApiErrorBody>('approveLeaderRequest', { claims: admin.claims, params: { id } });
const reject = (admin: TestUser, id: string) =>
  invoke<LeaderRequestResponse & ApiErrorBody>('rejectLeaderRequest', { claims: admin.claims, params: { id } });
const auditOf = async (requestId: string) => (await listAuditEntries(10_000)).filter((e) => e.targetId === requestId);

describe('approveLeaderRequest', () => {
  it('approves: reviewer and time recorded, role created, organization set, counter and audit entry written', async () => {
    const chapter = await newChapter();
    const user = await newUser();
    const admin = await newAdmin();
    const request = await requestRole(user, chapter.id, 'president');
    const before = await pendingCounter();
    // The applicant's contact is kept for the role row, never shown with the request.
    expect((await approvalsTab(admin)).pending.find((r) => r.id === request.id)).not.toHaveProperty('applicantContact');

    const res = await approve(admin, request.id);
    expect(res.statusCode).toBe(200);
    expect(res.json.request).toMatchObject({ id: request.id, status: 'approved', reviewedBy: admin.sub });
    expect(Date.parse(res.json.request.reviewedAt!)).not.toBeNaN();

    const roles = await listRolesOfUser(user.sub);
    expect(roles).toEqual([
      expect.objectContaining({ chapterId: chapter.id, role: 'president', letters: 'ΑΕΦ', name: 'Alpha Epsilon Phi', schoolName: chapter.schoolName }),
    ]);
    expect(roles[0]).not.toHaveProperty('contact');
    // The chapter's row names the president for the registration packet (their profile's contact, filed with the request).
    expect((await getRoleHolder(chapter.id, 'president'))?.contact).toEqual({ fullName: user.fullName, email: user.email, phone: null });
    expect(await getProfile(user.sub)).toMatchObject({ chapterId: chapter.id, isOrgAdmin: true });
    expect(await pendingCounter()).toBe(before - 1);

    const tab = await approvalsTab(admin);
    expect(tab.pending.some((r) => r.id === request.id)).toBe(false);
    expect(tab.recent[0]).toEqual(res.json.request);

    expect(await auditOf(request.id)).toEqual([
      expect.objectContaining({
        adminId: admin.sub,
        action: 'APPROVE_LEADER_REQUEST',
        targetType: 'leader_request',
        targetId: request.id,
        details: { userId: user.sub, chapterId: chapter.id, role: 'president' },
      }),
    ]);

    // The pending guard is gone: the same person may now ask for the other role.
    expect((await requestRole(user, chapter.id, 'media_manager')).status).toBe('pending');
  });

  it("keeps the organization of a person who already had one", async () => {
    const home = await newChapter();
    const other = await newChapter();
    const user = await newUser({ chapterId: home.id });
    const admin = await newAdmin();
    const request = await requestRole(user, other.id, 'media_manager');
    expect((await approve(admin, request.id)).statusCode).toBe(200);
    expect(await getProfile(user.sub)).toMatchObject({ chapterId: home.id, isOrgAdmin: true });
    expect((await listRolesOfChapter(other.id)).map((r) => [r.role, r.sub])).toEqual([['media_manager', user.sub]]);
  });

  it('refuses a role taken since the request with the spec sentence; the request stays pending', async () => {
    const chapter = await newChapter({ name: 'Kappa Alpha Theta', letters: 'ΚΑΘ' });
    const [first, second] = [await newUser(), await newUser()];
    const admin = await newAdmin();
    const a = await requestRole(first, chapter.id, 'president');
    const b = await requestRole(second, chapter.id, 'president');
    expect((await approve(admin, a.id)).statusCode).toBe(200);
    const before = await pendingCounter();

    const res = await approve(admin, b.id);
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('There is already a President for Kappa Alpha Theta. Only one President per organization is allowed.');
    expect(res.json.message).toBe(roleTakenMessage('president', 'Kappa Alpha Theta'));
    expect((await approvalsTab(admin)).pending.find((r) => r.id === b.id)?.status).toBe('pending');
    expect(await listRolesOfUser(second.sub)).toEqual([]);
    expect(await getProfile(second.sub)).toMatchObject({ isOrgAdmin: false });
    expect(await pendingCounter()).toBe(before);
    expect(await auditOf(b.id)).toEqual([]);

    // It can still be rejected.
    expect((await reject(admin, b.id)).json.request.status).toBe('rejected');
  });

  it('refuses to review a request twice, and answers 404 for an unknown one', async () => {
    const chapter = await newChapter();
    const admin = await newAdmin();
    const request = await requestRole(await newUser(), chapter.id, 'president');
    await approve(admin, request.id);
    for (const again of [approve, reject]) {
      const res = await again(admin, request.id);
      expect(res.statusCode).toBe(409);
      expect(res.json.message).toBe('This request has already been reviewed');
    }
    const unknown = await approve(admin, '6f1c7a52-5d0e-4b8e-9a51-6c2f0d9e7b14');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json.message).toBe('Leader request not found');
  });

  it('answers 409 "Could not find user profile" when the applicant has no profile any more', async () => {
    const chapter = await newChapter();
    const admin = await newAdmin();
    const user = await newUser();
    const request = await requestRole(user, chapter.id, 'president');
    await transactWrite([deleteProfileOp(user.sub)]);

    const res = await approve(admin, request.id);
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('Could not find user profile');
    expect(await listRolesOfChapter(chapter.id)).toEqual([]);
  });

  it('an applicant who deletes their account leaves no request and no pending approval behind', async () => {
    const chapter = await newChapter();
    const admin = await newAdmin();
    const user = await newUser();
    const request = await requestRole(user, chapter.id, 'president');
    const before = await pendingCounter();

    await deleteUserPartition(user.sub);
    expect(await pendingCounter()).toBe(before - 1);
    expect((await approvalsTab(admin)).pending.some((r) => r.id === request.id)).toBe(false);
    expect((await approve(admin, request.id)).statusCode).toBe(404);
  });

  it('20 concurrent approvals of 20 presidents of one organization: exactly one role, one approval, 19 refusals still pending', async () => {
    const chapter = await newChapter({ name: 'Delta Gamma', letters: 'ΔΓ' });
    const admins = [await newAdmin(), await newAdmin()];
    const users = await Promise.all(Array.from({ length: 20 }, () => newUser()));
    const requests = await Promise.all(users.map((u) => requestRole(u, chapter.id, 'president')));
    const before = await pendingCounter();

    const answers = await Promise.all(requests.map((r, i) => approve(admins[i % 2]!, r.id)));

    const won = answers.filter((a) => a.statusCode === 200);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const a of refused) expect(a.json.message).toBe(roleTakenMessage('president', 'Delta Gamma'));

    const winner = won[0]!.json.request;
    const roles = await listRolesOfChapter(chapter.id);
    expect(roles.map((r) => [r.role, r.sub])).toEqual([['president', winner.userId]]);
    const roleCounts = await Promise.all(users.map((u) => listRolesOfUser(u.sub)));
    expect(roleCounts.flat()).toHaveLength(1);

    const tab = await approvalsTab(admins[0]!);
    const stillPending = tab.pending.filter((r) => r.kind === 'leader' && r.chapterId === chapter.id);
    expect(stillPending).toHaveLength(19);
    expect(stillPending.every((r) => r.status === 'pending' && r.id !== winner.id)).toBe(true);
    expect(await pendingCounter()).toBe(before - 1);

    const audits = (await Promise.all(requests.map((r) => auditOf(r.id)))).flat();
    expect(audits.map((e) => [e.action, e.targetId])).toEqual([['APPROVE_LEADER_REQUEST', winner.id]]);
  });

  it('the same request approved by two admins at once is approved once, with one audit entry', async () => {
    const chapter = await newChapter();
    const [one, two] = [await newAdmin(), await newAdmin()];
    const user = await newUser();
    const request = await requestRole(user, chapter.id, 'media_manager');
    const before = await pendingCounter();

    const answers = await Promise.all([approve(one, request.id), approve(two, request.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json.message).toBe('This request has already been reviewed');
    expect(await auditOf(request.id)).toHaveLength(1);
    expect(await listRolesOfUser(user.sub)).toHaveLength(1);
    expect(await pendingCounter()).toBe(before - 1);
  });
});

describe('rejectLeaderRequest', () => {
  it('rejects: no role, reviewer recorded, counter and audit entry written, the person may ask again', async () => {
    const chapter = await newChapter();
    const user = await newUser();
    const admin = await newAdmin();
    const request = await requestRole(user, chapter.id, 'president', 'Please');
    const before = await pendingCounter();

    const res = await reject(admin, request.id);
    expect(res.statusCode).toBe(200);
    expect(res.json.request).toMatchObject({ status: 'rejected', reviewedBy: admin.sub, message: 'Please' });
    expect(await listRolesOfUser(user.sub)).toEqual([]);
    expect(await getProfile(user.sub)).toMatchObject({ isOrgAdmin: false });
    expect(await pendingCounter()).toBe(before - 1);
    expect(await auditOf(request.id)).toEqual([
      expect.objectContaining({ adminId: admin.sub, action: 'REJECT_LEADER_REQUEST', targetType: 'leader_request', targetId: request.id }),
    ]);
    expect((await requestRole(user, chapter.id, 'president')).status).toBe('pending');
  });
});

describe('listLeaderRequests', () => {
  it('lists pending requests newest first and the last 10 reviews newest first, never cached', async () => {
    const admin = await newAdmin();
    const chapter = await newChapter();
    let t = Date.parse('2031-01-01T00:00:00.000Z');
    vi.spyOn(clock, 'now').mockImplementation(() => new Date((t += 60_000)));

    const users = await Promise.all(Array.from({ length: 13 }, () => newUser()));
    const requests = [];
    for (const u of users) requests.push(await requestRole(u, chapter.id, 'media_manager'));
    for (const r of requests.slice(0, 12)) await reject(admin, r.id);

    const res = await invoke<{ pending: { id: string }[]; recent: { id: string; status: string }[] }>('listLeaderRequests', {
      claims: admin.claims,
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json.pending[0]!.id).toBe(requests[12]!.id);
    expect(res.json.recent.map((r) => r.id)).toEqual(
      requests
        .slice(2, 12)
        .reverse()
        .map((r) => r.id),
    );
    expect(res.json.recent.every((r) => r.status === 'rejected')).toBe(true);
  });
});
