/**
 * Cancelling a ticket against DynamoDB Local and the local SQS:
 * the seat, revenue and counters move back in one transaction, a used or
 * late ticket is refused, concurrent cancels and a cancel racing the door
 * end in exactly one outcome, and a paid ticket's failed refund is retried
 * through the queue until it succeeds — once.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CancelTicketResponse, MyTicketsResponse, TicketResponse, ValidateTicketResponse } from '../../../shared/api/types';
import { venueInstant } from '../../../shared/dates';
import { CANCEL_CUTOFF_PASSED, USED_TICKET_NOT_CANCELLABLE } from '../../../shared/ticket-cancellation';
import { clock } from '../../../functions/lib/clock';
import { getTicketRefund } from '../../../functions/domains/ticketing/payments/ticket-refunds';
import { getSandboxIntent } from '../../../functions/domains/ticketing/payments/sandbox-intents';
import { getTicket, getUserTicketForEvent } from '../../../functions/domains/ticketing/tickets';
import { SandboxGateway } from '../../../functions/domains/ticketing/payments/sandbox';
import { signTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { TICKET_CANCELLED } from '../../../functions/domains/ticketing/messages';
import { invoke } from '../../support/invoke';
import { useJobQueue } from '../../support/queue';
import { useFreshTable } from '../../support/table';
import { eventCounters, newChapter, newEvent, newLeader, newUser, paidTicket, profileCounters, type TestUser } from './fixtures';

useFreshTable();
const queue = useJobQueue();

const realNow = clock.now;
afterEach(() => {
  clock.now = realNow;
  vi.restoreAllMocks();
});

type Answer = CancelTicketResponse & { message?: string };
const cancel = (ticketId: string, user: TestUser) => invoke<Answer>('cancelTicket', { params: { id: ticketId }, claims: user.claims });
const freeTicket = async (eventId: string, user: TestUser) =>
  (await invoke<TicketResponse>('createFreeTicket', { params: { id: eventId }, claims: user.claims })).json.ticket;
const scan = (leader: TestUser, eventId: string, ticketId: string) =>
  invoke<ValidateTicketResponse>('validateTicket', { claims: leader.claims, body: { eventId, qrCode: signTicketCode(ticketId, eventId) } });

describe('cancelTicket', () => {
  it('cancels a free ticket: the seat is freed, the counts move back, and the next buyer gets the seat', async () => {
    const event = await newEvent((await newChapter()).id, { maxAttendees: 1 });
    const holder = await newUser();
    const ticket = await freeTicket(event.id, holder);
    const late = await newUser();
    expect((await invoke<{ message: string }>('createFreeTicket', { params: { id: event.id }, claims: late.claims })).json.message).toBe('Sold Out');

    const before = await invoke<MyTicketsResponse>('listMyTickets', { claims: holder.claims });
    const deadline = venueInstant(event.date, event.time, event.state).getTime() - 24 * 3_600_000;
    expect(before.json.tickets[0]?.cancellableUntil).toBe(new Date(deadline).toISOString());

    const res = await cancel(ticket.id, holder);
    expect(res.statusCode).toBe(200);
    expect(res.json.ticket).toMatchObject({ id: ticket.id, status: 'cancelled', refundStatus: null });
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 0, revenueCents: 0 });
    expect((await profileCounters(holder.sub))?.ticketCount).toBe(0);
    expect(await getUserTicketForEvent(holder.sub, event.id)).toBeUndefined();
    const mine = await invoke<MyTicketsResponse>('listMyTickets', { claims: holder.claims });
    expect(mine.json.tickets.map((t) => [t.id, t.status, t.cancellableUntil])).toEqual([[ticket.id, 'cancelled', null]]);

    const next = await invoke<TicketResponse>('createFreeTicket', { params: { id: event.id }, claims: late.claims });
    expect(next.statusCode).toBe(201);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1 });
  });

  it('refuses a used ticket, another person’s ticket and a ticket past the cut-off, changing nothing', async () => {
    const chapter = await newChapter();
    const leader = await newLeader(chapter.id);
    const event = await newEvent(chapter.id, { cancelCutoffHours: 48 });
    const holder = await newUser();
    const used = await freeTicket(event.id, holder);
    expect((await scan(leader, event.id, used.id)).json.valid).toBe(true);
    const refused = await cancel(used.id, holder);
    expect([refused.statusCode, refused.json.message]).toEqual([400, USED_TICKET_NOT_CANCELLABLE]);

    const other = await newUser();
    const theirs = await freeTicket(event.id, other);
    expect((await cancel(theirs.id, holder)).statusCode).toBe(404);

    // 48 hours before the start in the venue's time zone (AL: Central): the last minute it may be cancelled.
    const start = venueInstant(event.date, event.time, event.state).getTime();
    clock.now = () => new Date(start - 48 * 3_600_000 + 60_000);
    const late = await cancel(theirs.id, other);
    expect([late.statusCode, late.json.message]).toEqual([400, CANCEL_CUTOFF_PASSED]);
    expect((await getTicket(theirs.id))?.status).toBe('valid');
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 2, checkedIn: 1 });

    clock.now = () => new Date(start - 48 * 3_600_000);
    expect((await cancel(theirs.id, other)).json.ticket.status).toBe('cancelled');
  });

  it('cancels once under concurrent cancels of the same ticket', async () => {
    const event = await newEvent((await newChapter()).id);
    const holder = await newUser();
    const ticket = await freeTicket(event.id, holder);
    const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(ticket.id, holder)));
    expect(answers.map((a) => [a.statusCode, a.json.ticket.status])).toEqual(Array.from({ length: 8 }, () => [200, 'cancelled']));
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 0 });
    expect((await profileCounters(holder.sub))?.ticketCount).toBe(0);
  });

  it('a cancel racing the door scan ends in exactly one of them', async () => {
    const chapter = await newChapter();
    const leader = await newLeader(chapter.id);
    const event = await newEvent(chapter.id);
    for (let round = 0; round < 6; round++) {
      const holder = await newUser();
      const ticket = await freeTicket(event.id, holder);
      const [cancelled, scanned] = await Promise.all([cancel(ticket.id, holder), scan(leader, event.id, ticket.id)]);
      const stored = (await getTicket(ticket.id))!;
      const cancelWon = cancelled.statusCode === 200 && cancelled.json.ticket.status === 'cancelled';
      expect(cancelWon).toBe(!scanned.json.valid);
      expect(stored.status).toBe(cancelWon ? 'cancelled' : 'used');
      if (!cancelWon) expect(cancelled.json.message).toBe(USED_TICKET_NOT_CANCELLABLE);
      else expect(scanned.json.message).toBe(TICKET_CANCELLED);
    }
    const counters = await eventCounters(event.id);
    expect(counters.ticketsSold).toBe(counters.checkedIn);
  });

  it('refunds a paid ticket through the gateway and takes its revenue back', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 2500 });
    const holder = await newUser();
    const { ticket, intentId } = await paidTicket(event, holder);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1, revenueCents: 2500 });

    const res = await cancel(ticket.id, holder);
    expect(res.json.ticket).toMatchObject({ status: 'cancelled', refundStatus: 'succeeded', amountPaidCents: 2500 });
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 0, revenueCents: 0 });
    expect(await getTicketRefund(ticket.id)).toMatchObject({ status: 'succeeded', attempts: 1, amountCents: 2500, paymentIntentId: intentId });
    expect((await getSandboxIntent(intentId))?.refunded).toBe(true);
  });

  it('retries a failed refund through the queue until it succeeds, exactly once', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 1800 });
    const holder = await newUser();
    const { ticket, intentId } = await paidTicket(event, holder);
    const refund = vi.spyOn(SandboxGateway.prototype, 'refund');
    // The gateway is down for the cancellation's attempt and the queue's first retry.
    refund.mockRejectedValueOnce(new Error('gateway unavailable')).mockRejectedValueOnce(new Error('gateway unavailable'));

    const res = await cancel(ticket.id, holder);
    expect(res.json.ticket).toMatchObject({ status: 'cancelled', refundStatus: 'failed' });
    await expect.poll(async () => (await getTicketRefund(ticket.id))?.status, { timeout: 60_000 }).toBe('succeeded');
    await expect.poll(() => queue.depth(), { timeout: 30_000 }).toEqual({ queued: 0, deadLettered: 0 });
    expect(refund).toHaveBeenCalledTimes(3);
    expect(refund.mock.calls.every(([id]) => id === intentId)).toBe(true);

    // Cancelling again answers the refund as it stands and refunds nothing more.
    const again = await cancel(ticket.id, holder);
    expect(again.json.ticket).toMatchObject({ status: 'cancelled', refundStatus: 'succeeded' });
    expect(refund).toHaveBeenCalledTimes(3);
    const mine = await invoke<MyTicketsResponse>('listMyTickets', { claims: holder.claims });
    expect(mine.json.tickets[0]).toMatchObject({ id: ticket.id, refundStatus: 'succeeded' });
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 0, revenueCents: 0 });
  });
});
