/**
 * The API's messages of party events (docs/spec/leader-admin-side.md §5 and §8,
 * docs/spec/student-side.md §8; the review refusals are ours — the spec has none). The SPA shows
 * `message` as-is.
 */
export const EVENT_NOT_FOUND = 'Event not found';
export const RSVP_FAILED = 'Failed to update RSVP';
export const SAVE_FAILED = 'Failed to save event';
export const REVIEW_NOT_ATTENDED = 'Only attendees with a used ticket can review this event';
export const REVIEW_DUPLICATE = 'You have already reviewed this event';
export const REVIEW_OWN_EVENT = "Organizers can't review their own chapter's event";
export const PAST_DATE = 'Event date cannot be in the past';
export const ORGANIZATION_NOT_FOUND = 'Organization not found';
/** A page cursor the API did not hand out for this list (forged, altered, or of another list). */
export { INVALID_CURSOR } from '../../../lib/errors';
