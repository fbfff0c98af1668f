/**
 * What deleting a party event removes besides its tickets (ticket-cleanup.ts):
 * every review, RSVP and save of the event with their user-side views, and
 * each saver's `savedCount`, the door's scan log (door-scans.ts), its door passes and a drop's line (its
 * state, members and places: drop/line.ts). The counters these items add to live on the
 * event being deleted, so only the profiles' counts need changing.
 */
import { deleteDoorPassesOfEvent, type PassesOf } from '../../ticketing/door/passes';
import { deleteDoorScansOfEvent } from '../../ticketing/door/scans';
import { deleteDoorRecords } from '../../ticketing/door/headcount';
import { deleteDropLine } from '../../ticketing/drop/line';
import { partyRsvps } from './party-rsvps';
import { listEventReviews, reviewKeys } from './reviews';
import { listEventSavers, removeSaveOfDeletedEvent } from '../../people/saves';
import { batchDelete } from '../../../lib/db/table';
import { deleteEventReport } from '../party-packet/event-reports';

/**
 * Removes the event's reviews, RSVPs and saves (both sides), its door's records and passes, its drop's line. Idempotent; returns
 * how many of each. `event` as read before its deletion (whether its passes may be under their old index).
 */
export async function deleteEventDependents(event: PassesOf): Promise<{ reviews: number; rsvps: number; saves: number }> {
  const eventId = event.id;
  const [reviews, rsvps, savers] = await Promise.all([
    listEventReviews(eventId),
    partyRsvps.listOfEvent(eventId),
    listEventSavers(eventId),
    // Offline door mode
    deleteDoorScansOfEvent(eventId),
    deleteDoorPassesOfEvent(event),
    // After the party: its event report.
    deleteEventReport(eventId),
    // A drop: its line.
    deleteDropLine(eventId),
  ]);
  await batchDelete([...reviews.flatMap((r) => reviewKeys(eventId, r.sub)), ...rsvps.flatMap((r) => partyRsvps.keysOf(eventId, r.sub))]);
  // Live headcount: the door's count and its entries per 15 minutes.
  await deleteDoorRecords(eventId);
  // Saves one by one: each also takes one off its person's `savedCount`.
  for (let i = 0; i < savers.length; i += 16) {
    await Promise.all(savers.slice(i, i + 16).map((sub) => removeSaveOfDeletedEvent(eventId, sub)));
  }
  return { reviews: reviews.length, rsvps: rsvps.length, saves: savers.length };
}
