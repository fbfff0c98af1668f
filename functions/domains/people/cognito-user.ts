/**
 * The user-pool calls about one person: read the attributes a new profile is
 * made from, sign them out everywhere and delete them (their own account
 * deletion, or an admin's). Cognito's own errors are mapped
 * here so the service deals in outcomes, not SDK exception names.
 */
import { AdminDeleteUserCommand, AdminGetUserCommand, AdminUserGlobalSignOutCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient, userPoolId } from '../../lib/clients/cognito';

/**
 * What the profile needs from the Cognito user. `email` and `phone` are only
 * the VERIFIED contact attributes: anyone may put any address in `email` at a
 * phone sign-up (the code goes to the phone), and a profile carrying it would
 * send receipts to that inbox and show it to admins as the requester's.
 */
export interface CognitoUser {
  email: string | null;
  phone: string | null;
  name: string | null;
  schoolId: string | null;
}

const isUserNotFound = (error: unknown) => (error as { name?: string })?.name === 'UserNotFoundException';

/** The user's attributes; undefined when the pool has no such user (deleted). */
export async function readCognitoUser(username: string): Promise<CognitoUser | undefined> {
  try {
    const res = await cognitoClient().send(new AdminGetUserCommand({ UserPoolId: userPoolId(), Username: username }));
    const attrs = new Map((res.UserAttributes ?? []).map((a) => [a.Name ?? '', a.Value ?? '']));
    const value = (name: string) => {
      const v = attrs.get(name)?.trim();
      return v ? v : null;
    };
    const verified = (name: string) => (attrs.get(`${name}_verified`) === 'true' ? value(name) : null);
    return { email: verified('email'), phone: verified('phone_number'), name: value('name'), schoolId: value('custom:school_id') };
  } catch (error) {
    if (isUserNotFound(error)) return undefined;
    throw error;
  }
}

/** Revokes every refresh token of the user (their other devices stop refreshing); already gone counts as done. */
export async function signOutEverywhere(username: string): Promise<void> {
  try {
    await cognitoClient().send(new AdminUserGlobalSignOutCommand({ UserPoolId: userPoolId(), Username: username }));
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}

/** Deletes the user from the pool; already gone counts as done (deletion is retried by users). */
export async function deleteCognitoUser(username: string): Promise<void> {
  try {
    await cognitoClient().send(new AdminDeleteUserCommand({ UserPoolId: userPoolId(), Username: username }));
  } catch (error) {
    if (!isUserNotFound(error)) throw error;
  }
}
