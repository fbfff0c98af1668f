/**
 * The Stats tab's counters (docs/spec/leader-admin-side.md §2 "Admin Dashboard" → Stats), each
 * changed in the same transaction as what it counts, never found by a scan:
 * - tickets sold and revenue on the platform, spread over a few shard items
 *   so buyers of different events do not all write one item (a hot drop,
 *   docs/performance.md); read as one Query of the shards; a sale counts
 *   them itself (ticketing/sale-counts.ts);
 * - per chapter: tickets sold, revenue and events (the top organizations);
 *   its sales spread over shards like the platform's, so one chapter's hot
 *   drop does not write one item per buyer: the chapter's item keeps its
 *   events (and what the seed or an event's deletion adds), its shards
 *   `CHAPTER#<id>#SALES#<k>` the sales, summed by the reader;
 * - per school: the users whose profile names it (the top schools);
 * - per month (`yyyy-MM`, UTC): party events created and still there.
 * Each is an unguarded count change (`counterUpdateOp`: the readers sum the
 * shares and floor them at 0) that creates its item on first use; the
 * chapter and school items carry the names the tab shows, copied when they
 * are set.
 */
import { keys, type ItemKey } from '../keys';
import { batchGetConsistent, queryPrefix, type Item, type TransactOp } from '../../lib/db/table';
import { counterUpdateOps, storedCount as num, tallyUpdate } from '../../lib/db/counter-update';
import { TICKET_SHARDS, type ChapterLabel } from '../ticketing/sale-counts';

/** Shares of the totals added to `key`'s item (made on first use), with the labels the tab shows beside them. */
function addOp(key: ItemKey, deltas: Record<string, number>, labels: Record<string, string> = {}): TransactOp {
  const [op] = counterUpdateOps([tallyUpdate(key, deltas, labels)]);
  return op!;
}

/** An operation adding to a chapter's own item (`events`; an event's deletion also takes its sales off here, summed with the shards). */
export function chapterStatOp(chapter: ChapterLabel, deltas: Record<string, number>): TransactOp {
  const { chapterId, ...labels } = chapter;
  return addOp(keys.statsBreakdown.chapter(chapterId), deltas, labels);
}

/** An operation counting `delta` events created in `createdAt`'s month (UTC). */
export function eventsCreatedOp(createdAt: string, delta: number): TransactOp {
  return addOp(keys.statsBreakdown.eventsCreated(createdAt.slice(0, 7)), { count: delta });
}

/** An operation adding `delta` users to a school's count. */
export function schoolUsersOp(school: { id: string; name: string }, delta: number): TransactOp {
  return addOp(keys.statsBreakdown.school(school.id), { users: delta }, { name: school.name });
}

/** The seed's items for these counters (plain puts of what it computed). */
export const statItems = {
  ticketShard: (shard: number, ticketsSold: number, revenueCents: number): Item => ({ ...keys.statsBreakdown.ticketShard(shard), ticketsSold, revenueCents }),
  chapter: (c: ChapterLabel, figures: { ticketsSold: number; revenueCents: number; events: number }): Item => {
    const { chapterId, ...labels } = c;
    return { ...keys.statsBreakdown.chapter(chapterId), ...labels, ...figures };
  },
  eventsCreated: (month: string, count: number): Item => ({ ...keys.statsBreakdown.eventsCreated(month), count }),
  school: (s: { id: string; name: string }, users: number): Item => ({ ...keys.statsBreakdown.school(s.id), name: s.name, users }),
};

/** Shards are summed raw: an event's deletion takes its whole sales off one shard, which may go below 0 alone. */
const sumOf = (items: Item[], field: string) => Math.max(0, items.reduce((sum, s) => sum + (Number(s[field] ?? 0) || 0), 0));

/** Each chapter's figures from its item and its sales shards (summed raw like the platform's, then floored at 0). */
function chaptersOf(items: Item[]) {
  const byChapter = new Map<string, Item[]>();
  for (const item of items) {
    // `CHAPTER#<id>` or `CHAPTER#<id>#SALES#<k>` (ids hold no `#`).
    const chapterId = String(item.SK).slice(keys.statsBreakdown.chapters.prefix.length).split('#')[0]!;
    byChapter.set(chapterId, [...(byChapter.get(chapterId) ?? []), item]);
  }
  return [...byChapter].map(([chapterId, parts]) => {
    const labelled = parts.find((p) => p.name !== undefined) ?? parts[0]!;
    return {
      chapterId,
      letters: String(labelled.letters ?? ''),
      name: String(labelled.name ?? ''),
      schoolName: String(labelled.schoolName ?? ''),
      ticketsSold: sumOf(parts, 'ticketsSold'),
      revenueCents: sumOf(parts, 'revenueCents'),
      events: num(parts.find((p) => String(p.SK) === keys.statsBreakdown.chapter(chapterId).SK)?.events),
    };
  });
}

/**
 * Every counter the Stats tab reads, in three calls at once: the ticket
 * shards (a fixed set) and the `months` it shows are keys known beforehand,
 * read in ONE BatchGet with the caller's `alongside` keys (the admin grant,
 * `functions/lib/admin-gate.ts`), found or undefined in their order; the
 * chapters and schools, whose top 5 need every item, a Query each.
 */
export async function readStatsBreakdown(months: readonly string[], alongside: ItemKey[] = []) {
  const shardKeys = Array.from({ length: TICKET_SHARDS }, (_, shard) => keys.statsBreakdown.ticketShard(shard));
  const monthKeys = months.map((month) => keys.statsBreakdown.eventsCreated(month));
  const [fixed, chapters, schools] = await Promise.all([
    batchGetConsistent([...alongside, ...shardKeys, ...monthKeys]),
    queryPrefix(keys.statsBreakdown.chapters),
    queryPrefix(keys.statsBreakdown.schools),
  ]);
  const shards = fixed.slice(alongside.length, alongside.length + shardKeys.length).filter((item): item is Item => item !== undefined);
  const monthItems = fixed.slice(alongside.length + shardKeys.length);
  return {
    ticketsSold: sumOf(shards, 'ticketsSold'),
    revenueCents: sumOf(shards, 'revenueCents'),
    chapters: chaptersOf(chapters),
    schools: schools.map((s) => ({ schoolId: String(s.SK).slice(keys.statsBreakdown.schools.prefix.length), name: String(s.name ?? ''), users: num(s.users) })),
    eventsByMonth: new Map(months.map((month, i) => [month, num(monthItems[i]?.count)])),
    alongside: fixed.slice(0, alongside.length),
  };
}
