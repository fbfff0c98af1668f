/**
 * /manage-roles against DynamoDB Local: a president manages the roles of
 * their own chapter; one president and one media manager per chapter; the
 * presidency changes hands in one transaction (exactly one president at
 * every instant, even when two hand-overs race), and only when the request
 * confirms it; every change is audited, and a refused one leaves no entry.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { ApiErrorBody, ManageRolesResponse } from '../../../shared/api/types';
import { roleTakenMessage } from '../../../shared/roles';
import { HANDOVER_UNCONFIRMED } from '../../../shared/schemas/roles';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { getRoleHolder, listRolesOfUser } from '../../../functions/domains/people/roles/roles';
import { NOT_A_MEMBER, PRESIDENT_STAYS } from '../../../functions/leaders/messages';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { giveRoleTo, newChapter, newUser, type TestUser } from './fixtures';

useFreshTable();

type Answer = ManageRolesResponse & ApiErrorBody;
const read = (u: TestUser) => invoke<Answer>('getManagedRoles', { claims: u.claims });
/** A hand-over of the presidency goes confirmed, as the page sends it once its question is answered. */
const assign = (u: TestUser, sub: string, role: 'president' | 'media_manager') =>
  invoke<Answer>('assignManagedRole', { claims: u.claims, body: { sub, role, ...(role === 'president' ? { confirmHandover: true } : {}) } });
const remove = (u: TestUser, role: 'president' | 'media_manager') => invoke<Answer>('removeManagedRole', { claims: u.claims, params: { role } });
const auditOf = async (sub: string) => (await listAuditEntries(10_000)).filter((e) => e.targetId === sub);

/** A chapter with its president and two plain members. */
async function chapterWithPresident() {
  const chapter = await newChapter({ name: 'Kappa Alpha Theta', letters: 'ΚΑΘ' });
  const president = await newUser({ chapterId: chapter.id, fullName: 'Pat President' });
  await giveRoleTo(president, chapter, 'president');
  const [ann, bob] = await Promise.all([newUser({ chapterId: chapter.id, fullName: 'Ann Member' }), newUser({ chapterId: chapter.id, fullName: 'Bob Member' })]);
  return { chapter, president, ann, bob };
}

describe('getManagedRoles', () => {
  it("lists the chapter's members (by profile or by a role) and its roles", async () => {
    const { chapter, president, ann } = await chapterWithPresident();
    // A media manager whose profile names another organization is a member by their role.
    const outsider = await newUser({ chapterId: (await newChapter()).id, fullName: 'Cam Elsewhere' });
    await giveRoleTo(outsider, chapter, 'media_manager');
    await newUser({ fullName: 'Dee Nobody' });

    const res = await read(president);
    expect(res.statusCode).toBe(200);
    expect(res.json.chapter).toMatchObject({ id: chapter.id, letters: 'ΚΑΘ', name: 'Kappa Alpha Theta' });
    expect(res.json.members.map((m) => m.fullName)).toEqual(['Ann Member', 'Bob Member', 'Cam Elsewhere', 'Pat President']);
    expect(res.json.members.find((m) => m.sub === ann.sub)).toEqual({ sub: ann.sub, fullName: 'Ann Member', email: ann.email });
    expect(res.json.roles).toEqual([
      { sub: president.sub, fullName: 'Pat President', email: president.email, role: 'president' },
      { sub: outsider.sub, fullName: 'Cam Elsewhere', email: outsider.email, role: 'media_manager' },
    ]);
  });

  it('turns away members without the presidency and people in no organization', async () => {
    const { ann } = await chapterWithPresident();
    expect(await read(ann)).toMatchObject({ statusCode: 403, json: { message: 'Only presidents can manage roles' } });
    const loner = await newUser();
    expect(await read(loner)).toMatchObject({ statusCode: 403, json: { message: 'You must belong to an organization' } });
  });
});

describe('assignManagedRole and removeManagedRole', () => {
  it('assigns one media manager, refuses a second, removes it; each change audited', async () => {
    const { chapter, president, ann, bob } = await chapterWithPresident();
    const first = await assign(president, ann.sub, 'media_manager');
    expect(first.statusCode).toBe(200);
    expect(first.json.roles.map((r) => [r.role, r.sub])).toEqual([
      ['president', president.sub],
      ['media_manager', ann.sub],
    ]);
    expect(await auditOf(ann.sub)).toEqual([
      expect.objectContaining({ adminId: president.sub, action: 'ASSIGN_ROLE', details: expect.objectContaining({ chapterId: chapter.id, role: 'media_manager' }) }),
    ]);

    const second = await assign(president, bob.sub, 'media_manager');
    expect(second).toMatchObject({ statusCode: 409, json: { message: roleTakenMessage('media_manager', 'Kappa Alpha Theta') } });
    expect(await auditOf(bob.sub)).toEqual([]);
    expect(await assign(president, ann.sub, 'media_manager')).toMatchObject({
      statusCode: 409,
      json: { message: 'Role Already Exists: This user already has this role in this organization' },
    });

    const removed = await remove(president, 'media_manager');
    expect(removed.statusCode).toBe(200);
    expect(removed.json.roles.map((r) => r.role)).toEqual(['president']);
    expect(await listRolesOfUser(ann.sub)).toEqual([]);
    expect((await auditOf(ann.sub)).map((e) => e.action).sort()).toEqual(['ASSIGN_ROLE', 'REMOVE_ROLE']);
  });

  it('refuses a person outside the chapter and the removal of the presidency, writing no entry', async () => {
    const { president } = await chapterWithPresident();
    const stranger = await newUser({ chapterId: (await newChapter()).id });
    expect(await assign(president, stranger.sub, 'media_manager')).toMatchObject({ statusCode: 404, json: { message: NOT_A_MEMBER } });
    expect(await remove(president, 'president')).toMatchObject({ statusCode: 409, json: { message: PRESIDENT_STAYS } });
    expect(await auditOf(stranger.sub)).toEqual([]);
    expect(await auditOf(president.sub)).toEqual([]);
  });

  it('hands the presidency over in one step: the new president in, the old one out', async () => {
    const { chapter, president, ann } = await chapterWithPresident();
    const res = await assign(president, ann.sub, 'president');
    expect(res.statusCode).toBe(200);
    // The new president's row carries their contact (the registration packet names them from it).
    expect(await getRoleHolder(chapter.id, 'president')).toMatchObject({ sub: ann.sub, contact: { fullName: ann.fullName, email: ann.email, phone: null } });
    expect(await listRolesOfUser(president.sub)).toEqual([]);
    expect(await auditOf(ann.sub)).toEqual([expect.objectContaining({ action: 'ASSIGN_ROLE', details: expect.objectContaining({ previousHolder: president.sub }) })]);
    // No longer a president: the page turns them away.
    expect((await read(president)).statusCode).toBe(403);
  });

  it('refuses a hand-over sent without its confirmation (a client that skipped the question): 400, nothing changes', async () => {
    const { chapter, president, ann } = await chapterWithPresident();
    for (const body of [{ sub: ann.sub, role: 'president' }, { sub: ann.sub, role: 'president', confirmHandover: false }]) {
      const res = await invoke<Answer>('assignManagedRole', { claims: president.claims, body });
      expect([res.statusCode, res.json.message]).toEqual([400, HANDOVER_UNCONFIRMED]);
    }
    expect((await getRoleHolder(chapter.id, 'president'))?.sub).toBe(president.sub);
    expect(await listRolesOfUser(ann.sub)).toEqual([]);
    expect(await auditOf(ann.sub)).toEqual([]);
    expect((await read(president)).statusCode).toBe(200);
  });

  it('keeps exactly one president at every instant when two hand-overs race', async () => {
    const { chapter, president, ann, bob } = await chapterWithPresident();
    let racing = true;
    const seen: (string | undefined)[] = [];
    const watcher = (async () => {
      while (racing) seen.push((await getRoleHolder(chapter.id, 'president'))?.sub);
    })();
    const answers = await Promise.all([assign(president, ann.sub, 'president'), assign(president, bob.sub, 'president')]);
    racing = false;
    await watcher;

    // The loser is refused either by the write's condition (409) or, when the winner's hand-over
    // finished before the loser's request read the caller's roles, as no longer president (403).
    const [won, lost] = answers.map((a) => a.statusCode).sort();
    expect(won).toBe(200);
    expect([403, 409]).toContain(lost);
    const winner = answers[0]!.statusCode === 200 ? ann : bob;
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((sub) => sub === president.sub || sub === winner.sub)).toBe(true);
    expect((await getRoleHolder(chapter.id, 'president'))?.sub).toBe(winner.sub);
    const holders = await Promise.all([president, ann, bob].map(async (u) => (await listRolesOfUser(u.sub)).filter((r) => r.role === 'president').length));
    expect(holders.reduce((a, b) => a + b, 0)).toBe(1);
    expect((await listAuditEntries(10_000)).filter((e) => e.action === 'ASSIGN_ROLE' && e.details.chapterId === chapter.id)).toHaveLength(1);
  });
});
