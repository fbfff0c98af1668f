/**
 * RSVPs to Greek-life events (the RSVP repository, rsvps.ts, for
 * `GEVENT#<eventId>`): interested or going, each counted in its own count
 * (`interestedCount`, `goingCount`); the user side is `GRSVP#<eventId>`.
 */
import { keys } from '../../keys';
import { rsvpRepository } from '../rsvps';

export const GREEK_RSVP_STATUSES = ['interested', 'going'] as const;
export type GreekRsvpStatus = (typeof GREEK_RSVP_STATUSES)[number];

export const greekRsvps = rsvpRepository<GreekRsvpStatus>({
  entity: 'greekRsvp',
  statuses: GREEK_RSVP_STATUSES,
  counted: (status) => (status === 'going' ? ['goingCount'] : ['interestedCount']),
  keys: { event: keys.greekEvent.item, ...keys.greekRsvp },
});

/** The stored RSVPs of an event, by status (a repair tool's and the tests' check of the counters). */
export function countEventRsvps(eventId: string): Promise<{ interested: number; going: number }> {
  return greekRsvps.countByStatus(eventId);
}
