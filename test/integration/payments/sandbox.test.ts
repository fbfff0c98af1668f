/**
 * Paid tickets through the sandbox gateway (no Stripe key): intent → test
 * card → confirmation, the checks on the intent, and the oversell invariant
 * with 1,000 concurrent buyers for the 200 seats of one event.
 */
import '../../support/emulators.setup';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntentResponse, TicketResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { getSandboxIntent } from '../../../functions/domains/ticketing/payments/sandbox-intents';
import { listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { eventCounters, newChapter, newEvent, newUser, newUsers, pool, type TestUser } from '../tickets/fixtures';

useFreshTable();
delete process.env.STRIPE_SECRET_KEY;

/** The burst's whole budget for each request: 3,000 requests share this one process (see `invoke`'s `timeoutMs`). */
const BURST_BUDGET_MS = 240_000;

type Answer<T> = { statusCode: number; json: T & { message?: string } };
const startPayment = (eventId: string, u: TestUser) =>
  invoke<PaymentIntentResponse>('createTicketPayment', { params: { id: eventId }, claims: u.claims, timeoutMs: BURST_BUDGET_MS }) as Promise<Answer<PaymentIntentResponse>>;
const charge = (paymentIntentId: string, u: TestUser, cardNumber = '4242 4242 4242 4242', expiry = '12/30', cvc = '123') =>
  invoke<{ status: string }>('sandboxCharge', { claims: u.claims, body: { paymentIntentId, cardNumber, expiry, cvc }, timeoutMs: BURST_BUDGET_MS }) as Promise<Answer<{ status: string }>>;
const confirm = (paymentIntentId: string, eventId: string, u: TestUser) =>
  invoke<TicketResponse>('confirmTicketPayment', { claims: u.claims, body: { paymentIntentId, eventId }, timeoutMs: BURST_BUDGET_MS }) as Promise<Answer<TicketResponse>>;

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

  it('1,000 concurrent buyers for the 200 seats of one event: exactly 200 tickets, every loser told Sold Out, every paid loser refunded', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 1000, maxAttendees: 200 });
    const buyers = await newUsers(1000);
    // Everyone at once, each through the whole purchase: intent, test card, confirmation. Whoever starts
    // after the last seat went is told Sold Out before paying; whoever paid and lost the race is refunded.
    const outcomes = await Promise.all(
      buyers.map(async (buyer) => {
        const intent = await startPayment(event.id, buyer);
        if (intent.statusCode !== 200) return { paid: null, answer: intent };
        const charged = await charge(intent.json.paymentIntentId, buyer);
        if (charged.statusCode !== 200) throw new Error(`charge answered ${charged.statusCode}: ${charged.json.message}`);
        return { paid: intent.json.paymentIntentId, answer: await confirm(intent.json.paymentIntentId, event.id, buyer) };
      }),
    );
    const won = outcomes.filter((o) => o.answer.statusCode === 201);
    const lost = outcomes.filter((o) => o.answer.statusCode !== 201);
    expect(won).toHaveLength(200);
    expect(new Set(lost.map((o) => `${o.answer.statusCode} ${o.answer.json.message}`))).toEqual(new Set(['409 Sold Out']));
    expect((await eventCounters(event.id)).ticketsSold).toBe(200);
    expect((await eventCounters(event.id)).revenueCents).toBe(200 * 1000);
    const tickets = await listEventTickets(event.id);
    expect(tickets.filter((t) => t.status === 'valid')).toHaveLength(200);
    expect(new Set(tickets.map((t) => t.sub)).size).toBe(200);
    // Every paid loser got their money back; no winner did.
    const paidLosers = lost.flatMap((o) => (o.paid ? [o.paid] : []));
    const refunded = await pool(paidLosers.length, 50, async (k) => (await getSandboxIntent(paidLosers[k]!))?.refunded);
    expect(refunded.filter((r) => r !== true)).toEqual([]);
    const winnersRefunded = await pool(won.length, 50, async (k) => (await getSandboxIntent(won[k]!.paid!))?.refunded);
    expect(winnersRefunded.filter((r) => r !== false)).toEqual([]);
    // Three thousand requests against DynamoDB Local: a loaded 2-core machine needs more than the default minute.
  }, BURST_BUDGET_MS);
});
