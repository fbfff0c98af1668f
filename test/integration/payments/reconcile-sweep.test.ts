/**
 * Payments a crash left unsettled: the buyer paid, then nobody confirmed (the
 * page closed, the function died, Stripe's webhook never came). The
 * scheduled sweep (functions/scheduled, with the injected clock past the
 * threshold) gives each such payment exactly one outcome — its ticket when a
 * seat can be had, else its refund — never both, never neither, whoever
 * else settles it at the same moment; and nothing more on a later run.
 */
import '../../support/emulators.setup';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntentResponse, TicketResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { getSandboxIntent } from '../../../functions/domains/ticketing/payments/sandbox-intents';
import { getIntentClaim } from '../../../functions/domains/ticketing/issuance/purchase-state';
import { listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { SandboxGateway } from '../../../functions/domains/ticketing/payments/sandbox';
import { runScheduledTasks } from '../../../functions/scheduled/handler';
import { invoke } from '../../support/invoke';
import { captureLogs } from '../../support/logs';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in';
import { useFreshTable } from '../../support/table';
import { giveTicket } from '../party-events/fixtures';
import { eventCounters, newChapter, newEvent, newUser, type TestUser } from '../tickets/fixtures';

useFreshTable();

// The events are a week after the real today; the clock starts there and the sweeps run minutes after it.
const T0 = new Date();
const minutesAfterStart = (n: number) => new Date(T0.getTime() + n * 60_000);
let now = T0;
let logs: ReturnType<typeof captureLogs>;
beforeEach(() => {
  logs = captureLogs();
  now = T0;
  vi.spyOn(clock, 'now').mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

/** One run of the scheduled sweep, `minutes` after the payments started (the clock the settlements read too). */
async function sweepAt(minutes: number) {
  now = minutesAfterStart(minutes);
  const run = await runScheduledTasks(now);
  expect(run.failed).toEqual([]);
}

type Answer<T> = { statusCode: number; json: T & { message?: string } };
const startPayment = async (eventId: string, buyer: TestUser) => {
  const res = await invoke<PaymentIntentResponse>('createTicketPayment', { params: { id: eventId }, claims: buyer.claims });
  expect(res.statusCode).toBe(200);
  return res.json.paymentIntentId;
};
const confirm = (paymentIntentId: string, eventId: string, buyer: TestUser) =>
  invoke<TicketResponse>('confirmTicketPayment', { claims: buyer.claims, body: { paymentIntentId, eventId } }) as Promise<Answer<TicketResponse>>;
const ticketsOf = async (eventId: string, buyer: TestUser) => (await listEventTickets(eventId)).filter((t) => t.sub === buyer.sub);

describe('the sweep settles sandbox payments nobody confirmed', () => {
  // A card that has not expired at the clock's time, whatever the year.
  const expiry = `12/${String((T0.getUTCFullYear() + 2) % 100).padStart(2, '0')}`;
  const charge = async (paymentIntentId: string, buyer: TestUser) => {
    const res = await invoke('sandboxCharge', { claims: buyer.claims, body: { paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' } });
    expect(res.statusCode).toBe(200);
  };
  /** The buyer pays; the page dies before it confirms. */
  const paidNeverConfirmed = async (eventId: string, buyer: TestUser) => {
    const id = await startPayment(eventId, buyer);
    await charge(id, buyer);
    return id;
  };

  it('issues exactly one ticket once the payment is a few minutes old, and nothing more on later runs', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 1500 });
    const buyer = await newUser();
    const intentId = await paidNeverConfirmed(event.id, buyer);

    // Too early: the buyer's own confirmation may still come.
    await sweepAt(4);
    expect(await ticketsOf(event.id, buyer)).toEqual([]);

    await sweepAt(6);
    const tickets = await ticketsOf(event.id, buyer);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ paymentIntentId: intentId, amountPaidCents: 1500, status: 'valid' });
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1, revenueCents: 1500 });
    expect((await getSandboxIntent(intentId))?.refunded).toBe(false);

    // The buyer's page comes back: the same ticket, nothing new.
    const late = await confirm(intentId, event.id, buyer);
    expect([late.statusCode, late.json.ticket.id, late.json.created]).toEqual([200, tickets[0]!.id, false]);

    // Settled, so forgotten: later runs never ask the gateway about it again.
    const retrieve = vi.spyOn(SandboxGateway.prototype, 'retrieveIntent');
    const refund = vi.spyOn(SandboxGateway.prototype, 'refund');
    await sweepAt(6);
    await sweepAt(24 * 60);
    expect(retrieve).not.toHaveBeenCalled();
    expect(refund).not.toHaveBeenCalled();
    expect(await ticketsOf(event.id, buyer)).toHaveLength(1);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1, revenueCents: 1500 });
  });

  it('refunds exactly once a payment whose seat went to someone else meanwhile, and issues no ticket', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 900, maxAttendees: 1 });
    const [buyer, other] = [await newUser(), await newUser()];
    const intentId = await paidNeverConfirmed(event.id, buyer);
    await giveTicket(other, event);

    const refund = vi.spyOn(SandboxGateway.prototype, 'refund');
    await sweepAt(6);
    await sweepAt(60);
    expect(refund.mock.calls).toEqual([[intentId]]);
    expect((await getSandboxIntent(intentId))?.refunded).toBe(true);
    expect(await getIntentClaim(intentId)).toMatchObject({ kind: 'refunded', reason: 'Sold Out' });
    expect(await ticketsOf(event.id, buyer)).toEqual([]);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1 });
    // The page that comes back is told why.
    const late = await confirm(intentId, event.id, buyer);
    expect([late.statusCode, late.json.message]).toEqual([409, 'Sold Out']);
  });

  it('racing the buyer’s own confirmation: one ticket, no refund', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 1200 });
    const buyer = await newUser();
    const intentId = await paidNeverConfirmed(event.id, buyer);
    const refund = vi.spyOn(SandboxGateway.prototype, 'refund');

    now = minutesAfterStart(6);
    const [run, confirmed] = await Promise.all([runScheduledTasks(now), confirm(intentId, event.id, buyer)]);
    expect(run.failed).toEqual([]);
    const tickets = await ticketsOf(event.id, buyer);
    expect(tickets).toHaveLength(1);
    expect([200, 201]).toContain(confirmed.statusCode);
    expect(confirmed.json.ticket.id).toBe(tickets[0]!.id);
    await sweepAt(60);
    expect(refund).not.toHaveBeenCalled();
    expect((await getSandboxIntent(intentId))?.refunded).toBe(false);
    expect(await eventCounters(event.id)).toMatchObject({ ticketsSold: 1, revenueCents: 1200 });
  });

  it('makes a refund that was claimed but never made (the confirmation died before refunding)', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 800, maxAttendees: 1 });
    const [buyer, other] = [await newUser(), await newUser()];
    const intentId = await paidNeverConfirmed(event.id, buyer);
    await giveTicket(other, event);
    vi.spyOn(SandboxGateway.prototype, 'refund').mockRejectedValueOnce(new Error('the process died here'));
    expect((await confirm(intentId, event.id, buyer)).statusCode).toBe(500);
    expect(await getIntentClaim(intentId)).toMatchObject({ kind: 'refunded' });
    expect((await getSandboxIntent(intentId))?.refunded).toBe(false);

    expect(logs.at('ERROR')).toEqual([expect.objectContaining({ message: 'Unhandled error' })]);

    await sweepAt(6);
    expect((await getSandboxIntent(intentId))?.refunded).toBe(true);
    expect(await ticketsOf(event.id, buyer)).toEqual([]);
  });

  it('cancels a payment left unpaid for an hour, so it can no longer be charged unseen', async () => {
    const event = await newEvent((await newChapter()).id, { priceCents: 1000 });
    const buyer = await newUser();
    const intentId = await startPayment(event.id, buyer);

    await sweepAt(6);
    await sweepAt(40);
    expect((await getSandboxIntent(intentId))?.status).toBe('requires_payment_method');
    await sweepAt(61);
    expect((await getSandboxIntent(intentId))?.status).toBe('canceled');
    const late = await invoke<{ message: string }>('sandboxCharge', { claims: buyer.claims, body: { paymentIntentId: intentId, cardNumber: '4242 4242 4242 4242', expiry, cvc: '123' } });
    expect([late.statusCode, late.json.message]).toEqual([409, 'This payment can no longer be charged']);
    expect(await ticketsOf(event.id, buyer)).toEqual([]);
  });
});

describe('the sweep settles Stripe payments whose webhook never came', () => {
  const WEBHOOK_SECRET = 'whsec_reconcile';
  const STRIPE_ENV = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_API_BASE'] as const;
  const saved = Object.fromEntries(STRIPE_ENV.map((k) => [k, process.env[k]]));
  let standIn: StripeStandIn;

  beforeAll(async () => {
    standIn = await startStripeStandIn();
    Object.assign(process.env, { STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY: 'pk_test_standin', STRIPE_API_BASE: standIn.url });
  });
  afterAll(async () => {
    for (const k of STRIPE_ENV) {
      if (saved[k] === undefined) delete process.env[k];
      else process.env[k] = saved[k];
    }
    await standIn.close();
  });

  const refundsOf = (intentId: string) => standIn.refundRequests.filter((r) => r.paymentIntent === intentId).map((r) => r.outcome);
  const webhook = (intentId: string) => {
    const payload = JSON.stringify({ id: `evt_${intentId}`, object: 'event', type: 'payment_intent.succeeded', data: { object: standIn.intents.get(intentId) } });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return invoke('stripeWebhook', { body: payload, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  };

  it('a ticket for the one that can have a seat, one refund for the one that cannot, and nothing more when the webhook comes late', async () => {
    const chapter = await newChapter();
    const open = await newEvent(chapter.id, { priceCents: 2500 });
    const full = await newEvent(chapter.id, { priceCents: 2500, maxAttendees: 1 });
    const [buyer, loser, other] = [await newUser(), await newUser(), await newUser()];
    const paid = await startPayment(open.id, buyer);
    const lost = await startPayment(full.id, loser);
    standIn.succeed(paid);
    standIn.succeed(lost);
    await giveTicket(other, full);

    await sweepAt(6);
    expect(await ticketsOf(open.id, buyer)).toHaveLength(1);
    expect(refundsOf(paid)).toEqual([]);
    expect(await ticketsOf(full.id, loser)).toEqual([]);
    expect(refundsOf(lost)).toEqual(['created']);

    // The webhooks arrive after all, and the sweep runs again: no second ticket, no second refund.
    expect((await webhook(paid)).statusCode).toBe(200);
    expect((await webhook(lost)).statusCode).toBe(200);
    await sweepAt(60);
    expect(await ticketsOf(open.id, buyer)).toHaveLength(1);
    expect(await ticketsOf(full.id, loser)).toEqual([]);
    expect(refundsOf(paid)).toEqual([]);
    expect(refundsOf(lost).filter((outcome) => outcome === 'created')).toEqual(['created']);
    expect(standIn.refunds.get(lost)?.amount).toBe(2500);
  });
});
