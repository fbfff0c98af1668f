/**
 * Seat shards (a hot drop: docs/performance.md#a-hot-drop): how the buyers of
 * one event stop all writing the event's one item.
 *
 * The event item's `ticketsSold` counts the seats taken out of its pool:
 * seats sold on the event itself, and blocks of seats handed to its shards
 * (`EVENT#<id> / EVENT#SEATS#<k>`, `leased`). A shard sells its block
 * one by one (`sold < leased`, with the sale's `revenueCents`), so buyers
 * spread over `SEAT_SHARDS` items and the event item is written once per
 * block. Oversell stays impossible: a seat is in the pool or in exactly one
 * shard's block, and each write is guarded by what it takes.
 *
 * - A block is leased only when an open sale on the event item lost to a
 *   concurrent one (`TransactionConflict`: contention, which real DynamoDB
 *   reports and DynamoDB Local never does). Events nobody rushes keep
 *   selling on the event item alone, exactly as before.
 * - A seat that comes back (a cancelled or refunded ticket, a deleted
 *   account) goes back to the pool (`ticketsSold − 1`), never to a shard:
 *   the waitlist's offers give out the pool's seats, so a seat freed while
 *   people wait stays theirs. A shard's free seats only ever shrink.
 * - Leasing needs the line empty (the same guard as an open sale), and
 *   joining the line needs every shard sold through (`everyShardSoldOut`):
 *   the line and free shard seats never exist together.
 * - Cancelling the event closes its shards (`closed`) in the cancelling
 *   transaction: a shard sells only while open.
 *
 * Readers that show or decide on the count read the shards with the event
 * (`withSeatShards`): tickets sold = the pool's `ticketsSold` − the seats
 * leased but unsold; revenue = the event's + the shards'. Lists read only
 * the event item: while blocks are unsold they count them as sold (at most
 * `SEAT_SHARDS × LEASE_BLOCK` seats, only after a rush).
 */
import { keys, type ItemKey } from '../../keys';
import type { Item, TransactOp } from '../../../lib/db/table';
import { counterUpdateOp, counterUpdateOps, storedCount as count, type CounterUpdate } from '../../../lib/db/counter-update';

/** How many shards an event's seats may spread over. */
export const SEAT_SHARDS = 8;
/** Seats a shard takes from the pool at a time (fewer when fewer are left). */
export const LEASE_BLOCK = 10;

/** An event's seat counts as its own item keeps them (party-events.ts reads the shards in through `withSeatShards`). */
interface SeatCounts {
  ticketsSold: number;
  revenueCents: number;
}

/** A shard as stored. */
export interface SeatShard {
  shard: number;
  leased: number;
  sold: number;
  revenueCents: number;
  closed: boolean;
}

/** Every shard key of an event, in shard order (a BatchGet of them finds those that exist). */
export function seatShardKeys(eventId: string): ItemKey[] {
  return Array.from({ length: SEAT_SHARDS }, (_, k) => keys.partyEvent.seatShard(eventId, k));
}


/** True for an item of the event's partition that is one of its seat shards. */
export function isSeatShard(item: Item): boolean {
  return item.entity === SEAT_SHARD_ENTITY;
}

export const SEAT_SHARD_ENTITY = 'seatShard';

/** A shard's attribute names in expressions (several are DynamoDB reserved words). */
const N = { '#entity': 'entity', '#shard': 'shard', '#leased': 'leased', '#sold': 'sold', '#revenue': 'revenueCents', '#closed': 'closed' };
const namesIn = (expression: string) => Object.fromEntries(Object.entries(N).filter(([name]) => expression.includes(name)));
/** An operation's expressions with the names they use. */
function named<T extends { UpdateExpression?: string; ConditionExpression?: string }>(op: T): T & { ExpressionAttributeNames: Record<string, string> } {
  return { ...op, ExpressionAttributeNames: namesIn(`${op.UpdateExpression ?? ''} ${op.ConditionExpression ?? ''}`) };
}

export function toSeatShard(item: Item): SeatShard {
  return { shard: count(item.shard), leased: count(item.leased), sold: count(item.sold), revenueCents: count(item.revenueCents), closed: item.closed === true };
}

/** Seats leased to `shard` and not sold yet. */
export const freeSeats = (shard: SeatShard) => Math.max(0, shard.leased - shard.sold);

/** The seat shards among `items` (of the event's partition, or a BatchGet's answer: others and gaps are ignored). */
export function shardsIn(items: (Item | undefined)[]): SeatShard[] {
  return items.filter((i): i is Item => i !== undefined && isSeatShard(i)).map(toSeatShard);
}

/** The event as its buyers see it: tickets sold and revenue including its shards'. */
export function withSeatShards<Event extends SeatCounts>(event: Event, shards: SeatShard[]): Event {
  if (shards.length === 0) return event;
  const unsold = shards.reduce((n, s) => n + freeSeats(s), 0);
  const revenue = shards.reduce((n, s) => n + s.revenueCents, 0);
  return { ...event, ticketsSold: Math.max(0, event.ticketsSold - unsold), revenueCents: event.revenueCents + revenue };
}

/** The shards (of those read) an open sale can take a seat from. */
export function openShards(shards: SeatShard[]): SeatShard[] {
  return shards.filter((s) => !s.closed && freeSeats(s) > 0);
}

/** Deleting a shard with its event, guarded by its sales being those read (the same transaction takes them off the totals). */
export function deleteShardOp(eventId: string, shard: SeatShard): TransactOp {
  return {
    Delete: named({
      Key: keys.partyEvent.seatShard(eventId, shard.shard),
      ConditionExpression: '#sold = :sold AND #revenue = :revenue',
      ExpressionAttributeValues: { ':sold': shard.sold, ':revenue': shard.revenueCents },
    }),
  };
}

/** One seat sold by `shard` (from its block), with the sale's revenue, as a count update. */
function shardSaleCount(eventId: string, shard: number, amountCents: number): CounterUpdate {
  const open = '#sold < #leased AND #closed = :open';
  return {
    key: keys.partyEvent.seatShard(eventId, shard),
    changes: [
      { field: 'sold', delta: 1 },
      { field: 'revenueCents', delta: amountCents },
    ],
    condition: { expression: open, names: namesIn(open), values: { ':open': false } },
  };
}

/** One seat sold by `shard` (from its block), with the sale's revenue. */
export function shardSaleOp(eventId: string, shard: number, amountCents: number): TransactOp {
  const [op] = counterUpdateOps([shardSaleCount(eventId, shard, amountCents)]);
  return op!;
}

/**
 * Where an open sale's seat comes from when not the event item: a shard with
 * seats left as read (its sale); else, once the event item was contended, a
 * block of seats leased from the event to a shard (the lease, then the
 * shard's growth); else undefined (the event item). `pickShard` chooses
 * among `count` shards.
 */
export function shardSeatFor(
  seats: { pool: { id: string; maxAttendees: number; ticketsSold: number }; shards: SeatShard[] },
  contended: boolean,
  eventId: string,
  amountCents: number,
  pickShard: (count: number) => number,
): { shard: number; sale?: CounterUpdate; lease?: TransactOp[] } | undefined {
  const open = openShards(seats.shards);
  if (open.length > 0) {
    const { shard } = open[pickShard(open.length)]!;
    return { shard, sale: shardSaleCount(eventId, shard, amountCents) };
  }
  if (!contended) return undefined;
  const shard = pickShard(SEAT_SHARDS);
  return { shard, lease: leaseOps(seats.pool, seats.pool.ticketsSold, shard, amountCents).ops };
}

/** The event's price is still the one the buyer was charged (`:chargedPrice`): a seat taken from the event item is taken only then. */
export const PRICE_AS_CHARGED = 'priceCents = :chargedPrice';

/**
 * A block of `block` seats taken from the pool for `shard`, one of them
 * sold at once: the event's `ticketsSold + block` guarded by the block
 * fitting under `maxAttendees` as read (the capacity must still be that),
 * the event active and nobody in line; the shard created or grown. Its
 * counts are spelled out rather than built by `counterUpdateOp` (the same
 * increments, from 0 when absent): the seat-shard tests tell a lease from an
 * open sale, and read its block and amount, by this form.
 */
export function leaseOps(event: { id: string; maxAttendees: number }, poolSold: number, shard: number, amountCents: number): { ops: TransactOp[]; block: number } {
  const block = Math.max(1, Math.min(LEASE_BLOCK, event.maxAttendees - poolSold));
  const pool: TransactOp = {
    Update: {
      Key: keys.partyEvent.item(event.id),
      UpdateExpression: 'SET ticketsSold = if_not_exists(ticketsSold, :zero) + :block, seatShards = :yes',
      ConditionExpression:
        `attribute_exists(PK) AND #status = :active AND maxAttendees = :max AND (attribute_not_exists(ticketsSold) OR ticketsSold <= :limit) AND (attribute_not_exists(waitlistCount) OR waitlistCount <= :zero) AND ${PRICE_AS_CHARGED}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':zero': 0, ':block': block, ':yes': true, ':active': 'active', ':max': event.maxAttendees, ':limit': event.maxAttendees - block, ':chargedPrice': amountCents },
    },
  };
  const grow: TransactOp = {
    Update: named({
      Key: keys.partyEvent.seatShard(event.id, shard),
      UpdateExpression:
        'SET #entity = :entity, #shard = :shard, #leased = if_not_exists(#leased, :zero) + :block, #sold = if_not_exists(#sold, :zero) + :one, #revenue = if_not_exists(#revenue, :zero) + :amount, #closed = if_not_exists(#closed, :open)',
      ConditionExpression: 'attribute_not_exists(#closed) OR #closed = :open',
      ExpressionAttributeValues: { ':entity': SEAT_SHARD_ENTITY, ':shard': shard, ':zero': 0, ':block': block, ':one': 1, ':amount': amountCents, ':open': false },
    }),
  };
  return { ops: [pool, grow], block };
}

/** Closes every shard of the event (cancelling it): the ones not yet created are created closed. */
export function closeShardsOps(eventId: string): TransactOp[] {
  return seatShardKeys(eventId).map((key, shard) => ({
    Update: named({
      Key: key,
      UpdateExpression:
        'SET #entity = :entity, #shard = :shard, #closed = :closed, #leased = if_not_exists(#leased, :zero), #sold = if_not_exists(#sold, :zero), #revenue = if_not_exists(#revenue, :zero)',
      ExpressionAttributeValues: { ':entity': SEAT_SHARD_ENTITY, ':shard': shard, ':closed': true, ':zero': 0 },
    }),
  }));
}

/** Guards on every shard: none has a leased seat left to sell (joining the waitlist needs the event sold through). */
export function everyShardSoldOutOps(eventId: string): TransactOp[] {
  return seatShardKeys(eventId).map((key) => ({
    ConditionCheck: named({ Key: key, ConditionExpression: 'attribute_not_exists(#leased) OR #sold >= #leased OR #closed = :closed', ExpressionAttributeValues: { ':closed': true } }),
  }));
}

/** A sold ticket's revenue given back on the shard that took it (a cancellation or refund); guarded like any count. */
export function shardRevenueBackOp(eventId: string, shard: number, amountCents: number): TransactOp {
  return counterUpdateOp(keys.partyEvent.seatShard(eventId, shard), [{ field: 'revenueCents', delta: -amountCents }]).op;
}
