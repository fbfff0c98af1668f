/**
 * The Stripe gateway with the real SDK against the local stand-in (no
 * network), webhook signatures made by the SDK's own test helper, and the
 * choice between Stripe and the sandbox.
 */
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidSignatureError } from '../../../functions/domains/ticketing/payments/gateway';
import { SandboxGateway } from '../../../functions/domains/ticketing/payments/sandbox';
import { gatewayFromEnv } from '../../../functions/domains/ticketing/payments/select';
import { StripeGateway } from '../../../functions/domains/ticketing/payments/stripe';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_test_secret';
let standIn: StripeStandIn;
let gateway: StripeGateway;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  gateway = new StripeGateway({ secretKey: 'sk_test_standin', webhookSecret: WEBHOOK_SECRET, publishableKey: 'pk_test_x', apiBase: standIn.url });
});
afterAll(() => standIn.close());

describe('StripeGateway', () => {
  it('creates a PaymentIntent with the event and buyer in metadata, and reads it back', async () => {
    const created = await gateway.createIntent({ amountCents: 1500, currency: 'usd', metadata: { eventId: 'e1', sub: 's1' } });
    expect(created).toMatchObject({ amountCents: 1500, currency: 'usd', status: 'requires_payment_method', metadata: { eventId: 'e1', sub: 's1' } });
    expect(created.clientSecret).toMatch(/_secret_/);
    standIn.succeed(created.id);
    expect((await gateway.retrieveIntent(created.id))?.status).toBe('succeeded');
  });

  it('answers undefined for an unknown intent', async () => {
    expect(await gateway.retrieveIntent('pi_unknown')).toBeUndefined();
  });

  it('refunds once however often asked', async () => {
    const pi = await gateway.createIntent({ amountCents: 900, currency: 'usd', metadata: { eventId: 'e', sub: 's' } });
    standIn.succeed(pi.id);
    await gateway.refund(pi.id);
    await gateway.refund(pi.id);
    expect(standIn.refunds.get(pi.id)?.amount).toBe(900);
  });

  it('cancels an unpaid intent (again: still cancelled), never a paid one', async () => {
    const unpaid = await gateway.createIntent({ amountCents: 700, currency: 'usd', metadata: { eventId: 'e', sub: 's' } });
    expect(await gateway.cancelIntent(unpaid.id)).toBe(true);
    expect(await gateway.cancelIntent(unpaid.id)).toBe(true);
    expect((await gateway.retrieveIntent(unpaid.id))?.status).toBe('canceled');
    const paid = await gateway.createIntent({ amountCents: 700, currency: 'usd', metadata: { eventId: 'e', sub: 's' } });
    standIn.succeed(paid.id);
    expect(await gateway.cancelIntent(paid.id)).toBe(false);
    expect((await gateway.retrieveIntent(paid.id))?.status).toBe('succeeded');
  });

  it('verifies webhook signatures made with the SDK test helper over the raw body', async () => {
    const payload = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_1', object: 'payment_intent', amount: 1500, currency: 'usd', status: 'succeeded', metadata: { eventId: 'e', sub: 's' } } },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const event = await gateway.verifyWebhook(payload, header);
    expect(event.type).toBe('payment_intent.succeeded');
    expect(event.intent).toMatchObject({ id: 'pi_1', amountCents: 1500, metadata: { eventId: 'e', sub: 's' } });

    await expect(gateway.verifyWebhook(payload.replace('1500', '1'), header)).rejects.toBeInstanceOf(InvalidSignatureError);
    const wrong = Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_other' });
    await expect(gateway.verifyWebhook(payload, wrong)).rejects.toBeInstanceOf(InvalidSignatureError);
    await expect(gateway.verifyWebhook(payload, undefined)).rejects.toBeInstanceOf(InvalidSignatureError);
  });
});

describe('gateway selection', () => {
  it('uses Stripe with a key, the sandbox only against emulators, and refuses otherwise', () => {
    expect(gatewayFromEnv({ STRIPE_SECRET_KEY: 'sk_test_x' })).toBeInstanceOf(StripeGateway);
    expect(gatewayFromEnv({ DYNAMODB_ENDPOINT: 'http://127.0.0.1:8000' })).toBeInstanceOf(SandboxGateway);
    expect(() => gatewayFromEnv({})).toThrow(/STRIPE_SECRET_KEY/);
  });
});
