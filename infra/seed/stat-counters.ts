/**
 * The Stats tab's counters for the seeded data, computed from what the seed
 * writes (as the API's writes would have kept them): the platform's ticket
 * shards, each chapter's sales and events, events created per month, and
 * each school's users.
 */
import type { PartyEvent } from '../../functions/domains/catalog/party-events/party-events';
import { statItems } from '../../functions/domains/platform/stats-breakdown';
import { chapterLabelOf, ticketShardOf, TICKET_SHARDS } from '../../functions/domains/ticketing/sale-counts';
import type { Item } from '../../functions/lib/db/table';
import type { SeedTicket } from './guests';

function sumInto(map: Map<string, number>, key: string, delta: number) {
  map.set(key, (map.get(key) ?? 0) + delta);
}

/** Every Stats tab counter item of the dataset; `profiles` are the profile items written. */
export function statCounterItems(events: readonly PartyEvent[], tickets: readonly SeedTicket[], profiles: readonly Item[]): Item[] {
  const shardTickets = new Map<string, number>();
  const shardRevenue = new Map<string, number>();
  for (const t of tickets) {
    const shard = String(ticketShardOf(t.id));
    sumInto(shardTickets, shard, 1);
    sumInto(shardRevenue, shard, t.amountPaidCents);
  }
  const chapters = new Map<string, { event: PartyEvent; ticketsSold: number; revenueCents: number; events: number }>();
  const months = new Map<string, number>();
  for (const e of events) {
    const c = chapters.get(e.chapterId) ?? { event: e, ticketsSold: 0, revenueCents: 0, events: 0 };
    chapters.set(e.chapterId, { ...c, ticketsSold: c.ticketsSold + e.ticketsSold, revenueCents: c.revenueCents + e.revenueCents, events: c.events + 1 });
    sumInto(months, e.createdAt.slice(0, 7), 1);
  }
  const schools = new Map<string, { name: string; users: number }>();
  for (const p of profiles) {
    if (typeof p.schoolId !== 'string') continue;
    const s = schools.get(p.schoolId) ?? { name: String(p.schoolName ?? ''), users: 0 };
    schools.set(p.schoolId, { ...s, users: s.users + 1 });
  }
  return [
    ...Array.from({ length: TICKET_SHARDS }, (_, n) => statItems.ticketShard(n, shardTickets.get(String(n)) ?? 0, shardRevenue.get(String(n)) ?? 0)),
    ...[...chapters.values()].map(({ event, ...figures }) => statItems.chapter(chapterLabelOf(event), figures)),
    ...[...months].map(([month, count]) => statItems.eventsCreated(month, count)),
    ...[...schools].map(([id, s]) => statItems.school({ id, name: s.name }, s.users)),
  ];
}
