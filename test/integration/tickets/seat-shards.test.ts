/**
 * Seat shards (a hot drop, functions/domains/ticketing/issuance/seat-shards.ts): when buyers of
 * one event contend for its item, a purchase leases a block of seats to a
 * shard and later buyers sell from the shards — still exactly N tickets for
 * N seats, counted right on every screen, and the waitlist, cancellations
 * and deletion keep their rules.
 *
 * DynamoDB Local never reports `TransactionConflict`; here it is injected on
 * the one write a rush makes contend (an open sale's update of the event
 * item), everything else runs on the emulator.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CancelPartyEventResponse, EventAnalyticsResponse, PartyEventPageResponse, TicketResponse } from '../../../shared/api/types';
import { dynamo } from '../../../functions/lib/clients/dynamodb';
import { cancelPartyEvent } from '../../../functions/domains/ticketing/event-cancellation/cancelled-events';
import { keys } from '../../../functions/domains/keys';
import { readPartyEventSeats } from '../../../functions/domains/catalog/party-events/party-events';
import { SandboxGateway } from '../../../functions/domains/ticketing/payments/sandbox';
import { LEASE_BLOCK } from '../../../functions/domains/ticketing/issuance/seat-shards';
import { queryPrefix } from '../../../functions/lib/db/table';
import { readPurchaseState } from '../../../functions/domains/ticketing/issuance/purchase-state';
import { writeTicketOutcome } from '../../../functions/domains/ticketing/issuance/ticket-issuance';
import { listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { chapterLabelOf } from '../../../functions/domains/ticketing/sale-counts';
import { joinLine } from '../../../functions/domains/ticketing/waitlist/line';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newAdmin } from '../party-events/fixtures';
import { eventCounters, newChapter, newEvent, newLeader, newUser, newUsers, unsavedTicket, type TestUser } from './fixtures';

useFreshTable();

const CONTENDED = `contended-${randomUUID()}`;
let contended: Set<string>;

type Update = { Key?: Record<string, unknown>; UpdateExpression?: string; ExpressionAttributeNames?: Record<string, string> };

/** An open sale's update of the event item (a seat taken on the event itself: `ticketsSold` counted up) of a contended event. */
function isContendedSale(input: { TransactItems?: { Update?: Update }[] }): boolean {
  return (input.TransactItems ?? []).some(({ Update }) => {
    if (!Update || Update.Key?.SK !== 'EVENT' || !contended.has(String(Update.Key.PK).slice('EVENT#'.length))) return false;
    const counted = Object.entries(Update.ExpressionAttributeNames ?? {}).find(([, name]) => name === 'ticketsSold')?.[0];
    return counted !== undefined && (Update.UpdateExpression ?? '').includes(`${counted} = if_not_exists(${counted}`);
  });
}

beforeEach(() => {
  contended = new Set();
  dynamo().middlewareStack.add(
    (next, context) => async (args) => {
      if (context.commandName === 'TransactWriteItemsCommand' && isContendedSale(args.input as never)) {
        throw Object.assign(new Error('Transaction cancelled'), { name: 'TransactionCanceledException', CancellationReasons: [{ Code: 'TransactionConflict' }] });
      }
      return next(args);
    },
    { step: 'initialize', name: CONTENDED },
  );
});

afterEach(() => {
  dynamo().middlewareStack.remove(CONTENDED);
});

const buy = (eventId: string, user: TestUser) => invoke<TicketResponse & { message?: string }>('createFreeTicket', { params: { id: eventId }, claims: user.claims });
const page = async (eventId: string) => (await invoke<PartyEventPageResponse>('getPartyEvent', { params: { id: eventId } })).json.event;

describe('a rush on one event', () => {
  it('sells exactly its seats through leased blocks, and every screen counts them right', async () => {
    const event = await newEvent((await newChapter()).id, { maxAttendees: 25 });
    contended.add(event.id);
    const buyers = await newUsers(40);
    const answers = await Promise.all(buyers.map((b) => buy(event.id, b)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(25);
    expect(answers.filter((a) => a.statusCode !== 201).map((a) => `${a.statusCode} ${a.json.message}`)).toEqual(Array(15).fill('409 Sold Out'));
    const tickets = await listEventTickets(event.id);
    expect(tickets).toHaveLength(25);
    expect(new Set(tickets.map((t) => t.sub)).size).toBe(25);
    // Every seat was sold through a shard: the event item counts the blocks it handed out, the shards their sales.
    const { event: stored, shards } = await readPartyEventSeats(event.id, { consistent: true });
    expect(stored?.ticketsSold).toBe(25);
    expect(shards.reduce((n, s) => n + s.leased, 0)).toBe(25);
    expect(shards.reduce((n, s) => n + s.sold, 0)).toBe(25);
    expect(shards.every((s) => s.leased <= LEASE_BLOCK * Math.ceil(25 / LEASE_BLOCK))).toBe(true);
    expect(tickets.every((t) => typeof t.seatShard === 'number')).toBe(true);
    expect((await page(event.id)).ticketsSold).toBe(25);
  });
});

describe('a leased block', () => {
  it('counts as sold only seat by seat, on the event page and in analytics; the next buyer sells from the shard without touching the event item', async () => {
    const chapter = await newChapter();
    const event = await newEvent(chapter.id, { maxAttendees: 30 });
    const leader = await newLeader(chapter.id);
    const analytics = async (query: Record<string, string>) =>
      (await invoke<EventAnalyticsResponse>('getEventAnalytics', { params: { id: event.id }, query, claims: leader.claims })).json.ticketsSold;
    contended.add(event.id);
    const [first, second] = await newUsers(2);
    expect((await buy(event.id, first!)).statusCode).toBe(201);
    expect((await eventCounters(event.id)).ticketsSold).toBe(LEASE_BLOCK);
    expect((await page(event.id)).ticketsSold).toBe(1);
    contended.clear();
    // A shard has seats left: the next sale is the shard's, and the event item stays as it was.
    expect((await buy(event.id, second!)).statusCode).toBe(201);
    expect((await eventCounters(event.id)).ticketsSold).toBe(LEASE_BLOCK);
    expect((await page(event.id)).ticketsSold).toBe(2);
    // Analytics alone, and with its paperwork panel (another read of the event's partition).
    expect(await analytics({})).toBe(2);
    expect(await analytics({ include: 'paperwork' })).toBe(2);
    const { shards } = await readPartyEventSeats(event.id, { consistent: true });
    expect(shards.map((s) => [s.leased, s.sold])).toEqual([[LEASE_BLOCK, 2]]);
  });

  it("gives a cancelled ticket's seat back to the event's pool", async () => {
    const event = await newEvent((await newChapter()).id, { maxAttendees: 30 });
    contended.add(event.id);
    const buyer = await newUser();
    const ticket = (await buy(event.id, buyer)).json.ticket;
    expect((await invoke('cancelTicket', { params: { id: ticket.id }, claims: buyer.claims })).statusCode).toBe(200);
    // The shard keeps its sale; the seat is the pool's again (the waitlist gives out the pool's seats).
    expect((await eventCounters(event.id)).ticketsSold).toBe(LEASE_BLOCK - 1);
    expect((await page(event.id)).ticketsSold).toBe(0);
  });
});

describe('a paid ticket sold by a shard', () => {
  it('counts its revenue on the shard, and a cancellation takes it off there while the seat goes back to the pool', async () => {
    const chapter = await newChapter();
    const event = await newEvent(chapter.id, { maxAttendees: 30, priceCents: 1_500 });
    const leader = await newLeader(chapter.id);
    const buyer = await newUser();
    const gateway = new SandboxGateway();
    const intent = await gateway.createIntent({ amountCents: 1_500, currency: 'usd', metadata: { eventId: event.id, sub: buyer.sub } });
    const state = await readPurchaseState(buyer.sub, event.id, intent.id);
    const ticket = { ...unsavedTicket(event, buyer.sub), amountPaidCents: 1_500, paymentIntentId: intent.id };
    // The event item was contended: this sale leases a block to a shard.
    expect(await writeTicketOutcome(ticket, chapterLabelOf(event), undefined, { kind: 'open' }, { seats: state.seats!, contended: true })).toBe('issued');
    const analytics = async () => (await invoke<EventAnalyticsResponse>('getEventAnalytics', { params: { id: event.id }, claims: leader.claims })).json;
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: LEASE_BLOCK, revenueCents: 0 });
    expect(await analytics()).toMatchObject({ ticketsSold: 1, revenueCents: 1_500 });
    expect((await invoke('cancelTicket', { params: { id: ticket.id }, claims: buyer.claims })).statusCode).toBe(200);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: LEASE_BLOCK - 1, revenueCents: 0 });
    const { shards } = await readPartyEventSeats(event.id, { consistent: true });
    expect(shards.map((s) => [s.leased, s.sold, s.revenueCents])).toEqual([[LEASE_BLOCK, 1, 0]]);
    expect(await analytics()).toMatchObject({ ticketsSold: 0, revenueCents: 0 });
  });
});

describe('the waitlist', () => {
  it('cannot be joined while a shard still holds a seat, even when the event item counts it full', async () => {
    const event = await newEvent((await newChapter()).id, { maxAttendees: LEASE_BLOCK });
    contended.add(event.id);
    const [buyer, waiting] = await newUsers(2);
    expect((await buy(event.id, buyer!)).statusCode).toBe(201);
    expect((await eventCounters(event.id)).ticketsSold).toBe(LEASE_BLOCK);
    const res = await invoke<{ message: string }>('joinWaitlist', { params: { id: event.id }, claims: waiting!.claims });
    expect(res.statusCode).toBe(409);
    // Nor by the write alone: decided on a read without the shards, or with them.
    const entry = { eventId: event.id, sub: waiting!.sub, joinedAt: new Date(0).toISOString() };
    expect(await joinLine(entry, false)).toBe(false);
    expect(await joinLine(entry, true)).toBe(false);
    expect((await eventCounters(event.id)).ticketsSold).toBe(LEASE_BLOCK);
  });
});

describe('cancelling the event', () => {
  it('closes its shards: nothing more is sold from them', async () => {
    const event = await newEvent((await newChapter()).id, { maxAttendees: 30 });
    contended.add(event.id);
    const [first, late] = await newUsers(2);
    expect((await buy(event.id, first!)).statusCode).toBe(201);
    const before = await readPurchaseState(late!.sub, event.id);
    expect(await cancelPartyEvent(before.seats!.pool, { by: 'leader', reason: null, now: new Date(0) }, [])).toBe(true);
    // A buyer who read before the cancellation still finds the shard closed.
    const ticket = unsavedTicket(event, late!.sub);
    contended.clear();
    expect(await writeTicketOutcome(ticket, chapterLabelOf(event), undefined, { kind: 'open' }, { seats: before.seats!, contended: false })).toBe('refused');
    const { shards } = await readPartyEventSeats(event.id, { consistent: true });
    expect(shards.length).toBeGreaterThan(0);
    expect(shards.every((s) => s.closed)).toBe(true);
    expect(await listEventTickets(event.id)).toHaveLength(1);
  });

  it('answers the cancelled event with its shards’ sales counted', async () => {
    const chapter = await newChapter();
    const event = await newEvent(chapter.id, { maxAttendees: 30 });
    contended.add(event.id);
    expect((await buy(event.id, await newUser())).statusCode).toBe(201);
    const leader = await newLeader(chapter.id);
    const res = await invoke<CancelPartyEventResponse>('cancelPartyEvent', { params: { id: event.id }, body: {}, claims: leader.claims });
    expect(res.statusCode).toBe(200);
    expect(res.json.event).toMatchObject({ status: 'cancelled', ticketsSold: 1 });
    const { shards } = await readPartyEventSeats(event.id, { consistent: true });
    expect(shards.every((s) => s.closed)).toBe(true);
  });
});

describe('deleting the event', () => {
  it('removes its shards with it', async () => {
    const event = await newEvent((await newChapter()).id, { maxAttendees: 30 });
    contended.add(event.id);
    expect((await buy(event.id, await newUser())).statusCode).toBe(201);
    const admin = await newAdmin();
    expect((await invoke('deletePartyEvent', { params: { id: event.id }, claims: admin.claims })).statusCode).toBe(200);
    expect(await queryPrefix({ pk: keys.partyEvent.item(event.id).PK, prefix: 'EVENT' }, { consistent: true })).toEqual([]);
  });
});
