/** Free tickets, My Tickets and account deletion, against DynamoDB Local (the receipt mail: test/integration/jobs). */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import type { MyTicketsResponse, TicketResponse } from '../../../shared/api/types';
import { deleteUserPartition } from '../../../functions/domains/people/users';
import { keys } from '../../../functions/domains/keys';
import { getItem } from '../../../functions/lib/db/table';
import { getUserTicketForEvent, listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { verifyTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { eventCounters, newChapter, newEvent, newLeader, newUser, profileCounters } from './fixtures';

useFreshTable();

const getTicket = (eventId: string, claims: Record<string, unknown>) =>
  invoke<TicketResponse & { message?: string }>('createFreeTicket', { params: { id: eventId }, claims });

describe('createFreeTicket', () => {
  it('issues one ticket, takes the seat, counts it, and answers the same ticket when asked again', async () => {
    const chapter = await newChapter();
    const event = await newEvent(chapter.id, { maxAttendees: 5 });
    const user = await newUser({ fullName: 'Sam Student' });

    const first = await getTicket(event.id, user.claims);
    expect(first.statusCode).toBe(201);
    expect(first.json.created).toBe(true);
    const ticket = first.json.ticket;
    expect(ticket).toMatchObject({
      eventId: event.id,
      status: 'valid',
      amountPaidCents: 0,
      usedAt: null,
      event: { title: 'Spring Formal', date: event.date, time: '21:00', letters: 'ΑΕΦ', organizationName: 'Alpha Epsilon Phi' },
    });
    expect(verifyTicketCode(ticket.qrCode, event.id)).toBe(ticket.id);

    const again = await getTicket(event.id, user.claims);
    expect(again.statusCode).toBe(200);
    expect(again.json).toEqual({ ticket, created: false });
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1, revenueCents: 0 });
    expect((await profileCounters(user.sub))?.ticketCount).toBe(1);
    expect((await getUserTicketForEvent(user.sub, event.id))?.id).toBe(ticket.id);
  });

  it('refuses paid events (400), cancelled ones (409), unknown ones (404) and sold-out ones (409)', async () => {
    const chapter = await newChapter();
    const user = await newUser();
    const paid = await newEvent(chapter.id, { priceCents: 1500 });
    expect((await getTicket(paid.id, user.claims)).json.message).toBe('This event requires payment');
    const cancelled = await newEvent(chapter.id, { status: 'cancelled' });
    const gone = await getTicket(cancelled.id, user.claims);
    expect([gone.statusCode, gone.json.message]).toEqual([409, 'This event was cancelled']);
    const full = await newEvent(chapter.id, { maxAttendees: 1 });
    expect((await getTicket(full.id, (await newUser()).claims)).statusCode).toBe(201);
    const late = await getTicket(full.id, user.claims);
    expect([late.statusCode, late.json.message]).toEqual([409, 'Sold Out']);
  });

  it('sells nothing for a party that is over, free or paid, and changes nothing', async () => {
    const chapter = await newChapter();
    const user = await newUser();
    // Three days ago, in any US zone and at any hour of today: well past the six hours after its start.
    const date = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const over = await newEvent(chapter.id, { date, maxAttendees: 5 });
    const free = await getTicket(over.id, user.claims);
    expect([free.statusCode, free.json.message]).toEqual([409, 'Ticket sales for this event have ended']);
    const paidOver = await newEvent(chapter.id, { date, priceCents: 1500 });
    const intent = await invoke<{ message: string }>('createTicketPayment', { params: { id: paidOver.id }, claims: user.claims });
    expect([intent.statusCode, intent.json.message]).toEqual([409, 'Ticket sales for this event have ended']);
    expect(await listEventTickets(over.id)).toEqual([]);
    expect((await eventCounters(over.id)).ticketsSold).toBe(0);
  });
});

describe('listMyTickets', () => {
  it('lists the caller’s tickets newest first with the event details, one per event', async () => {
    const chapter = await newChapter();
    const user = await newUser();
    const a = await newEvent(chapter.id, { title: 'First' });
    const b = await newEvent(chapter.id, { title: 'Second' });
    await getTicket(a.id, user.claims);
    await getTicket(b.id, user.claims);
    await getTicket(a.id, user.claims);
    const res = await invoke<MyTicketsResponse>('listMyTickets', { claims: user.claims });
    expect(res.statusCode).toBe(200);
    expect(res.json.tickets.map((t) => t.event.title)).toEqual(['Second', 'First']);
    const empty = await invoke<MyTicketsResponse>('listMyTickets', { claims: (await newUser()).claims });
    expect(empty.json.tickets).toEqual([]);
  });
});

describe('account deletion', () => {
  it('releases the seats of valid tickets and keeps used ones without personal data', async () => {
    const chapter = await newChapter();
    const leader = await newLeader(chapter.id);
    const user = await newUser({ fullName: 'Gone Person' });
    const one = await newEvent(chapter.id);
    const two = await newEvent(chapter.id);
    const valid = (await getTicket(one.id, user.claims)).json.ticket;
    const used = (await getTicket(two.id, user.claims)).json.ticket;
    const scan = await invoke<{ valid: boolean }>('validateTicket', { claims: leader.claims, body: { eventId: two.id, qrCode: used.qrCode } });
    expect(scan.json.valid).toBe(true);

    await deleteUserPartition(user.sub);

    expect(await getItem(keys.ticket.item(valid.id))).toBeUndefined();
    expect(await eventCounters(one.id)).toMatchObject({ ticketsSold: 0 });
    const kept = await getItem(keys.ticket.item(used.id));
    expect(kept).toMatchObject({ status: 'used', sub: 'deleted', holderName: null });
    expect(await eventCounters(two.id)).toMatchObject({ ticketsSold: 1, checkedIn: 1 });
    expect(await getUserTicketForEvent(user.sub, one.id)).toBeUndefined();
    expect(await getUserTicketForEvent(user.sub, two.id)).toBeUndefined();
    expect((await listEventTickets(two.id)).map((t) => t.id)).toEqual([used.id]);
    const mine = await invoke<MyTicketsResponse>('listMyTickets', { claims: user.claims });
    expect(mine.json.tickets).toEqual([]);
  });
});
