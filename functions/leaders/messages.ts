/**
 * The API's messages of the leader portal (docs/spec/leader-admin-side.md §5, §8). The SPA shows
 * `message` as-is. A role already held is answered 409 with the spec's
 * sentence from `roleTakenMessage` (shared/roles.ts), under which the SPA
 * puts the title "Role already taken".
 */
export const ORGANIZATION_NOT_FOUND = 'Organization not found';
export const PROFILE_NOT_FOUND = 'Profile not found';
export const DUPLICATE_PENDING_REQUEST = 'You already have a pending request for this organization';
export const SCHOOL_NOT_FOUND = 'School not found';
export const DUPLICATE_PENDING_OFFICE_REQUEST = 'You already have a pending request for a Greek-life office';
export const officeHeldMessage = (schoolName: string) => `This account already works for the Greek-life office of ${schoolName}`;
export const NOT_A_MEMBER = 'This person is not a member of your organization';
export const PRESIDENT_STAYS = 'An organization always has a president: assign the presidency to another member instead';
