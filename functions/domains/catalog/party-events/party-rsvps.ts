/**
 * RSVPs to party events (the RSVP repository, rsvps.ts, for
 * `EVENT#<eventId>`): interested, going or not_going. The event's
 * `interestedCount` counts interested + going (docs/spec/student-side.md §4),
 * `goingCount` counts going; not_going counts nowhere. The user side is
 * `PRSVP#<eventId>`.
 */
import { RSVP_STATUSES, type RsvpStatus } from '../../../../shared/limits';
import { keys } from '../../keys';
import { rsvpRepository, type RsvpCount } from '../rsvps';

/** The counts an RSVP status adds to. */
export function countedFields(status: RsvpStatus | null): RsvpCount[] {
  if (status === 'going') return ['interestedCount', 'goingCount'];
  if (status === 'interested') return ['interestedCount'];
  return [];
}

export const partyRsvps = rsvpRepository<RsvpStatus>({
  entity: 'partyRsvp',
  statuses: RSVP_STATUSES,
  counted: countedFields,
  keys: { event: keys.partyEvent.item, ...keys.partyRsvp },
});

/** The stored RSVPs of an event, counted as the event's counters count them (repair tools and tests). */
export async function countPartyRsvps(eventId: string): Promise<{ interested: number; going: number; notGoing: number }> {
  const stored = await partyRsvps.countByStatus(eventId);
  return { interested: stored.interested + stored.going, going: stored.going, notGoing: stored.not_going };
}
