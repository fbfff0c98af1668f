/**
 * RSVP to a party event: interested, going or not_going; choosing the current
 * status again removes it (docs/spec/student-side.md §4); an event that is over (six hours
 * after its start, shared/event-over.ts) takes no change. The counts change in the same
 * transaction as the RSVP (party-rsvps.ts); a concurrent change of the same
 * RSVP or count makes the write fail, and it is read again and retried.
 */
import { EVENT_CANCELLED } from '../../shared/event-cancellation';
import { RSVPS_CLOSED } from '../../shared/event-over';
import type { PartyRsvpResponse } from '../../shared/api/types';
import type { RsvpStatus } from '../../shared/limits';
import { inReviewRefusal } from '../domains/catalog/party-events/in-review-access';
import { partyRsvps } from '../domains/catalog/party-events/party-rsvps';
import { unauthorized } from '../lib/auth';
import type { SessionHolder } from '../domains/people/session-fence';
import { HttpError, notFound } from '../lib/errors';
import { EVENT_NOT_FOUND, RSVP_FAILED } from '../domains/catalog/party-events/messages';

/** The RSVP that choosing `chosen` leads to from `current`: the same choice again removes it. */
export function nextRsvp(current: RsvpStatus | null, chosen: RsvpStatus): RsvpStatus | null {
  return current === chosen ? null : chosen;
}

/** Sets (or removes) the caller's RSVP; answers the new status and counts. */
export async function setPartyRsvp(eventId: string, caller: SessionHolder, chosen: RsvpStatus, now: Date): Promise<PartyRsvpResponse> {
  const outcome = await partyRsvps.change(eventId, caller, (current) => nextRsvp(current, chosen), now);
  if (outcome.kind === 'noEvent') throw notFound(EVENT_NOT_FOUND);
  if (outcome.kind === 'closed') throw new HttpError(409, EVENT_CANCELLED);
  if (outcome.kind === 'inReview') throw await inReviewRefusal(outcome.event, caller.sub);
  if (outcome.kind === 'ended') throw new HttpError(409, RSVPS_CLOSED);
  // The account was deleted, or signed out everywhere (its token still passes the gateway until it expires).
  if (outcome.kind === 'noProfile') throw unauthorized();
  // Lost every retry to concurrent changes of the same RSVP or count.
  if (outcome.kind === 'busy') throw new HttpError(409, RSVP_FAILED);
  return { status: outcome.status, ...outcome.counts };
}
