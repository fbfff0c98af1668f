/** The `social` feature's routes: their request schemas and response types (the manifest's rows in `../feature-endpoints/social.ts`). */
import { followSchema, friendRequestSchema, friendSearchQuery } from '../../schemas/social';
import { uuidParam } from '../../schemas/common';
import type { OkResponse } from '../common-types';
import type { FeedResponse, FollowResponse, FriendRequestResponse, FriendSearchResponse, FriendsResponse } from '../social-types';
import { routeBuilder, type RoutesOf } from '../route-spec';
import { socialEndpoints } from '../feature-endpoints/social';

const route = routeBuilder(socialEndpoints);

export const socialRoutes = {
  // Social: follows, friends, My Feed.
  getFollow: route<FollowResponse>()('getFollow', { params: uuidParam }),
  setFollow: route<FollowResponse>()('setFollow', { params: uuidParam, body: followSchema }),
  getMyFeed: route<FeedResponse>()('getMyFeed'),
  listFriends: route<FriendsResponse>()('listFriends'),
  searchPeople: route<FriendSearchResponse>()('searchPeople', { query: friendSearchQuery }),
  sendFriendRequest: route<FriendRequestResponse>()('sendFriendRequest', { body: friendRequestSchema }),
  acceptFriendRequest: route<OkResponse>()('acceptFriendRequest', { params: uuidParam }),
  rejectFriendRequest: route<OkResponse>()('rejectFriendRequest', { params: uuidParam }),
  removeFriend: route<OkResponse>()('removeFriend', { params: uuidParam }),
} as const satisfies RoutesOf<'social'>;
