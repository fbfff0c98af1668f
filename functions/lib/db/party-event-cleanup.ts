/**
 * What deleting a party event removes besides its tickets (tickets.ts):
 * every review, RSVP and save of the event with their user-side views, and
 * each saver's `savedCount`. The counters these items add to live on the
 * event being deleted, so only the profiles' counts need changing.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo } from '../clients/dynamodb';
import { listEventRsvpItems, partyRsvpKeys } from './party-rsvps';
import { listEventReviews, reviewKeys } from './reviews';
import { listEventSavers, removeSaveOfDeletedEvent } from './saves';
import type { ItemKey } from './keys';
import { tableName } from './table';

async function batchDelete(items: ItemKey[]): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let requests = items.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt >= 8) throw new Error('Event deletion: items still unprocessed after retries');
      if (attempt > 0) await new Promise((r) => setTimeout(r, 50 * 2 ** attempt));
      const res = await dynamo().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (res.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}

/** Removes the event's reviews, RSVPs and saves (both sides). Idempotent; returns how many of each. */
export async function deleteEventDependents(eventId: string): Promise<{ reviews: number; rsvps: number; saves: number }> {
  const [reviews, rsvps, savers] = await Promise.all([listEventReviews(eventId), listEventRsvpItems(eventId), listEventSavers(eventId)]);
  await batchDelete([...reviews.flatMap((r) => reviewKeys(eventId, r.sub)), ...rsvps.flatMap((r) => partyRsvpKeys(eventId, r.sub))]);
  // Saves one by one: each also takes one off its person's `savedCount`.
  for (let i = 0; i < savers.length; i += 16) {
    await Promise.all(savers.slice(i, i + 16).map((sub) => removeSaveOfDeletedEvent(eventId, sub)));
  }
  return { reviews: reviews.length, rsvps: rsvps.length, saves: savers.length };
}
