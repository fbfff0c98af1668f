/**
 * Seat shards' arithmetic (functions/domains/ticketing/issuance/seat-shards.ts): what an event
 * shows once some of its seats sit in shards, which shards can sell, and
 * how big a block a lease takes.
 */
import { describe, expect, it } from 'vitest';
import { LEASE_BLOCK, leaseOps, openShards, withSeatShards, type SeatShard } from '../../../functions/domains/ticketing/issuance/seat-shards';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';

const event = (over: Partial<PartyEvent>) => ({ id: 'e1', maxAttendees: 100, ticketsSold: 0, revenueCents: 0, status: 'active', ...over }) as PartyEvent;
const shard = (over: Partial<SeatShard>): SeatShard => ({ shard: 0, leased: 0, sold: 0, revenueCents: 0, closed: false, ...over });

describe('withSeatShards', () => {
  it('counts leased seats as sold only once sold, and adds the shards’ revenue', () => {
    const pool = event({ ticketsSold: 25, revenueCents: 1_000 });
    const shards = [shard({ shard: 1, leased: 10, sold: 10, revenueCents: 5_000 }), shard({ shard: 4, leased: 10, sold: 3, revenueCents: 1_500 })];
    const shown = withSeatShards(pool, shards);
    expect([shown.ticketsSold, shown.revenueCents]).toEqual([18, 7_500]);
    expect(withSeatShards(pool, [])).toBe(pool);
  });
});

describe('openShards', () => {
  it('keeps the shards with seats left that are not closed', () => {
    const shards = [shard({ shard: 0, leased: 10, sold: 10 }), shard({ shard: 1, leased: 10, sold: 2 }), shard({ shard: 2, leased: 10, sold: 1, closed: true })];
    expect(openShards(shards).map((s) => s.shard)).toEqual([1]);
  });
});

describe('leaseOps', () => {
  it('takes a full block while the pool has one, and what is left after', () => {
    expect(leaseOps(event({ maxAttendees: 100 }), 40, 3, 0).block).toBe(LEASE_BLOCK);
    expect(leaseOps(event({ maxAttendees: 100 }), 96, 3, 0).block).toBe(4);
  });

  it('guards the pool by the block fitting under the capacity as read, and grows the chosen shard', () => {
    const { ops } = leaseOps(event({ maxAttendees: 100 }), 96, 3, 1_200);
    const [pool, grow] = ops;
    expect(pool?.Update?.ExpressionAttributeValues).toMatchObject({ ':block': 4, ':max': 100, ':limit': 96 });
    expect(grow?.Update?.Key).toEqual({ PK: 'EVENT#e1', SK: 'EVENT#SEATS#3' });
    expect(grow?.Update?.ExpressionAttributeValues).toMatchObject({ ':block': 4, ':one': 1, ':amount': 1_200 });
  });
});
