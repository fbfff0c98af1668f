/**
 * Closing an event's waitlist, for the cancelled-event job: the
 * line is marked closed first (no one joins, no offer is made from then on:
 * every offer and join is guarded by it), then every pending offer is
 * dropped (its held seat freed, nothing issued) and everyone is taken out of
 * line. Idempotent: a job resumed after a crash closes it again.
 */
import { keys } from '../../keys';
import { updateReturning } from '../../../lib/db/table';
import { removeFromLine, wholeLine } from './line';
import { holdsOfEvent, releaseHold } from './holds';

/** Marks the line closed; the event's counts as they stand once closed (undefined when the event is gone). */
async function markClosed(eventId: string): Promise<{ waitlistCount: number; heldSeats: number } | undefined> {
  const event = await updateReturning({
    Key: keys.partyEvent.item(eventId),
    UpdateExpression: 'SET waitlistClosed = :closed',
    ConditionExpression: 'attribute_exists(PK)',
    ExpressionAttributeValues: { ':closed': true },
  });
  return event && { waitlistCount: Number(event.waitlistCount ?? 0), heldSeats: Number(event.heldSeats ?? 0) };
}

export async function closeWaitlist(eventId: string): Promise<void> {
  const counts = await markClosed(eventId);
  // An event already gone has no line to close.
  if (!counts) return;
  // Nobody joins and no seat is held once the line is closed, and each count moves with its items:
  // a count of 0 read with the flag stays 0, and its Query is not needed (most events have no line).
  if (counts.heldSeats > 0) for (const hold of await holdsOfEvent(eventId)) await releaseHold(hold);
  if (counts.waitlistCount > 0) for (const entry of await wholeLine(eventId)) await removeFromLine(entry);
}
