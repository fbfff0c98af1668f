/**
 * `npm run admin:grant -- <email>`: the account with that e-mail becomes a
 * platform admin (the record the admin API checks), found in the pool by
 * e-mail whatever its username; an unknown e-mail changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { isAdmin } from '../../../functions/domains/platform/admins';
import { resetCognito } from '../../../functions/lib/clients/cognito';
import { AccountNotFoundError, grantAdminByEmail } from '../../../infra/local/grant-admin';
import { createTestPool, signUpAndConfirm, type PoolIds } from '../../support/cognito';
import { useFreshTable } from '../../support/table';

useFreshTable();
let pool: PoolIds;

beforeAll(async () => {
  pool = await createTestPool();
  process.env.USER_POOL_ID = pool.userPoolId;
  resetCognito();
});

describe('admin:grant', () => {
  it('makes the account with that e-mail an admin, idempotently', async () => {
    const email = `dean-${Date.now()}@example.edu`;
    const sub = await signUpAndConfirm({ username: email, pool, attributes: { email, name: 'Dana Dean' } });
    expect(await isAdmin(sub)).toBe(false);

    const record = await grantAdminByEmail(email.toUpperCase());
    expect(record).toMatchObject({ sub, email });
    expect(await isAdmin(sub)).toBe(true);
    await grantAdminByEmail(email);
    expect(await isAdmin(sub)).toBe(true);
  });

  it('goes by the verified e-mail only: a phone sign-up naming that address is never granted', async () => {
    const email = `provost-${Date.now()}@example.edu`;
    const phone = `+1205${String(Date.now()).slice(-7)}`;
    const impostor = await signUpAndConfirm({ username: phone, pool, attributes: { phone_number: phone, email } });
    await expect(grantAdminByEmail(email)).rejects.toBeInstanceOf(AccountNotFoundError);
    expect(await isAdmin(impostor)).toBe(false);

    const owner = await signUpAndConfirm({ username: email, pool, attributes: { email } });
    expect((await grantAdminByEmail(email)).sub).toBe(owner);
    expect(await isAdmin(owner)).toBe(true);
    expect(await isAdmin(impostor)).toBe(false);
  });

  it('refuses an e-mail no account has', async () => {
    await expect(grantAdminByEmail(`nobody-${Date.now()}@example.edu`)).rejects.toBeInstanceOf(AccountNotFoundError);
  });
});
