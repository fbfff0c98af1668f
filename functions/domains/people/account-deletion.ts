/**
 * Deleting an account, the person's own or by an admin: their sessions are
 * signed out everywhere, then every personal record goes (uploads with their
 * files first, the profile last,
 * with `withProfile` in its transaction: an admin's audit entry), and the
 * Cognito user last of all, so a failure halfway leaves a user who can sign
 * in again and a deletion that can be retried. Idempotent. Their places in
 * waitlists go with their items, their places in drops' lines too, and a seat they free (held for them, or
 * their ticket's while people wait) is owed an offer round: the functions
 * that delete accounts (accounts, admin) do not hold the ticket key, so they
 * hand the round over to the scheduled sweep (waitlist/hand-over.ts).
 * Deletions are rare: the Cognito and S3 SDKs are chunks loaded with the
 * first one, not at the function's cold start (infra/constructs/bundling.ts).
 */
import type { TransactOp } from '../../lib/db/table';
import { deleteUserPartition } from './users';
import { handOverOfferRounds } from '../ticketing/waitlist/hand-over';
import { deleteDropLineItemsOf } from '../ticketing/drop/line';

export interface AccountDeletion {
  sub: string;
  /** The Cognito username (the sub itself works for every user of the pool). */
  username: string;
  withProfile?: TransactOp[];
  /** The error to throw when Cognito fails (the caller's message; the cause goes to the log). */
  cognitoFailure: (error: unknown) => Error;
}

/** Returns true when this call deleted the profile. */
export async function deleteAccount(d: AccountDeletion): Promise<boolean> {
  const [{ deleteCognitoUser, signOutEverywhere }, { removeUserMedia }] = await Promise.all([import('./cognito-user'), import('../catalog/media/remove')]);
  try {
    // First: no other device of theirs keeps refreshing while their data goes.
    await signOutEverywhere(d.username);
  } catch (error) {
    throw d.cognitoFailure(error);
  }
  // Their photos and videos first (objects, galleries, chapters' recent media): the partition holds their views.
  // Their places in drops' lines too (found by their own index: admission passes over a place whose member is gone).
  await Promise.all([removeUserMedia(d.sub), deleteDropLineItemsOf(d.sub)]);
  const deleted = await deleteUserPartition(d.sub, {
    withProfile: d.withProfile,
    // A seat held for them goes to the next in line at the next sweep, not when the hold would have expired.
    seatsFreed: handOverOfferRounds,
  });
  try {
    await deleteCognitoUser(d.username);
  } catch (error) {
    throw d.cognitoFailure(error);
  }
  return deleted;
}
