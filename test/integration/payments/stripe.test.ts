/**
 * Paid tickets through the Stripe gateway, with the real SDK against the
 * local stand-in and webhooks signed by the SDK's test helper: a webhook
 * delivered three times plus the client's confirmation at once give one
 * ticket; a paid intent that loses the last seat is refunded.
 */
import '../../support/emulators.setup';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentIntentResponse, TicketResponse } from '../../../shared/api/types';
import { listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { invoke } from '../../support/invoke';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in';
import { useFreshTable } from '../../support/table';
import { eventCounters, newChapter, newEvent, newUser, type TestUser } from '../tickets/fixtures';

useFreshTable();
const WEBHOOK_SECRET = 'whsec_integration';
let standIn: StripeStandIn;
const saved = { ...process.env };

beforeAll(async () => {
  standIn = await startStripeStandIn();
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_API_BASE: standIn.url,
  });
});
afterAll(async () => {
  for (const k of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_BASE']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
  await standIn.close();
});

function webhook(type: string, object: unknown, secret = WEBHOOK_SECRET, base64 = false) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return invoke<{ ok?: boolean; message?: string }>('stripeWebhook', {
    body: base64 ? Buffer.from(payload) : payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

async function paidIntent(eventId: string, buyer: TestUser) {
  const res = await invoke<PaymentIntentResponse>('createTicketPayment', { params: { id: eventId }, claims: buyer.claims });
  expect(res.json).toMatchObject({ gateway: 'stripe', publishableKey: 'pk_test_standin', currency: 'usd' });
  return standIn.succeed(res.json.paymentIntentId);
}

describe('Stripe payments', () => {
  it('a webhook delivered three times plus the client confirmation at once give one ticket', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 2500 });
    const buyer = await newUser();
    const pi = await paidIntent(event.id, buyer);
    expect(pi.metadata).toEqual({ eventId: event.id, sub: buyer.sub });
    const [w1, w2, w3, confirmed] = await Promise.all([
      webhook('payment_intent.succeeded', pi),
      webhook('payment_intent.succeeded', pi),
      webhook('payment_intent.succeeded', pi, WEBHOOK_SECRET, true),
      invoke<TicketResponse>('confirmTicketPayment', { claims: buyer.claims, body: { paymentIntentId: pi.id, eventId: event.id } }),
    ]);
    expect([w1, w2, w3].map((w) => w.statusCode)).toEqual([200, 200, 200]);
    expect([200, 201]).toContain(confirmed.statusCode);
    const tickets = await listEventTickets(event.id);
    expect(tickets).toHaveLength(1);
    expect(confirmed.json.ticket.id).toBe(tickets[0]!.id);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1, revenueCents: 2500 });
    expect(standIn.refunds.has(pi.id)).toBe(false);
  });

  it('refunds a paid intent that lost the last seat and says Sold Out', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 1000, maxAttendees: 1 });
    const [a, b] = [await newUser(), await newUser()];
    const piA = await paidIntent(event.id, a);
    const piB = await paidIntent(event.id, b);
    const results = await Promise.all([
      invoke<TicketResponse & { message?: string }>('confirmTicketPayment', { claims: a.claims, body: { paymentIntentId: piA.id, eventId: event.id } }),
      invoke<TicketResponse & { message?: string }>('confirmTicketPayment', { claims: b.claims, body: { paymentIntentId: piB.id, eventId: event.id } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const loser = results[0]!.statusCode === 409 ? piA : piB;
    expect(results.find((r) => r.statusCode === 409)!.json.message).toBe('Sold Out');
    const winner = loser === piA ? piB : piA;
    const refundsOf = (intentId: string) => standIn.refundRequests.filter((r) => r.paymentIntent === intentId).map((r) => r.outcome);
    expect(standIn.refunds.get(loser.id)?.amount).toBe(1000);
    expect(refundsOf(loser.id)).toEqual(['created']);
    // The loser's webhook arrives later: still no ticket, and the refund is asked for again only under the
    // same idempotency key (a replay), never as a second refund.
    expect((await webhook('payment_intent.succeeded', loser)).statusCode).toBe(200);
    expect(await listEventTickets(event.id)).toHaveLength(1);
    expect(refundsOf(loser.id)).toEqual(['created', 'replayed']);
    expect(refundsOf(winner.id)).toEqual([]);
    expect(standIn.refunds.get(loser.id)).toMatchObject({ payment_intent: loser.id, amount: 1000 });
  });

  it('answers 400 to a bad signature and 200 to other event types', async () => {
    expect((await webhook('payment_intent.succeeded', { id: 'pi_x', object: 'payment_intent' }, 'whsec_wrong')).statusCode).toBe(400);
    const unsigned = await invoke('stripeWebhook', { body: '{}', headers: { 'content-type': 'application/json' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await webhook('charge.refunded', { id: 'ch_1', object: 'charge' })).statusCode).toBe(200);
  });

  it('refuses a confirmation whose intent has not succeeded or is not the caller’s', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 700 });
    const buyer = await newUser();
    const res = await invoke<PaymentIntentResponse>('createTicketPayment', { params: { id: event.id }, claims: buyer.claims });
    const pending = await invoke<{ message: string }>('confirmTicketPayment', { claims: buyer.claims, body: { paymentIntentId: res.json.paymentIntentId, eventId: event.id } });
    expect([pending.statusCode, pending.json.message]).toEqual([402, 'Payment failed']);
    standIn.succeed(res.json.paymentIntentId);
    const stranger = await invoke('confirmTicketPayment', { claims: (await newUser()).claims, body: { paymentIntentId: res.json.paymentIntentId, eventId: event.id } });
    expect(stranger.statusCode).toBe(404);
  });
});
