/**
 * Deleting a user from the Users tab against DynamoDB Local and the local
 * Cognito: it is the account deletion itself (records, counters, the
 * Cognito user), with DELETE_USER in the profile's transaction; the Total
 * Users card's "+N in the last 7 days" drops the deleted sign-up too.
 */
import '../../support/emulators.setup';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody, MeResponse, OkResponse } from '../../../shared/api/types';
import { DELETE_OWN_ACCOUNT, USER_NOT_FOUND } from '../../../functions/admin/messages';
import { readCognitoUser } from '../../../functions/domains/people/cognito-user';
import { clock } from '../../../functions/lib/clock';
import { resetCognito } from '../../../functions/lib/clients/cognito';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { getProfile } from '../../../functions/domains/people/profiles';
import { getRoleHolder } from '../../../functions/domains/people/roles/roles';
import { readStats } from '../../../functions/domains/platform/stats';
import { createTestPool, signUpAndConfirm } from '../../support/cognito';
import { accessClaims, invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { giveRoleTo, newAdmin, newChapter, newUser } from '../leaders/fixtures';

useFreshTable();

const NOW = new Date('2030-04-10T15:00:00.000Z');
const TODAY = '2030-04-10';

beforeAll(async () => {
  const pool = await createTestPool();
  process.env.USER_POOL_ID = pool.userPoolId;
  resetCognito();
  clock.now = () => NOW;
  // A real account: signed up in Cognito, its profile made (and its sign-up counted) by its first GET /me.
  signedUp.sub = await signUpAndConfirm(pool, 'gone-soon@ua.edu');
  const me = await invoke<MeResponse>('getMe', { claims: accessClaims(signedUp.sub) });
  if (me.statusCode !== 200) throw new Error(`getMe answered ${me.statusCode}: ${me.text}`);
});

const signedUp = { sub: '' };
type Answer = OkResponse & ApiErrorBody;
const remove = (admin: { claims: Record<string, unknown> }, id: string) => invoke<Answer>('deleteUser', { claims: admin.claims, params: { id } });
const entriesFor = async (sub: string) => (await listAuditEntries(10_000)).filter((e) => e.targetId === sub);

describe('deleteUser', () => {
  it('deletes the account: profile, role, Cognito user, the users count and the sign-up of the last 7 days; DELETE_USER audited', async () => {
    const [admin, chapter] = await Promise.all([newAdmin(), newChapter()]);
    await giveRoleTo(signedUp, chapter, 'media_manager');
    const before = await readStats(TODAY);

    const res = await remove(admin, signedUp.sub);
    expect(res).toMatchObject({ statusCode: 200, json: { ok: true } });
    expect(await getProfile(signedUp.sub)).toBeUndefined();
    expect(await getRoleHolder(chapter.id, 'media_manager')).toBeUndefined();
    expect(await readCognitoUser(signedUp.sub)).toBeUndefined();
    const after = await readStats(TODAY);
    expect(after.users).toBe(before.users - 1);
    expect(after.signupsLast7Days).toBe(before.signupsLast7Days - 1);
    expect(await entriesFor(signedUp.sub)).toEqual([
      expect.objectContaining({ adminId: admin.sub, action: 'DELETE_USER', targetType: 'user', details: { joined: NOW.toISOString() } }),
    ]);

    // Gone: a second deletion finds nobody and records nothing.
    expect(await remove(admin, signedUp.sub)).toMatchObject({ statusCode: 404, json: { message: USER_NOT_FOUND } });
    expect(await entriesFor(signedUp.sub)).toHaveLength(1);
  });

  it('deletes a profile whose sign-up was never counted (seeded), leaving the sign-ups as they were', async () => {
    const [admin, seeded] = await Promise.all([newAdmin(), newUser()]);
    const before = await readStats(TODAY);
    expect((await remove(admin, seeded.sub)).statusCode).toBe(200);
    expect(await getProfile(seeded.sub)).toBeUndefined();
    expect((await readStats(TODAY)).signupsLast7Days).toBe(before.signupsLast7Days);
  });

  it("refuses an admin's own account, writing nothing", async () => {
    const admin = await newAdmin();
    expect(await remove(admin, admin.sub)).toMatchObject({ statusCode: 409, json: { message: DELETE_OWN_ACCOUNT } });
    expect(await getProfile(admin.sub)).toBeDefined();
    expect(await entriesFor(admin.sub)).toEqual([]);
  });
});
