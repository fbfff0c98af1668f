/**
 * Closing an event's waitlist (issue 14), for the cancelled-event job: the
 * line is marked closed first (no one joins, no offer is made from then on:
 * every offer and join is guarded by it), then every pending offer is
 * dropped (its held seat freed, nothing issued) and everyone is taken out of
 * line. Idempotent: a job resumed after a crash closes it again.
 */
import { keys } from './keys';
import { updateItem } from './table';
import { removeFromLine, wholeLine } from './waitlist';
import { holdsOfEvent, releaseHold } from './waitlist-holds';

export async function closeWaitlist(eventId: string): Promise<void> {
  // An event already gone has no line to close.
  if (!(await updateItem({ Key: keys.partyEvent.item(eventId), UpdateExpression: 'SET waitlistClosed = :closed', ConditionExpression: 'attribute_exists(PK)', ExpressionAttributeValues: { ':closed': true } }))) return;
  for (const hold of await holdsOfEvent(eventId)) await releaseHold(hold);
  for (const entry of await wholeLine(eventId)) await removeFromLine(entry);
}
