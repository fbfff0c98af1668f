/**
 * Granting platform admin to an existing account by its e-mail: the Cognito
 * user is looked up in the pool (USER_POOL_ID, COGNITO_ENDPOINT when local),
 * and the admin record keyed by its `sub` is written to the table — the same
 * record the admin API checks (`functions/domains/platform/admins.ts`).
 */
import { ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, userPoolId } from '../../functions/lib/clients/cognito';
import { grantAdmin, type AdminRecord } from '../../functions/domains/platform/admins';

/** No account has this e-mail. */
export class AccountNotFoundError extends Error {}

const attributeOf = (user: UserType, name: string): string | undefined => user.Attributes?.find((a) => a.Name === name)?.Value;

/**
 * The Cognito user whose VERIFIED `email` is `email` (tried as typed, then
 * lower-cased). An unverified `email` proves nothing: anyone can put any
 * address on a phone sign-up, and must not be granted admin by it.
 */
export async function findUserByEmail(email: string): Promise<UserType> {
  for (const candidate of new Set([email.trim(), email.trim().toLowerCase()])) {
    const { Users = [] } = await cognitoClient().send(
      new ListUsersCommand({ UserPoolId: userPoolId(), Filter: `email = "${candidate.replace(/"/g, '\\"')}"` }),
    );
    const owners = Users.filter((u) => attributeOf(u, 'email_verified') === 'true');
    // A confirmed account wins over an abandoned, unconfirmed sign-up with the same address.
    const user = owners.find((u) => u.UserStatus === 'CONFIRMED') ?? owners[0];
    if (user) return user;
  }
  throw new AccountNotFoundError(`No account with the verified e-mail ${email} in user pool ${userPoolId()}.`);
}

/** Makes the account with this e-mail a platform admin (idempotent); returns the record written. */
export async function grantAdminByEmail(email: string, now = new Date()): Promise<AdminRecord> {
  const user = await findUserByEmail(email);
  const sub = attributeOf(user, 'sub');
  if (!sub) throw new Error(`The Cognito user ${user.Username ?? email} has no sub.`);
  const record: AdminRecord = { sub, email: attributeOf(user, 'email') ?? email, grantedAt: now.toISOString() };
  await grantAdmin(record);
  return record;
}
