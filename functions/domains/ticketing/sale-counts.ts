/**
 * What a ticket's sale (or its release) counts for the Stats tab, in the
 * same transaction as the sale: tickets sold and revenue on the platform,
 * spread over a few shard items so buyers of different events do not all
 * write one item, and on the chapter's own sales shards. The tab's reader and
 * the other counters are the platform's (platform/stats-breakdown.ts).
 */
import { hashString } from '../../lib/random';
import { counterUpdateOps, tallyUpdate, type CounterUpdate } from '../../lib/db/counter-update';
import type { TransactOp } from '../../lib/db/table';
import { keys } from '../keys';

/** How many items the platform's ticket totals are spread over. */
export const TICKET_SHARDS = 8;

/** The shard a ticket's sale is counted on (fixed by its id, so its release hits the same one). */
export function ticketShardOf(ticketId: string): number {
  return hashString(ticketId) % TICKET_SHARDS;
}

/** What a chapter's counters item shows beside its figures. */
export interface ChapterLabel {
  chapterId: string;
  letters: string;
  name: string;
  schoolName: string;
}

/** The label of an event's chapter, as the event copies it. */
export function chapterLabelOf(event: { chapterId: string; letters: string; organizationName: string; schoolName: string }): ChapterLabel {
  return { chapterId: event.chapterId, letters: event.letters, name: event.organizationName, schoolName: event.schoolName };
}

/**
 * The counts of `tickets` sold (negative: released or deleted) for
 * `revenueCents`, on the platform (the shard of `shardBy`: a ticket's id, or
 * a deleted event's) and on the chapter, as data for a transaction that
 * turns its counts into operations together.
 */
export function ticketSaleCounts(shardBy: string, chapter: ChapterLabel, tickets: number, revenueCents: number): CounterUpdate[] {
  const shard = ticketShardOf(shardBy);
  const { chapterId, ...labels } = chapter;
  return [
    tallyUpdate(keys.statsBreakdown.ticketShard(shard), { ticketsSold: tickets, revenueCents }),
    tallyUpdate(keys.statsBreakdown.chapterSales(chapterId, shard), { ticketsSold: tickets, revenueCents }, labels),
  ];
}

/** `ticketSaleCounts` as operations. */
export function ticketSaleStatOps(shardBy: string, chapter: ChapterLabel, tickets: number, revenueCents: number): TransactOp[] {
  return counterUpdateOps(ticketSaleCounts(shardBy, chapter, tickets, revenueCents));
}

/** The platform's share of `ticketSaleStatOps` alone (for a write that changes the chapter's item itself). */
export function ticketShardOp(shardBy: string, tickets: number, revenueCents: number): TransactOp {
  const [platformShare] = counterUpdateOps([tallyUpdate(keys.statsBreakdown.ticketShard(ticketShardOf(shardBy)), { ticketsSold: tickets, revenueCents })]);
  return platformShare!;
}
