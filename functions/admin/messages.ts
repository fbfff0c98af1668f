/** The API's messages of the admin dashboard (leader side §6, §8 "Approvals"). */
export const ACCESS_DENIED = "Access Denied: You don't have permission to access this page";
export const REQUEST_NOT_FOUND = 'Leader request not found';
export const ALREADY_REVIEWED = 'This request has already been reviewed';
export const PROFILE_MISSING = 'Could not find user profile';
