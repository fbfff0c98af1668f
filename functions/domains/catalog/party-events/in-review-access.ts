/**
 * Who may know of an event awaiting the Greek-life office's approval: the
 * leaders of its chapter (they prepare it), the office of its school and
 * admins. To everyone else it does not exist (404), on its page and on
 * every attendee's action (an RSVP, a save, a review, a photo); those who
 * see its page are told why their action waits (409). Read only for such an
 * event, so other requests keep their reads.
 */
import { AWAITING_APPROVAL } from '../../../../shared/event-review';
import { HttpError, notFound } from '../../../lib/errors';
import { readOfficeGrant } from '../../people/office-staff';
import { listRolesOfChapter } from '../../people/roles/roles';
import { isAdmin } from '../../platform/admins';
import { EVENT_NOT_FOUND } from './messages';

type Reviewed = { chapterId: string; schoolId: string };

/** True when `sub` may see the event while it awaits the office. */
export async function seesInReview(event: Reviewed, sub: string): Promise<boolean> {
  const [roles, office, admin] = await Promise.all([listRolesOfChapter(event.chapterId), readOfficeGrant(sub), isAdmin(sub)]);
  return admin || roles.some((role) => role.sub === sub) || office.grant?.schoolId === event.schoolId;
}

/** The refusal of an attendee's action on an event awaiting the office: 409 to those who see its page, 404 (`missing`) to the rest. */
export async function inReviewRefusal(event: Reviewed, sub: string, missing = EVENT_NOT_FOUND): Promise<HttpError> {
  return (await seesInReview(event, sub)) ? new HttpError(409, AWAITING_APPROVAL) : notFound(missing);
}
