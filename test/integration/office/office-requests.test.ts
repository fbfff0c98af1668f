/**
 * Office staff ask for their school's Greek-life office from the leader
 * portal; an admin approves it (the Users tab's grant, audited) or rejects it
 * (audited); the person is mailed the decision through the work queue, as a
 * leader is. One pending office request per person; an account holding an
 * office cannot ask; two admins deciding at once settle it once.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { AccessRequestResponse, ApiErrorBody, MeResponse, OfficeEventsResponse, OfficeRequestResponse } from '../../../shared/api/types';
import { putSchools } from '../../../functions/domains/catalog/schools/schools';
import { readOfficeGrant } from '../../../functions/domains/people/office-staff';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { invoke } from '../../support/invoke';
import { storedMails } from '../../support/inbox';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { approvalsTab, pendingCounter, requestRole, type TestUser } from '../leaders/fixtures';
import { newAdmin, newChapter, newEvent, newUser } from '../party-events/fixtures';

useFreshTable();
useJobQueue();

async function newSchool(label: string) {
  const school = { id: randomUUID(), name: `Request University ${label}`, city: 'Springfield', state: 'TX', website: '', logoUrl: null, emailDomains: [] };
  await putSchools([school]);
  const chapter = await newChapter({ schoolId: school.id, schoolName: school.name, state: 'TX' });
  return { school, chapter };
}

const ask = (user: TestUser, schoolId: string, jobTitle = 'Coordinator of Fraternity & Sorority Life', message?: string) =>
  invoke<OfficeRequestResponse & ApiErrorBody>('createOfficeRequest', { claims: user.claims, body: { schoolId, jobTitle, message } });
const approve = (admin: TestUser, id: string) => invoke<AccessRequestResponse & ApiErrorBody>('approveLeaderRequest', { claims: admin.claims, params: { id } });
const reject = (admin: TestUser, id: string) => invoke<AccessRequestResponse & ApiErrorBody>('rejectLeaderRequest', { claims: admin.claims, params: { id } });
const auditOf = async (requestId: string) => (await listAuditEntries(10_000)).filter((e) => e.targetId === requestId);

async function filed(user: TestUser, schoolId: string) {
  const res = await ask(user, schoolId);
  if (res.statusCode !== 201) throw new Error(`createOfficeRequest answered ${res.statusCode}: ${res.text}`);
  return res.json.request;
}

describe('requesting the Greek-life office', () => {
  it('files a pending request the Approvals tab shows with the school and the job title; approving grants the office of that school only', async () => {
    const admin = await newAdmin();
    const [a, b] = [await newSchool('A'), await newSchool('B')];
    const staff = await newUser({ fullName: 'Robin Office' });
    const before = await pendingCounter();

    const res = await ask(staff, a.school.id, '  Assistant Director  ', 'I run the IFC calendar.');
    expect(res.statusCode).toBe(201);
    expect(res.json.request).toMatchObject({
      kind: 'office',
      userId: staff.sub,
      fullName: 'Robin Office',
      email: staff.email,
      schoolId: a.school.id,
      schoolName: a.school.name,
      jobTitle: 'Assistant Director',
      message: 'I run the IFC calendar.',
      status: 'pending',
    });
    const request = res.json.request;
    expect(await pendingCounter()).toBe(before + 1);
    expect((await approvalsTab(admin)).pending.find((r) => r.id === request.id)).toEqual(request);
    // The leader portal tells the person to wait, as for a leader request.
    expect((await invoke<MeResponse>('getMe', { claims: staff.claims })).json.pendingLeaderRequest).toBe(true);

    const approved = await approve(admin, request.id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json.request).toMatchObject({ id: request.id, kind: 'office', status: 'approved', reviewedBy: admin.sub });
    expect((await readOfficeGrant(staff.sub)).grant).toMatchObject({ schoolId: a.school.id, schoolName: a.school.name, grantedBy: admin.sub });
    expect(await pendingCounter()).toBe(before);
    const tab = await approvalsTab(admin);
    expect(tab.pending.some((r) => r.id === request.id)).toBe(false);
    expect(tab.recent.find((r) => r.id === request.id)).toEqual(approved.json.request);
    expect(await auditOf(request.id)).toEqual([
      expect.objectContaining({
        adminId: admin.sub,
        action: 'APPROVE_OFFICE_REQUEST',
        targetType: 'office_request',
        details: { userId: staff.sub, schoolId: a.school.id, schoolName: a.school.name },
      }),
    ]);

    // The account now works for school A's office: its events, none of school B's.
    const mine = await newEvent(a.chapter, '2031-05-02', '21:00', { title: 'Spring Formal' });
    await newEvent(b.chapter, '2031-05-03', '21:00', { title: 'Elsewhere' });
    const me = await invoke<MeResponse>('getMe', { claims: staff.claims });
    expect([me.json.office, me.json.pendingLeaderRequest]).toEqual([{ schoolId: a.school.id, schoolName: a.school.name }, false]);
    const events = await invoke<OfficeEventsResponse>('listOfficeEvents', { claims: staff.claims });
    expect([events.statusCode, events.json.schoolId, events.json.events.map((e) => e.id)]).toEqual([200, a.school.id, [mine.id]]);
  });

  it('rejecting grants nothing, is audited, and lets the person ask again', async () => {
    const admin = await newAdmin();
    const { school } = await newSchool('C');
    const staff = await newUser();
    const request = await filed(staff, school.id);
    const before = await pendingCounter();

    const rejected = await reject(admin, request.id);
    expect([rejected.statusCode, rejected.json.request?.status]).toEqual([200, 'rejected']);
    expect((await readOfficeGrant(staff.sub)).grant).toBeUndefined();
    expect((await invoke('listOfficeEvents', { claims: staff.claims })).statusCode).toBe(403);
    expect(await pendingCounter()).toBe(before - 1);
    expect((await auditOf(request.id)).map((e) => [e.action, e.targetType])).toEqual([['REJECT_OFFICE_REQUEST', 'office_request']]);
    expect((await ask(staff, school.id)).statusCode).toBe(201);
  });

  it('refuses a second pending office request (for any school), an account already holding an office, and an unknown school, changing nothing', async () => {
    const admin = await newAdmin();
    const [a, b] = [await newSchool('D'), await newSchool('E')];
    const staff = await newUser();
    await filed(staff, a.school.id);
    const before = await pendingCounter();
    const again = await ask(staff, a.school.id);
    const elsewhere = await ask(staff, b.school.id);
    const unknown = await ask(await newUser(), randomUUID());

    const holder = await newUser();
    expect((await invoke('grantOfficeRole', { params: { id: holder.sub }, body: { schoolId: b.school.id }, claims: admin.claims })).statusCode).toBe(200);
    const held = await ask(holder, a.school.id);

    expect([again, elsewhere, unknown, held].map((r) => [r.statusCode, r.json.message])).toEqual([
      [409, 'You already have a pending request for a Greek-life office'],
      [409, 'You already have a pending request for a Greek-life office'],
      [404, 'School not found'],
      [409, `This account already works for the Greek-life office of ${b.school.name}`],
    ]);
    expect(await pendingCounter()).toBe(before);
    const mine = (await approvalsTab(admin)).pending.filter((r) => r.userId === staff.sub || r.userId === holder.sub);
    expect(mine.map((r) => r.kind === 'office' && r.schoolId)).toEqual([a.school.id]);
  });

  it('refuses a blank, overlong or two-line job title with its message', async () => {
    const { school } = await newSchool('F');
    const staff = await newUser();
    const answers = await Promise.all(['   ', 'D'.repeat(101), 'Director\nof Life'].map((title) => ask(staff, school.id, title)));
    expect(answers.map((r) => [r.statusCode, r.json.message])).toEqual([
      [400, 'Please enter your job title'],
      [400, 'Job title must be less than 100 characters'],
      [400, 'Job title cannot contain invisible, control or text-direction characters'],
    ]);
    expect((await approvalsTab(await newAdmin())).pending.some((r) => r.userId === staff.sub)).toBe(false);
  });

  it('two admins approving and rejecting at once settle it once: one answer 200, the other 409, one audit entry', async () => {
    const [one, two] = [await newAdmin(), await newAdmin()];
    const { school } = await newSchool('G');
    const staff = await newUser();
    const request = await filed(staff, school.id);
    const before = await pendingCounter();

    const answers = await Promise.all([approve(one, request.id), reject(two, request.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.statusCode === 409)!;
    expect(lost.json.message).toBe('This request has already been reviewed');
    const won = answers.find((r) => r.statusCode === 200)!.json.request;
    const grant = (await readOfficeGrant(staff.sub)).grant;
    expect(grant?.schoolId).toBe(won.status === 'approved' ? school.id : undefined);
    expect(await pendingCounter()).toBe(before - 1);
    expect(await auditOf(request.id)).toHaveLength(1);
    expect((await approvalsTab(one)).recent.find((r) => r.id === request.id)?.status).toBe(won.status);
  });

  it('mails the person the decision through the work queue: an office approved or rejected, a leader role approved', async () => {
    const admin = await newAdmin();
    const { school, chapter } = await newSchool('H');
    const [approvedStaff, rejectedStaff, leader] = [await newUser(), await newUser(), await newUser()];
    expect((await approve(admin, (await filed(approvedStaff, school.id)).id)).statusCode).toBe(200);
    expect((await reject(admin, (await filed(rejectedStaff, school.id)).id)).statusCode).toBe(200);
    expect((await approve(admin, (await requestRole(leader, chapter.id, 'president')).id)).statusCode).toBe(200);

    const subjectsTo = async (email: string) => (await storedMails()).filter((m) => m.destination.to.includes(email)).map((m) => m.subject);
    await expect.poll(async () => (await Promise.all([approvedStaff, rejectedStaff, leader].map((u) => subjectsTo(u.email)))).flat().length, { timeout: 30_000 }).toBe(3);
    expect(await subjectsTo(approvedStaff.email)).toEqual([`Your request for the Greek-life office of ${school.name} is approved`]);
    expect(await subjectsTo(rejectedStaff.email)).toEqual([`Your request for the Greek-life office of ${school.name} was not approved`]);
    expect(await subjectsTo(leader.email)).toEqual([`Your request for President of ${chapter.name} is approved`]);
  });
});
