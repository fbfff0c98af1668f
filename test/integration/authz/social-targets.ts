/** Fresh friendship targets for the matrix: a new person, who may have asked `asking` to be friends (and been accepted). */
import { randomUUID } from 'node:crypto';
import { createProfile } from '../../../functions/domains/people/profiles';
import { acceptFriendRequest, sendFriendRequest } from '../../../functions/social/friends';
import { sessionOf } from '../../support/session';
import { AUTHZ_NOW } from './fixture';

export async function freshFriend(options: { asking?: string; accepted?: boolean } = {}): Promise<string> {
  const sub = randomUUID();
  await createProfile({ sub, email: `${sub.slice(0, 8)}@friends.example.edu`, fullName: `Friend ${sub.slice(0, 4)}`, createdAt: AUTHZ_NOW.toISOString() });
  if (options.asking) {
    await sendFriendRequest(sessionOf(sub), options.asking, AUTHZ_NOW);
    if (options.accepted) await acceptFriendRequest(sessionOf(options.asking), sub, AUTHZ_NOW);
  }
  return sub;
}
