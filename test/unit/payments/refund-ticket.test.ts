/**
 * A refund outside the payments function, as in AWS: the tickets function,
 * the jobs consumer and the scheduled sweep hold only the SSM parameter's
 * name, so the attempt loads the Stripe secret through the extension first
 * (here a stubbed extension and the local Stripe stand-in; the refund
 * record's repository is stubbed, its writes are tested against the emulator).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startStripeStandIn, type StripeStandIn } from '../../support/stripe-stand-in';

const recorded: string[] = [];
vi.mock('../../../functions/domains/ticketing/payments/ticket-refunds', () => ({
  getTicketRefund: async (ticketId: string) => ({ ticketId, paymentIntentId: intentId, status: 'pending', attempts: 0 }),
  recordRefundAttempt: async (_refund: unknown, status: string) => {
    recorded.push(status);
    return true;
  },
}));

let standIn: StripeStandIn;
let intentId = '';
const realFetch = globalThis.fetch;

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
afterAll(() => standIn.close());
afterEach(() => {
  vi.unstubAllEnvs();
  globalThis.fetch = realFetch;
});

describe('attemptTicketRefund in AWS', () => {
  it('reads the Stripe secret through the Parameters and Secrets extension, then refunds through Stripe', async () => {
    vi.stubEnv('DYNAMODB_ENDPOINT', '');
    vi.stubEnv('STRIPE_SECRET_KEY', '');
    vi.stubEnv('STRIPE_SECRET_KEY_PARAM', '/campus/stripe/secret');
    vi.stubEnv('STRIPE_API_BASE', standIn.url);
    const asked: string[] = [];
    globalThis.fetch = (async (url: string | URL | Request, init?: RequestInit) => {
      if (!String(url).startsWith('http://localhost:2773/')) return realFetch(url, init);
      asked.push(String(url));
      return new Response(JSON.stringify({ Parameter: { Value: 'sk_test_from_ssm' } }), { status: 200 });
    }) as typeof fetch;
    const { StripeGateway } = await import('../../../functions/domains/ticketing/payments/stripe');
    const created = await new StripeGateway({ secretKey: 'sk_test_setup', webhookSecret: null, publishableKey: null, apiBase: standIn.url }).createIntent({
      amountCents: 1200,
      currency: 'usd',
      metadata: { eventId: 'e', sub: 's' },
    });
    standIn.succeed(created.id);
    intentId = created.id;

    const { attemptTicketRefund } = await import('../../../functions/domains/ticketing/payments/refund-ticket');
    expect(await attemptTicketRefund('ticket-1')).toBe('succeeded');
    expect(recorded).toEqual(['succeeded']);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toContain(encodeURIComponent('/campus/stripe/secret'));
    expect(standIn.refunds.get(created.id)?.amount).toBe(1200);
  });
});
