/** What the social feature tells users (docs/spec/student-side.md §6: toasts; friends show the server's message). */
export const ORGANIZATION_NOT_FOUND = 'Organization not found';
export const FOLLOW_FAILED = 'Failed to update follow status';
export const USER_NOT_FOUND = 'User not found';
export const SELF_REQUEST = 'You cannot send a friend request to yourself';
export const ALREADY_FRIENDS = 'You are already friends';
export const ALREADY_SENT = 'Friend request already sent';
export const REQUEST_NOT_FOUND = 'Friend request not found';
export const FRIEND_NOT_FOUND = 'Friend not found';
export const FRIENDS_BUSY = 'Too many changes at once. Please try again.';
