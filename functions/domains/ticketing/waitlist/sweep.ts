/**
 * The waitlist's part of the scheduled sweep: every hold due by
 * `now` is ended and its seat offered to the next in line, and every event
 * whose offer round is due — left running by a crashed caller (its lease
 * expired), or handed over by a request out of time or by a function without
 * the ticket key — gets its round. Both are Queries of GSI1, never a Scan.
 */
import { holdsDueBy, releaseHold } from './holds';
import { eventsWithStaleLease } from './lease';
import { offerFreedSeats } from './offers';

export async function sweepWaitlists(now: Date): Promise<{ events: number }> {
  const at = now.toISOString();
  const due = await holdsDueBy(at);
  for (const hold of due) await releaseHold(hold, at);
  const events = new Set([...due.map((h) => h.eventId), ...(await eventsWithStaleLease(at))]);
  for (const eventId of events) await offerFreedSeats(eventId);
  return { events: events.size };
}
