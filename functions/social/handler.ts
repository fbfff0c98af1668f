/** Lambda of the `social` feature: follows, friends and My Feed. */
import { clock } from '../lib/clock';
import { featureHandler, Reply } from '../lib/http';
import { socialRoutes } from '../../shared/api/feature-routes/social';
import { getMyFeed } from './feed';
import { getFollow, setFollow } from './follow';
import { acceptFriendRequest, listFriends, rejectFriendRequest, removeFriend, searchPeople, sendFriendRequest } from './friends';

export const handler = featureHandler(socialRoutes, {
  getFollow: async ({ params, caller }) => getFollow(params.id, caller),
  setFollow: async ({ params, body, caller }) => setFollow(params.id, caller, body.following, clock.now()),
  getMyFeed: async ({ caller }) => getMyFeed(caller, clock.now()),
  listFriends: async ({ caller }) => listFriends(caller),
  searchPeople: async ({ query, caller }) => searchPeople(caller.sub, query.q),
  sendFriendRequest: async ({ body, caller }) => new Reply(await sendFriendRequest(caller, body.userId, clock.now()), { status: 201 }),
  acceptFriendRequest: async ({ params, caller }) => acceptFriendRequest(caller, params.id, clock.now()),
  rejectFriendRequest: async ({ params, caller }) => rejectFriendRequest(caller, params.id),
  removeFriend: async ({ params, caller }) => removeFriend(caller, params.id),
});
