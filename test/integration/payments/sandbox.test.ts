/**
 * Paid tickets through the sandbox gateway (no Stripe key): intent → test
 * card → confirmation, the checks on the intent, and the oversell invariant
 * with 1,000 concurrent buyers (free and paid) for 200 seats.
 */
import '../../support/emulators.setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntentResponse, TicketResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { getSandboxIntent } from '../../../functions/lib/db/payments';
import { listEventTickets } from '../../../functions/lib/db/tickets';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { eventCounters, newChapter, newEvent, newUser, pool, type TestUser } from '../tickets/fixtures';

useFreshTable();
delete process.env.STRIPE_SECRET_KEY;

type Answer<T> = { statusCode: number; json: T & { message?: string } };
const startPayment = (eventId: string, u: TestUser) =>
  invoke<PaymentIntentResponse>('createTicketPayment', { params: { id: eventId }, claims: u.claims }) as Promise<Answer<PaymentIntentResponse>>;
const charge = (paymentIntentId: string, u: TestUser, cardNumber = '4242 4242 4242 4242', expiry = '12/30', cvc = '123') =>
  invoke<{ status: string }>('sandboxCharge', { claims: u.claims, body: { paymentIntentId, cardNumber, expiry, cvc } }) as Promise<Answer<{ status: string }>>;
const confirm = (paymentIntentId: string, eventId: string, u: TestUser) =>
  invoke<TicketResponse>('confirmTicketPayment', { claims: u.claims, body: { paymentIntentId, eventId } }) as Promise<Answer<TicketResponse>>;

// Card expiry is checked against the functions' clock, never the machine's date.
beforeEach(() => {
  vi.spyOn(clock, 'now').mockReturnValue(new Date('2026-11-23T15:00:00.000Z'));
});
afterEach(() => vi.restoreAllMocks());

describe('sandbox payments', () => {
  it('buys a paid ticket: intent for the price, 4242 succeeds, confirmation issues once', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 1500 });
    const buyer = await newUser();
    const intent = await startPayment(event.id, buyer);
    expect(intent.json).toMatchObject({ gateway: 'sandbox', amountCents: 1500, currency: 'usd', publishableKey: null });
    expect((await confirm(intent.json.paymentIntentId, event.id, buyer)).json.message).toBe('Payment failed');
    expect((await charge(intent.json.paymentIntentId, buyer)).json).toEqual({ status: 'succeeded' });
    const done = await confirm(intent.json.paymentIntentId, event.id, buyer);
    expect(done.statusCode).toBe(201);
    expect(done.json.ticket).toMatchObject({ amountPaidCents: 1500, status: 'valid' });
    const again = await confirm(intent.json.paymentIntentId, event.id, buyer);
    expect(again.json).toEqual({ ticket: done.json.ticket, created: false });
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1, revenueCents: 1500 });
    const second = await startPayment(event.id, buyer);
    expect([second.statusCode, second.json.message]).toEqual([409, 'You already have a ticket for this event']);
  });

  it('declines 4000 0000 0000 0002 and other numbers with Stripe’s texts', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 500 });
    const buyer = await newUser();
    const intent = await startPayment(event.id, buyer);
    const declined = await charge(intent.json.paymentIntentId, buyer, '4000 0000 0000 0002');
    expect([declined.statusCode, declined.json.message]).toEqual([402, 'Your card was declined.']);
    const invalid = await charge(intent.json.paymentIntentId, buyer, '1234 5678 9012 3456');
    expect([invalid.statusCode, invalid.json.message]).toEqual([402, 'Your card number is invalid.']);
    const stranger = await charge(intent.json.paymentIntentId, await newUser());
    expect(stranger.statusCode).toBe(404);
  });

  it('refuses an expired card, a wrong-length security code and a failed Luhn check, and charges nothing', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 500 });
    const buyer = await newUser();
    const intent = await startPayment(event.id, buyer);
    const id = intent.json.paymentIntentId;
    const refusals = [
      await charge(id, buyer, '4242 4242 4242 4242', '01/20'),
      await charge(id, buyer, '4242 4242 4242 4242', '10/26'),
      await charge(id, buyer, '4242 4242 4242 4242', '12/30', '1234'),
      await charge(id, buyer, '3782 822463 10005', '12/30', '123'),
      await charge(id, buyer, '4242 4242 4242 4241'),
    ];
    expect(refusals.map((r) => [r.statusCode, r.json.message])).toEqual([
      [402, "Your card's expiration date is in the past."],
      [402, "Your card's expiration date is in the past."],
      [402, "Your card's security code is invalid."],
      [402, "Your card's security code is invalid."],
      [402, 'Your card number is invalid.'],
    ]);
    expect((await getSandboxIntent(id))?.status).toBe('requires_payment_method');
    expect((await confirm(id, event.id, buyer)).json.message).toBe('Payment failed');
    // This month's expiry and an American Express with its 4-digit code still pay.
    expect((await charge(id, buyer, '3782 822463 10005', '11/26', '1234')).json).toEqual({ status: 'succeeded' });
  });

  it('checks the intent belongs to the caller and the event; refuses free and sold-out events', async () => {
    const chapter = await newChapter();
    const event = await newEvent(chapter.id, { priceCents: 800 });
    const other = await newEvent(chapter.id, { priceCents: 800 });
    const buyer = await newUser();
    const intent = await startPayment(event.id, buyer);
    await charge(intent.json.paymentIntentId, buyer);
    expect((await confirm(intent.json.paymentIntentId, event.id, await newUser())).statusCode).toBe(404);
    expect((await confirm(intent.json.paymentIntentId, other.id, buyer)).json.message).toBe('This payment is for a different event');
    const free = await newEvent(chapter.id);
    expect((await startPayment(free.id, buyer)).statusCode).toBe(400);
    const full = await newEvent(chapter.id, { priceCents: 800, maxAttendees: 1, ticketsSold: 1 });
    expect((await startPayment(full.id, buyer)).json.message).toBe('Sold Out');
  });

  it('1,000 concurrent buyers (free and paid) for 200 seats: exactly 200 tickets, every loser told Sold Out, every paid loser refunded', async () => {
    const chapter = await newChapter();
    const freeEvent = await newEvent(chapter.id, { maxAttendees: 100 });
    const paidEvent = await newEvent(chapter.id, { priceCents: 1000, maxAttendees: 100 });
    const buyers = await pool(1000, 50, () => newUser());
    // Paid buyers pay first (intent + card), then everybody races for a seat at once.
    const intents = await pool(500, 50, async (i) => {
      const u = buyers[500 + i]!;
      const intent = await startPayment(paidEvent.id, u);
      await charge(intent.json.paymentIntentId, u);
      return intent.json.paymentIntentId;
    });
    const results = await pool(1000, 100, async (i) => {
      const u = buyers[i]!;
      if (i < 500) return invoke<TicketResponse & { message?: string }>('createFreeTicket', { params: { id: freeEvent.id }, claims: u.claims });
      return confirm(intents[i - 500]!, paidEvent.id, u);
    });
    const won = results.filter((r) => r.statusCode === 201);
    const lost = results.filter((r) => r.statusCode !== 201);
    expect(won).toHaveLength(200);
    expect(new Set(lost.map((r) => `${r.statusCode} ${(r.json as { message?: string }).message}`))).toEqual(new Set(['409 Sold Out']));
    for (const event of [freeEvent, paidEvent]) {
      expect((await eventCounters(event.id)).ticketsSold).toBe(100);
      const tickets = await listEventTickets(event.id);
      expect(tickets.filter((t) => t.status === 'valid')).toHaveLength(100);
    }
    expect((await eventCounters(paidEvent.id)).revenueCents).toBe(100 * 1000);
    const paidLosers = results.map((r, i) => ({ r, i })).filter(({ r, i }) => i >= 500 && r.statusCode !== 201);
    const refunded = await pool(paidLosers.length, 50, async (k) => (await getSandboxIntent(intents[paidLosers[k]!.i - 500]!))?.refunded);
    expect(refunded.every((r) => r === true)).toBe(true);
    expect(paidLosers).toHaveLength(400);
  });
});
