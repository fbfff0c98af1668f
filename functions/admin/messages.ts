/** The API's messages of the admin dashboard (docs/spec/leader-admin-side.md §6, §8 "Approvals"). */
export const REQUEST_NOT_FOUND = 'Leader request not found';
export const ALREADY_REVIEWED = 'This request has already been reviewed';
export const PROFILE_MISSING = 'Could not find user profile';
export const USER_NOT_FOUND = 'User not found';
export const ORGANIZATION_NOT_FOUND = 'Organization not found';
export { INVALID_CURSOR } from '../lib/errors';
export const DELETE_USER_FAILED = 'Failed to delete user';
export const DELETE_OWN_ACCOUNT = 'Delete your own account from your profile instead';
export const SCHOOL_NOT_FOUND = 'School not found';
/** docs/spec/leader-admin-side.md §8 "Admin edits". */
export const SCHOOL_IN_USE = 'Failed to delete school. It may have associated data.';
export const ORGANIZATION_IN_USE = 'Failed to delete organization. It may have associated data.';
/** The Greek-life office: taking back an office the account does not hold. */
export const NOT_AN_OFFICE = 'This user is not a Greek-life office';
