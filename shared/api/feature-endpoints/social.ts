/** The `social` feature's rows of the manifest (`../endpoints.ts`): method, path, auth. */
import type { Endpoint } from '../endpoint-types';

export const socialEndpoints = {
  getFollow: { method: 'GET', path: '/chapters/{id}/follow', feature: 'social', auth: 'user' },
  setFollow: { method: 'PUT', path: '/chapters/{id}/follow', feature: 'social', auth: 'user' },
  getMyFeed: { method: 'GET', path: '/me/feed', feature: 'social', auth: 'user' },
  listFriends: { method: 'GET', path: '/friends', feature: 'social', auth: 'user' },
  searchPeople: { method: 'GET', path: '/friends/search', feature: 'social', auth: 'user', rateLimit: 'peopleSearch' },
  sendFriendRequest: { method: 'POST', path: '/friends/requests', feature: 'social', auth: 'user', rateLimit: 'friendRequests' },
  acceptFriendRequest: { method: 'POST', path: '/friends/requests/{id}/accept', feature: 'social', auth: 'user' },
  rejectFriendRequest: { method: 'DELETE', path: '/friends/requests/{id}', feature: 'social', auth: 'user' },
  removeFriend: { method: 'DELETE', path: '/friends/{id}', feature: 'social', auth: 'user' },
} as const satisfies Record<string, Endpoint>;
