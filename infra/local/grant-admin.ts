/**
 * Granting platform admin to an existing account by its e-mail: the Cognito
 * user is looked up in the pool (USER_POOL_ID, COGNITO_ENDPOINT when local),
 * and the admin record keyed by its `sub` is written to the table — the same
 * record the admin API checks (`functions/lib/db/admins.ts`).
 */
import { ListUsersCommand, type UserType } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, userPoolId } from '../../functions/lib/clients/cognito';
import { grantAdmin, type AdminRecord } from '../../functions/lib/db/admins';

/** No account has this e-mail. */
export class AccountNotFoundError extends Error {}

const attributeOf = (user: UserType, name: string): string | undefined => user.Attributes?.find((a) => a.Name === name)?.Value;

/** The Cognito user whose `email` attribute is `email` (tried as typed, then lower-cased). */
export async function findUserByEmail(email: string): Promise<UserType> {
  for (const candidate of new Set([email.trim(), email.trim().toLowerCase()])) {
    const { Users = [] } = await cognitoClient().send(
      new ListUsersCommand({ UserPoolId: userPoolId(), Filter: `email = "${candidate.replace(/"/g, '\\"')}"`, Limit: 2 }),
    );
    // A confirmed account wins over an abandoned, unconfirmed sign-up with the same address.
    const user = Users.find((u) => u.UserStatus === 'CONFIRMED') ?? Users[0];
    if (user) return user;
  }
  throw new AccountNotFoundError(`No account with the e-mail ${email} in user pool ${userPoolId()}.`);
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
