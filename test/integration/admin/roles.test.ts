/**
 * The Roles tab against DynamoDB Local: direct assignment (the spec's
 * refusals; one per chapter even under concurrent assignments; the person
 * joins the organization when they had none), removal, and an audit entry
 * with every change and none with a refusal.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, RoleAssignmentsResponse } from '../../../shared/api/types';
import { roleTakenMessage } from '../../../shared/roles';
import { MISSING_ASSIGNMENT } from '../../../shared/schemas/admin';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { getProfile } from '../../../functions/domains/people/profiles';
import { ROLE_EXISTS, roleNotHeld } from '../../../functions/domains/people/roles/role-changes';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newAdmin, newChapter, newUser, type TestUser } from '../leaders/fixtures';

useFreshTable();

type Answer = RoleAssignmentsResponse & ApiErrorBody;
const assign = (admin: TestUser, body: Record<string, unknown>) => invoke<Answer>('assignRoleDirectly', { claims: admin.claims, body });
const remove = (admin: TestUser, id: string, role: string) => invoke<Answer>('removeRoleDirectly', { claims: admin.claims, params: { id, role } });
const auditOf = async (chapterId: string) => (await listAuditEntries(10_000)).filter((e) => e.details.chapterId === chapterId);

describe('assignRoleDirectly', () => {
  it('assigns without approval: listed, the person joins the organization, ASSIGN_ROLE audited', async () => {
    const [admin, chapter, user] = await Promise.all([newAdmin(), newChapter({ name: 'Sigma Chi', letters: 'ΣΧ', type: 'fraternity' }), newUser({ fullName: 'Riley Chen' })]);
    const res = await assign(admin, { sub: user.sub, chapterId: chapter.id, role: 'president' });
    expect(res.statusCode).toBe(200);
    expect(res.json.assignments).toContainEqual(
      expect.objectContaining({ chapterId: chapter.id, role: 'president', sub: user.sub, fullName: 'Riley Chen', letters: 'ΣΧ', organizationName: 'Sigma Chi' }),
    );
    expect(await getProfile(user.sub)).toMatchObject({ chapterId: chapter.id, isOrgAdmin: true });
    expect(await auditOf(chapter.id)).toEqual([expect.objectContaining({ adminId: admin.sub, action: 'ASSIGN_ROLE', targetId: user.sub })]);
  });

  it("refuses a missing piece, the same role again, and a role someone else holds — with the spec's words and no entry", async () => {
    const [admin, chapter, user, other] = await Promise.all([newAdmin(), newChapter({ name: 'Sigma Chi' }), newUser(), newUser()]);
    expect(await assign(admin, { chapterId: chapter.id, role: 'president' })).toMatchObject({ statusCode: 400, json: { message: MISSING_ASSIGNMENT } });
    expect(await assign(admin, { sub: user.sub, chapterId: '', role: 'president' })).toMatchObject({ statusCode: 400, json: { message: MISSING_ASSIGNMENT } });
    expect((await assign(admin, { sub: user.sub, chapterId: chapter.id, role: 'media_manager' })).statusCode).toBe(200);
    expect(await assign(admin, { sub: user.sub, chapterId: chapter.id, role: 'media_manager' })).toMatchObject({ statusCode: 409, json: { message: ROLE_EXISTS } });
    expect(await assign(admin, { sub: other.sub, chapterId: chapter.id, role: 'media_manager' })).toMatchObject({
      statusCode: 409,
      json: { message: roleTakenMessage('media_manager', 'Sigma Chi') },
    });
    expect(await auditOf(chapter.id)).toHaveLength(1);
  });

  it('gives a contested role to exactly one of two admins assigning it at once', async () => {
    const [admin, chapter, a, b] = await Promise.all([newAdmin(), newChapter(), newUser(), newUser()]);
    const answers = await Promise.all([a, b].map((u) => assign(admin, { sub: u.sub, chapterId: chapter.id, role: 'president' })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const final = await invoke<RoleAssignmentsResponse>('listRoleAssignments', { claims: admin.claims });
    expect(final.json.assignments.filter((r) => r.chapterId === chapter.id)).toHaveLength(1);
    expect(await auditOf(chapter.id)).toHaveLength(1);
  });
});

describe('removeRoleDirectly', () => {
  it('removes a role (REMOVE_ROLE audited); removing it again is a 404 with no entry', async () => {
    const [admin, chapter, user] = await Promise.all([newAdmin(), newChapter(), newUser()]);
    await assign(admin, { sub: user.sub, chapterId: chapter.id, role: 'president' });
    const res = await remove(admin, chapter.id, 'president');
    expect(res.statusCode).toBe(200);
    expect(res.json.assignments.some((r) => r.chapterId === chapter.id)).toBe(false);
    expect(await remove(admin, chapter.id, 'president')).toMatchObject({ statusCode: 404, json: { message: roleNotHeld('president') } });
    expect((await auditOf(chapter.id)).map((e) => e.action).sort()).toEqual(['ASSIGN_ROLE', 'REMOVE_ROLE']);
  });
});
