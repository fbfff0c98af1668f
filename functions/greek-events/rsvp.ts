/**
 * RSVP to a Greek-life event: interested or going; choosing the current
 * status again removes it. The event's counts change in the same
 * transaction as the RSVP (greek-rsvps.ts); a concurrent change to the same
 * RSVP makes the write fail, and it is read again and retried here.
 * (The spec's "interested covers interested plus going" is a party-event
 * rule, party-rsvps.ts; Greek-life events report both counts as stored.)
 */
import type { GreekRsvpResponse } from '../../shared/api/types';
import { RSVPS_CLOSED } from '../../shared/event-over';
import { greekRsvps, type GreekRsvpStatus } from '../domains/catalog/greek-events/greek-rsvps';
import { refuseEndedSession, unauthorized } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { HttpError, notFound } from '../lib/errors';

/** docs/spec/student-side.md §8: the RSVP failure toast (here: too many concurrent changes to retry). */
export const RSVP_FAILED = 'Failed to update RSVP';

/** The caller's RSVP and the event's counts. */
export async function getGreekEventRsvp(eventId: string, caller: SessionHolder): Promise<GreekRsvpResponse> {
  const { event, status, profile } = await greekRsvps.readState(eventId, caller.sub);
  refuseEndedSession(caller, profile);
  if (!event) throw notFound('Event not found');
  return { status, ...event };
}

/** Sets (or, when it is the current one, removes) the caller's RSVP; answers the new state and counts. */
export async function setGreekEventRsvp(eventId: string, caller: SessionHolder, status: GreekRsvpStatus, now: Date): Promise<GreekRsvpResponse> {
  const outcome = await greekRsvps.change(eventId, caller, (current) => (current === status ? null : status), now);
  // Greek events are never cancelled nor reviewed by the office (only party events are): `closed` and `inReview` cannot come back here.
  if (outcome.kind === 'noEvent' || outcome.kind === 'closed' || outcome.kind === 'inReview') throw notFound('Event not found');
  if (outcome.kind === 'ended') throw new HttpError(409, RSVPS_CLOSED);
  // The account was deleted, or signed out everywhere (its token still passes the gateway until it expires).
  if (outcome.kind === 'noProfile') throw unauthorized();
  // Lost every retry to concurrent changes of the same RSVP or count.
  if (outcome.kind === 'busy') throw new HttpError(409, RSVP_FAILED);
  return { status: outcome.status, ...outcome.counts };
}
