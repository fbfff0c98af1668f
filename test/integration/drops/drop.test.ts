/**
 * A drop against DynamoDB Local: sales that open at a set minute, the line's
 * draw at the opening (a permutation of who joined before it, nobody twice),
 * admission that never gives more checkout windows than seats whoever asks
 * at once, a lapsed window passing its seat on exactly once, the sold-out
 * drop telling everyone still waiting, and a leader moving the opening.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatePartyEventResponse, DropLineResponse, EventAnalyticsResponse, PaymentIntentResponse, PartyEventPageResponse, TicketResponse, WaitlistResponse } from '../../../shared/api/types';
import { JOIN_THE_LINE, LINE_NOT_OPEN, SALES_ALREADY_OPEN, SALES_NOT_OPEN, salesOpenInstant } from '../../../shared/drops';
import { clock } from '../../../functions/lib/clock';
import { keys } from '../../../functions/domains/keys';
import type { PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { getItem, queryPrefix } from '../../../functions/lib/db/table';
import { toMember } from '../../../functions/domains/ticketing/drop/line';
import { drawOrder } from '../../../functions/domains/ticketing/drop/draw';
import { runTick } from '../../../functions/domains/ticketing/drop/admission';
import { lapseCheckout, lapseDueCheckouts, openCheckout } from '../../../functions/domains/ticketing/drop/checkout';
import { holdsOfEvent } from '../../../functions/domains/ticketing/waitlist/holds';
import { sweepWaitlists } from '../../../functions/domains/ticketing/waitlist/sweep';
import { invoke } from '../../support/invoke';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUser, newUsers, type TestUser } from '../tickets/fixtures';

useFreshTable();
useJobQueue();

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
});

type Answer<T> = T & { message?: string };
const join = (eventId: string, user: TestUser) => invoke<Answer<DropLineResponse>>('joinDropLine', { params: { id: eventId }, claims: user.claims });
const look = (eventId: string, user: TestUser) => invoke<Answer<DropLineResponse>>('getDropLine', { params: { id: eventId }, claims: user.claims });
const buy = (eventId: string, user: TestUser) => invoke<Answer<TicketResponse>>('createFreeTicket', { params: { id: eventId }, claims: user.claims });

/** A drop of `seats` seats whose sales open in its zone two days before it (a wall time like the form's). */
async function newDrop(seats: number, extra: Partial<PartyEvent> = {}) {
  const chapter = await newChapter();
  const date = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  const opensDay = new Date(Date.parse(`${date}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
  const event = await newEvent(chapter.id, { date, maxAttendees: seats, salesOpenAt: `${opensDay}T12:00`, ...extra });
  return { event, chapter, opens: salesOpenInstant(event)! };
}

const at = (instant: Date, offsetMs = 0) => {
  const fixed = new Date(instant.getTime() + offsetMs);
  clock.now = () => fixed;
};

async function eventCounts(id: string) {
  const item = (await getItem(keys.partyEvent.item(id), { consistent: true }))!;
  return { ticketsSold: Number(item.ticketsSold ?? 0), heldSeats: Number(item.heldSeats ?? 0), checkoutSeats: Number(item.checkoutSeats ?? 0) };
}

async function membersOf(eventId: string) {
  return (await queryPrefix(keys.dropLine.members(eventId), { consistent: true })).map(toMember);
}

describe('before the opening', () => {
  it('refuses a purchase, opens the line 15 minutes before, and places nobody yet', async () => {
    const { event, opens } = await newDrop(10);
    const [early, buyer] = await newUsers(2);
    at(opens, -20 * 60_000);
    expect((await join(event.id, early!)).json.message).toBe(LINE_NOT_OPEN);
    expect((await buy(event.id, buyer!)).json.message).toBe(SALES_NOT_OPEN);
    at(opens, -10 * 60_000);
    const joined = await join(event.id, early!);
    expect(joined.statusCode).toBe(200);
    expect(joined.json.line).toMatchObject({ status: 'waiting', place: null, opensAt: opens.toISOString() });
    expect((await buy(event.id, early!)).json.message).toBe(SALES_NOT_OPEN);
    expect(await eventCounts(event.id)).toMatchObject({ ticketsSold: 0 });
  });
});

describe('the draw at the opening', () => {
  it('places everyone who joined before the opening in the order of their draw: a permutation, nobody twice', async () => {
    const { event, opens } = await newDrop(1000);
    const early = await newUsers(30);
    at(opens, -5 * 60_000);
    // Concurrent joins, one account asking twice at once.
    await Promise.all([...early.map((u) => join(event.id, u)), join(event.id, early[0]!)]);
    const late = await newUser();
    at(opens, 1_000);
    const lateJoin = await join(event.id, late);

    const members = await membersOf(event.id);
    expect(members).toHaveLength(31);
    const drawn = members.filter((m) => m.draw !== undefined).sort(drawOrder);
    expect(drawn.map((m) => m.sub).sort()).toEqual(early.map((u) => u.sub).sort());
    // Places 1…30 in the order of the drawn numbers, whatever the order of arrival.
    expect(drawn.map((m) => m.place)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    // First come after the opening: the next place.
    expect(lateJoin.json.line.place).toBe(31);
    const places = await Promise.all(early.map(async (u) => (await look(event.id, u)).json.line.place));
    expect(new Set(places).size).toBe(30);
  });
});

describe('admission', () => {
  it('never gives more checkout windows than seats, whoever asks at once, and admits in order of place', async () => {
    const { event, opens } = await newDrop(5);
    const buyers = await newUsers(40);
    at(opens, -60_000);
    await Promise.all(buyers.map((u) => join(event.id, u)));
    at(opens, 1_000);
    const seen = await Promise.all(buyers.map((u) => look(event.id, u)));
    expect(seen.every((s) => s.statusCode === 200)).toBe(true);
    // Windows asked for directly too, for every member at once: the capacity guard holds.
    const fresh = (await getItem(keys.partyEvent.item(event.id), { consistent: true }))!;
    await Promise.all((await membersOf(event.id)).map((m) => openCheckout({ ...event, ...fresh } as PartyEvent, m, clock.now())));
    await Promise.all([runTick(event.id, clock.now()), runTick(event.id, new Date(clock.now().getTime() + 2_000))]);

    expect(await eventCounts(event.id)).toEqual({ ticketsSold: 5, heldSeats: 5, checkoutSeats: 5 });
    const members = await membersOf(event.id);
    expect(members.filter((m) => m.status === 'admitted')).toHaveLength(5);
  });

  it('gives a whole tick of windows at once: 45 seats, 48 in line, one tick admits 45', async () => {
    const { event, opens } = await newDrop(45);
    const buyers = await newUsers(48);
    at(opens, -60_000);
    await Promise.all(buyers.map((u) => join(event.id, u)));
    at(opens, 1_000);
    expect((await look(event.id, buyers[0]!)).statusCode).toBe(200);
    expect(await eventCounts(event.id)).toEqual({ ticketsSold: 45, heldSeats: 45, checkoutSeats: 45 });
    const state = (await getItem(keys.dropLine.state(event.id), { consistent: true }))!;
    expect({ admittedThrough: state.admittedThrough, admitted: state.admitted }).toEqual({ admittedThrough: 45, admitted: 45 });
  });

  it('admits by place: the first five places hold the five windows', async () => {
    const { event, opens } = await newDrop(5);
    const buyers = await newUsers(12);
    at(opens, -60_000);
    await Promise.all(buyers.map((u) => join(event.id, u)));
    at(opens, 1_000);
    await Promise.all(buyers.map((u) => look(event.id, u)));
    const again = await Promise.all(buyers.map(async (u) => (await look(event.id, u)).json.line));
    const admitted = again.filter((v) => v.status === 'admitted').map((v) => v.place).sort((a, b) => a! - b!);
    expect(admitted).toEqual([1, 2, 3, 4, 5]);
    const waiting = again.filter((v) => v.status === 'waiting');
    expect(waiting.map((v) => v.ahead).sort((a, b) => a! - b!)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(again.every((v) => v.place !== null)).toBe(true);
  });
});

describe('checkout windows', () => {
  it('a lapsed window passes its seat on exactly once; a sold-out drop tells everyone still waiting, who may join the waitlist in the order they stood', async () => {
    const { event, opens, chapter } = await newDrop(1);
    const [a, b, c, d] = await newUsers(4);
    const leader = await newLeader(chapter.id);
    const figures = async () => (await invoke<EventAnalyticsResponse>('getEventAnalytics', { params: { id: event.id }, claims: leader.claims })).json.line;
    at(opens, -60_000);
    for (const u of [a!, b!, c!, d!]) await join(event.id, u);
    at(opens, 1_000);
    const looked: { u: TestUser; line: DropLineResponse['line'] }[] = [];
    for (const u of [a!, b!, c!, d!]) looked.push({ u, line: (await look(event.id, u)).json.line });
    const byPlace = looked.sort((x, y) => x.line.place! - y.line.place!);
    const [first, second, third, fourth] = byPlace;
    expect((await look(event.id, first!.u)).json.line.status).toBe('admitted');
    expect((await buy(event.id, second!.u)).json.message).toBe(JOIN_THE_LINE);

    const [firstWindow] = await holdsOfEvent(event.id);
    // The window lapses: the tick, the sweep and a second lapse see it due at once. The seat comes back once.
    at(opens, 1_000 + 5 * 60_000 + 1);
    await Promise.all([sweepWaitlists(clock.now()), lapseDueCheckouts(event.id, clock.now()), lapseDueCheckouts(event.id, clock.now()), runTick(event.id, clock.now())]);
    await runTick(event.id, new Date(clock.now().getTime() + 1_000));
    expect(await eventCounts(event.id)).toEqual({ ticketsSold: 1, heldSeats: 1, checkoutSeats: 1 });
    expect((await look(event.id, first!.u)).json.line.status).toBe('lapsed');
    expect((await look(event.id, second!.u)).json.line.status).toBe('admitted');
    expect((await look(event.id, third!.u)).json.line.status).toBe('waiting');
    const state = (await getItem(keys.dropLine.state(event.id), { consistent: true }))!;
    expect({ admitted: state.admitted, lapsed: state.lapsed }).toEqual({ admitted: 2, lapsed: 1 });
    // A lapse that comes late, once the seat is the next buyer's, frees nothing of theirs.
    expect(await lapseCheckout(firstWindow!, clock.now())).toBe(false);
    expect(await eventCounts(event.id)).toEqual({ ticketsSold: 1, heldSeats: 1, checkoutSeats: 1 });

    // Bought: sold out, and the rest are told at once.
    const bought = await buy(event.id, second!.u);
    expect(bought.statusCode).toBe(201);
    expect(await eventCounts(event.id)).toEqual({ ticketsSold: 1, heldSeats: 0, checkoutSeats: 0 });
    expect((await look(event.id, third!.u)).json.line.status).toBe('soldOut');
    expect((await look(event.id, fourth!.u)).json.line.status).toBe('soldOut');
    // Leaders see the line as it stands.
    expect(await figures()).toEqual({ waiting: 2, admitted: 2, sold: 1, lapsed: 1 });
    // The landed waitlist, in the order they stood (the fourth asks first).
    const wait = (u: TestUser) => invoke<Answer<WaitlistResponse>>('joinWaitlist', { params: { id: event.id }, claims: u.claims });
    await wait(fourth!.u);
    expect((await wait(third!.u)).json.waitlist.position).toBe(1);
    expect((await wait(fourth!.u)).json.waitlist.position).toBe(2);
  });
});

describe('a paid drop', () => {
  it('takes payment only from a buyer in their checkout window, through the usual payment', async () => {
    const { event, opens } = await newDrop(1, { priceCents: 1500 });
    const [a, b] = await newUsers(2);
    at(opens, -60_000);
    await join(event.id, a!);
    await join(event.id, b!);
    at(opens, 1_000);
    const lines: { u: TestUser; line: DropLineResponse['line'] }[] = [];
    for (const u of [a!, b!]) lines.push({ u, line: (await look(event.id, u)).json.line });
    const admitted = lines.find((l) => l.line.status === 'admitted')!.u;
    const waiting = lines.find((l) => l.line.status === 'waiting')!.u;
    const start = (u: TestUser) => invoke<Answer<PaymentIntentResponse>>('createTicketPayment', { params: { id: event.id }, claims: u.claims });
    expect((await start(waiting)).json.message).toBe(JOIN_THE_LINE);
    const intent = await start(admitted);
    expect(intent.statusCode).toBe(200);
    await invoke('sandboxCharge', { claims: admitted.claims, body: { paymentIntentId: intent.json.paymentIntentId, cardNumber: '4242424242424242', expiry: '12/34', cvc: '123' } });
    const paid = await invoke<Answer<TicketResponse>>('confirmTicketPayment', { claims: admitted.claims, body: { paymentIntentId: intent.json.paymentIntentId, eventId: event.id } });
    expect(paid.statusCode).toBe(201);
    expect(await eventCounts(event.id)).toEqual({ ticketsSold: 1, heldSeats: 0, checkoutSeats: 0 });
    expect((await look(event.id, waiting)).json.line.status).toBe('soldOut');
  });
});

describe('moving the opening', () => {
  it("a leader's new time moves the page's countdown before the opening; after it, the opening stays", async () => {
    const { event, chapter, opens } = await newDrop(10);
    const leader = await newLeader(chapter.id);
    const student = await newUser();
    const move = (salesOpenAt: string, who: TestUser = leader) =>
      invoke<Answer<CreatePartyEventResponse>>('setSalesOpenAt', { params: { id: event.id }, body: { salesOpenAt }, claims: who.claims });
    at(opens, -60 * 60_000);
    const later = `${event.salesOpenAt!.slice(0, 10)}T13:30`;
    const moved = await move(later);
    expect(moved.statusCode).toBe(200);
    expect(moved.json.event.salesOpenAt).toBe(later);
    const page = await invoke<PartyEventPageResponse>('getPartyEvent', { params: { id: event.id } });
    expect(page.json.event.salesOpenAt).toBe(later);
    // The countdown counts to the new time; an hour and a half later the line is still closed.
    at(opens, 60 * 60_000);
    const line = await join(event.id, student);
    expect(line.json.message).toBe(LINE_NOT_OPEN);
    at(opens, 80 * 60_000);
    expect((await join(event.id, student)).json.line.opensAt).toBe(new Date(opens.getTime() + 90 * 60_000).toISOString());
    // After the opening it cannot move.
    at(opens, 91 * 60_000);
    expect((await move(`${event.salesOpenAt!.slice(0, 10)}T20:00`)).json.message).toBe(SALES_ALREADY_OPEN);
    // Not after the event's start.
    at(opens, -60 * 60_000);
    expect((await move(`${event.date}T22:00`)).statusCode).toBe(400);
  });
});
