/**
 * Waitlist against DynamoDB Local and the local SQS: who may
 * join, the line's order, freed seats offered to the line in order under
 * concurrency (no seat twice, none lost, no oversell), paid holds bought
 * through the usual payment, and expired holds moving to the next in line.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyTicketsResponse, PartyEventPageResponse, PaymentIntentResponse, TicketResponse, WaitlistResponse } from '../../../shared/api/types';
import { WAITLIST_EVENT_CANCELLED, WAITLIST_EVENT_STARTED, WAITLIST_NOT_SOLD_OUT } from '../../../shared/waitlist';
import { venueInstant } from '../../../shared/dates';
import { clock } from '../../../functions/lib/clock';
import { keys } from '../../../functions/domains/keys';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { getItem } from '../../../functions/lib/db/table';
import { getUserTicketForEvent } from '../../../functions/domains/ticketing/tickets';
import { cancelTicket } from '../../../functions/domains/ticketing/cancellation/ticket-cancellation';
import { closeWaitlist } from '../../../functions/domains/ticketing/waitlist/close';
import { eventsWithStaleLease, leaveRoundDue, releaseRound, requestRound } from '../../../functions/domains/ticketing/waitlist/lease';
import { offerFreedSeats } from '../../../functions/domains/ticketing/waitlist/offers';
import { runScheduledTasks } from '../../../functions/scheduled/handler';
import { invoke } from '../../support/invoke';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { giveTicket } from '../party-events/fixtures';
import { newChapter, newEvent, newUser, newUsers, type TestUser } from './fixtures';

useFreshTable();
useJobQueue();

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

type Answer<T> = T & { message?: string };
const join = (eventId: string, user: TestUser) => invoke<Answer<WaitlistResponse>>('joinWaitlist', { params: { id: eventId }, claims: user.claims });
const leave = (eventId: string, user: TestUser) => invoke<Answer<WaitlistResponse>>('leaveWaitlist', { params: { id: eventId }, claims: user.claims });
const cancel = (ticketId: string, user: TestUser) => invoke('cancelTicket', { params: { id: ticketId }, claims: user.claims });
const freeTicket = (eventId: string, user: TestUser) => invoke<Answer<TicketResponse>>('createFreeTicket', { params: { id: eventId }, claims: user.claims });

async function eventItem(id: string) {
  const item = (await getItem(keys.partyEvent.item(id), { consistent: true }))!;
  return { ticketsSold: Number(item.ticketsSold ?? 0), waitlistCount: Number(item.waitlistCount ?? 0), heldSeats: Number(item.heldSeats ?? 0) };
}

/** A sold-out event of `seats` seats, each held by a new person (free tickets unless priced). */
async function soldOut(seats: number, extra: Partial<PartyEvent> = {}) {
  const event = await newEvent((await newChapter()).id, { maxAttendees: seats, ...extra });
  const holders = await newUsers(seats);
  const tickets = await Promise.all(holders.map((h) => giveTicket(h, event)));
  return { event, holders, tickets };
}

const CARD = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' };

/** Buys a paid event's ticket through the usual flow: intent, sandbox charge, confirmation. */
async function buy(eventId: string, user: TestUser) {
  const intent = await invoke<Answer<PaymentIntentResponse>>('createTicketPayment', { params: { id: eventId }, claims: user.claims });
  if (intent.statusCode !== 200) return intent;
  await invoke('sandboxCharge', { claims: user.claims, body: { paymentIntentId: intent.json.paymentIntentId, ...CARD } });
  return invoke<Answer<TicketResponse>>('confirmTicketPayment', { claims: user.claims, body: { paymentIntentId: intent.json.paymentIntentId, eventId } });
}

describe('joining and leaving', () => {
  it('joins a sold-out event once, in order, and leaves it', async () => {
    const { event, holders } = await soldOut(1);
    const [first, second] = await newUsers(2);
    expect((await join(event.id, first!)).json.waitlist).toEqual({ position: 1, length: 1, offer: null });
    expect((await join(event.id, second!)).json.waitlist).toEqual({ position: 2, length: 2, offer: null });
    expect((await join(event.id, first!)).json.waitlist).toMatchObject({ position: 1, length: 2 });
    expect((await join(event.id, holders[0]!)).statusCode).toBe(409);
    expect((await leave(event.id, first!)).json.waitlist).toEqual({ position: null, length: 1, offer: null });
    expect((await join(event.id, second!)).json.waitlist).toMatchObject({ position: 1, length: 1 });
    expect(await eventItem(event.id)).toMatchObject({ waitlistCount: 1, ticketsSold: 1 });
  });

  it('refuses an event with seats left, a started one and a cancelled one', async () => {
    const user = await newUser();
    const open = await newEvent((await newChapter()).id, { maxAttendees: 5 });
    expect((await join(open.id, user)).json.message).toBe(WAITLIST_NOT_SOLD_OUT);
    const { event } = await soldOut(1);
    clock.now = () => new Date(venueInstant(event.date, event.time, event.state).getTime() + 60_000);
    expect((await join(event.id, user)).json.message).toBe(WAITLIST_EVENT_STARTED);
    clock.now = realNow;
    const cancelled = await newEvent((await newChapter()).id, { maxAttendees: 1, ticketsSold: 1, status: 'cancelled' });
    expect((await join(cancelled.id, user)).json.message).toBe(WAITLIST_EVENT_CANCELLED);
    expect(await eventItem(cancelled.id)).toMatchObject({ waitlistCount: 0 });
  });
});

describe('offers', () => {
  it('100 concurrent cancellations, 110 waiting: the first 100 in line get one ticket each, nobody else, no oversell', async () => {
    const { event, holders, tickets } = await soldOut(100);
    const waiting = await newUsers(110);
    // Joined at one instant, concurrently: the tiebreak (sub) orders the line.
    const at = new Date();
    clock.now = () => at;
    await Promise.all(waiting.map((w) => join(event.id, w)));
    const line = [...waiting].sort((a, b) => (a.sub < b.sub ? -1 : 1));
    expect((await join(event.id, line[0]!)).json.waitlist.position).toBe(1);

    const answers = await Promise.all(tickets.map((t, i) => cancel(t.id, holders[i]!)));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    // On a busy machine the requests may have left the tail of the round to the sweep (REQUEST_ROUND_BUDGET_MS): run it.
    await offerFreedSeats(event.id);

    const held = await Promise.all(line.map((w) => getUserTicketForEvent(w.sub, event.id)));
    expect(held.slice(0, 100).every((t) => t?.status === 'valid' && t.fromWaitlist === true)).toBe(true);
    expect(held.slice(100).every((t) => t === undefined)).toBe(true);
    expect(await eventItem(event.id)).toEqual({ ticketsSold: 100, waitlistCount: 10, heldSeats: 0 });
    expect((await join(event.id, line[100]!)).json.waitlist.position).toBe(1);
    // A second offer step finds nothing to give: no seat is offered twice.
    expect(await offerFreedSeats(event.id)).toBe(0);
  }, 180_000);

  it("a round out of its request's time hands the rest over: the sweep gives the seats, in order, none twice", async () => {
    const { event, tickets } = await soldOut(3);
    const waiting = await newUsers(4);
    const at = new Date();
    clock.now = () => at;
    for (const w of waiting) await join(event.id, w);
    // Seats freed without an offer round (as the cancelled-event job frees them), then a round with no time left.
    for (const t of tickets) await cancelTicket({ ...t, sub: t.sub! }, event, at.toISOString());
    expect(await offerFreedSeats(event.id, 0)).toBe(0);
    expect(await eventsWithStaleLease(at.toISOString())).toContain(event.id);

    expect(await runScheduledTasks(at)).toEqual({ failed: [] });
    // Joined at one instant: the line runs by sub.
    const line = [...waiting].sort((a, b) => (a.sub < b.sub ? -1 : 1));
    const held = await Promise.all(line.map((w) => getUserTicketForEvent(w.sub, event.id)));
    expect(held.map((t) => t?.status)).toEqual(['valid', 'valid', 'valid', undefined]);
    expect(await eventItem(event.id)).toEqual({ ticketsSold: 3, waitlistCount: 1, heldSeats: 0 });
    expect(await eventsWithStaleLease(at.toISOString())).not.toContain(event.id);
    expect(await offerFreedSeats(event.id)).toBe(0);
  });

  it('a seat freed while people wait is theirs: the open sale says Sold Out', async () => {
    const { event, holders, tickets } = await soldOut(1);
    const [waiter, outsider] = await newUsers(2);
    await join(event.id, waiter!);
    await cancel(tickets[0]!.id, holders[0]!);
    expect((await getUserTicketForEvent(waiter!.sub, event.id))?.status).toBe('valid');
    expect((await freeTicket(event.id, outsider!)).json.message).toBe('Sold Out');
    const mine = await invoke<MyTicketsResponse>('listMyTickets', { claims: waiter!.claims });
    expect(mine.json.tickets[0]).toMatchObject({ eventId: event.id, fromWaitlist: true });
  });

  it('a paid event holds the seat for 2 hours; the holder buys it through the usual payment', async () => {
    const { event, holders, tickets } = await soldOut(1, { priceCents: 1500 });
    const [first, second, outsider] = await newUsers(3);
    await join(event.id, first!);
    await join(event.id, second!);
    const now = new Date();
    clock.now = () => now;
    await cancel(tickets[0]!.id, holders[0]!);

    // The held seat counts against capacity: nobody else can buy it.
    expect(await eventItem(event.id)).toEqual({ ticketsSold: 1, waitlistCount: 1, heldSeats: 1 });
    const mine = await invoke<MyTicketsResponse>('listMyTickets', { claims: first!.claims });
    expect(mine.json.waitlistOffers).toEqual([expect.objectContaining({ eventId: event.id, expiresAt: new Date(now.getTime() + 2 * 3_600_000).toISOString() })]);
    expect((await join(event.id, second!)).json.waitlist).toMatchObject({ position: 1, length: 1 });
    expect((await buy(event.id, outsider!)).statusCode).toBe(409);

    const bought = await buy(event.id, first!);
    expect(bought.statusCode).toBe(201);
    expect(await eventItem(event.id)).toEqual({ ticketsSold: 1, waitlistCount: 1, heldSeats: 0 });
    expect((await invoke<MyTicketsResponse>('listMyTickets', { claims: first!.claims })).json.waitlistOffers).toEqual([]);
  });

  it('an expired hold moves to the next in line, and its late purchase is refused and refunded', async () => {
    const { event, holders } = await soldOut(1, { priceCents: 900 });
    const [first, second] = await newUsers(2);
    await join(event.id, first!);
    await join(event.id, second!);
    const start = new Date();
    clock.now = () => start;
    await cancel((await getUserTicketForEvent(holders[0]!.sub, event.id))!.id, holders[0]!);
    const intent = await invoke<PaymentIntentResponse>('createTicketPayment', { params: { id: event.id }, claims: first!.claims });
    expect(intent.statusCode).toBe(200);

    const later = new Date(start.getTime() + 2 * 3_600_000 + 1);
    clock.now = () => later;
    // The scheduled sweep (functions/scheduled) finds the hold due and offers the seat to the next in line.
    expect(await runScheduledTasks(later)).toEqual({ failed: [] });
    expect(await eventItem(event.id)).toEqual({ ticketsSold: 1, waitlistCount: 0, heldSeats: 1 });
    const late = await invoke<Answer<TicketResponse>>('createTicketPayment', { params: { id: event.id }, claims: first!.claims });
    expect(late.json.message).toBe('Sold Out');
    expect((await invoke<MyTicketsResponse>('listMyTickets', { claims: second!.claims })).json.waitlistOffers).toHaveLength(1);
  });

  it('closeWaitlist drops the line and pending offers without issuing anything; no offer follows', async () => {
    const { event, holders } = await soldOut(2, { priceCents: 500 });
    const [first, second] = await newUsers(2);
    await join(event.id, first!);
    await join(event.id, second!);
    await cancel((await getUserTicketForEvent(holders[0]!.sub, event.id))!.id, holders[0]!);
    expect(await eventItem(event.id)).toMatchObject({ heldSeats: 1, waitlistCount: 1 });
    await closeWaitlist(event.id);
    await closeWaitlist(event.id);
    expect(await eventItem(event.id)).toEqual({ ticketsSold: 1, waitlistCount: 0, heldSeats: 0 });
    await cancel((await getUserTicketForEvent(holders[1]!.sub, event.id))!.id, holders[1]!);
    expect(await getUserTicketForEvent(second!.sub, event.id)).toBeUndefined();
    expect((await join(event.id, second!)).statusCode).toBe(409);
  });
});

describe('a function without the ticket key', () => {
  it('the event page finds a free seat while people wait: it hands the round over, and the sweep issues exactly one ticket, to the first in line', async () => {
    const { event, tickets } = await soldOut(1);
    const [first, second] = await newUsers(2);
    await join(event.id, first!);
    await join(event.id, second!);
    const at = new Date();
    clock.now = () => at;
    // The seat freed without a round (as the cancelled-event job frees them).
    await cancelTicket({ ...tickets[0]!, sub: tickets[0]!.sub! }, event, at.toISOString());

    // The party-events function serves the page: it cannot sign a ticket, so it issues none.
    const page = await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: event.id }, claims: second!.claims });
    expect(page.json.viewer?.waitlist).toEqual({ position: 2, length: 2, offer: null });
    expect(await getUserTicketForEvent(first!.sub, event.id)).toBeUndefined();
    expect(await eventItem(event.id)).toEqual({ ticketsSold: 0, waitlistCount: 2, heldSeats: 0 });
    expect(await eventsWithStaleLease(at.toISOString())).toContain(event.id);

    expect(await runScheduledTasks(at)).toEqual({ failed: [] });
    expect(await getUserTicketForEvent(first!.sub, event.id)).toMatchObject({ status: 'valid', fromWaitlist: true });
    expect(await getUserTicketForEvent(second!.sub, event.id)).toBeUndefined();
    expect(await eventItem(event.id)).toEqual({ ticketsSold: 1, waitlistCount: 1, heldSeats: 0 });
    expect(await eventsWithStaleLease(at.toISOString())).not.toContain(event.id);
  });

  it('a round handed over while one runs is run by that round before it lets go, and is not left due', async () => {
    const { event } = await soldOut(1);
    const at = new Date();
    const seen = (await requestRound(event.id, 'running', at))!;
    await leaveRoundDue(event.id, at);
    // The lease stays the running round's, which sees the request and goes round again.
    expect(await eventsWithStaleLease(at.toISOString())).not.toContain(event.id);
    const again = await releaseRound(event.id, 'running', seen);
    expect(again).toBe(seen + 1);
    expect(await releaseRound(event.id, 'running', again!)).toBeUndefined();
    expect(await eventsWithStaleLease(at.toISOString())).not.toContain(event.id);
  });
});
