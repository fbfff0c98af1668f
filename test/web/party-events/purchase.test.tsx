import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntentResponse } from '../../../shared/api/types';
import { me, studentSub } from '../support/accounts';
import { type MockReply, mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { detail, page, ticket, viewer } from './party-fixtures';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const event = detail({ priceCents: 1500 });
const path = `/party-events/${event.id}`;
const intent: PaymentIntentResponse = {
  gateway: 'sandbox',
  paymentIntentId: 'pi_sandbox_3f9c2a1b7d',
  clientSecret: 'pi_sandbox_3f9c2a1b7d_secret_x1',
  amountCents: 1500,
  currency: 'usd',
  publishableKey: null,
};

/** The sandbox rules (docs/decisions.md#payments-behind-a-gateway-interface): 4242… succeeds, 4000 0000 0000 0002 is declined. */
function paymentsApi(confirmReply: () => MockReply = () => ok({ ticket: ticket({ amountPaidCents: 1500 }), created: true })) {
  return mockApi({
    'GET /api/me': ok(me()),
    'GET /api/me/tickets': ok({ tickets: [ticket({ amountPaidCents: 1500 })] }),
    'GET /api/party-events/{id}/viewer': ok(page({ priceCents: 1500 }, viewer())),
    'POST /api/party-events/{id}/payments': ok(intent),
    'POST /api/payments/sandbox/charge': ({ body }) =>
      (body as { cardNumber: string }).cardNumber.replace(/\s/g, '') === '4242424242424242'
        ? ok({ status: 'succeeded' })
        : { status: 402, body: { message: 'Your card was declined.' } },
    'POST /api/payments/confirm': () => confirmReply(),
  });
}

async function pay(user: ReturnType<typeof renderApp>['user'], card: string, expiry = '1230') {
  await user.click(await screen.findByRole('button', { name: /Get Ticket/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Complete Purchase' });
  expect(within(dialog).getByText(/Test card 4242 4242 4242 4242/)).toBeInTheDocument();
  await user.type(within(dialog).getByLabelText('Card number'), card);
  await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), expiry);
  await user.type(within(dialog).getByLabelText('CVC'), '123');
  await user.click(within(dialog).getByRole('button', { name: 'Pay $15.00' }));
  return dialog;
}

// Transform the lazy route chunks once before the first test, so its first `findBy` waits for
// rendering only (the transform alone can take seconds under a parallel run).
beforeAll(async () => {
  await Promise.all([
    import('../../../web/src/features/party-events/PartyEventPage'),
    import('../../../web/src/features/party-events/PurchaseDialog'),
  ]);
}, 60_000);

describe('paid tickets: the Complete Purchase dialog (sandbox gateway)', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  });

  it('pays with the test card, confirms, says "Success! Ticket purchased successfully" and opens My Tickets', async () => {
    const calls = paymentsApi();
    const { user, router } = renderApp(path);
    expect(await screen.findByText('$15.00')).toBeInTheDocument();
    await pay(user, '4242424242424242');
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Ticket purchased successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-tickets'));
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => c.path)).toEqual([`/api/party-events/${event.id}/payments`, '/api/payments/sandbox/charge', '/api/payments/confirm']);
    expect(posts[1]!.body).toEqual({ paymentIntentId: intent.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    expect(posts[2]!.body).toEqual({ paymentIntentId: intent.paymentIntentId, eventId: event.id });
  });

  it('a declined card says "Payment failed" with the card message and stays on the dialog', async () => {
    const calls = paymentsApi();
    const { user, router } = renderApp(path);
    const dialog = await pay(user, '4000000000000002');
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
    expect(calls.some((c) => c.path === '/api/payments/confirm')).toBe(false);
  });

  it("an expired card shows the gateway's refusal in Stripe's words and takes no payment", async () => {
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({ priceCents: 1500 }, viewer())),
      'POST /api/party-events/{id}/payments': ok(intent),
      'POST /api/payments/sandbox/charge': { status: 402, body: { message: "Your card's expiration date is in the past." } },
    });
    const { user } = renderApp(path);
    const dialog = await pay(user, '4242424242424242', '0120');
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is in the past.")).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/payments/sandbox/charge')?.body).toMatchObject({ expiry: '01/20' });
    expect(calls.some((c) => c.path === '/api/payments/confirm')).toBe(false);
  });

  it('losing the last seat after paying says "Sold Out"', async () => {
    paymentsApi(() => ({ status: 409, body: { message: 'Sold Out' } }));
    const { user, router } = renderApp(path);
    await pay(user, '4242424242424242');
    expect(await screen.findByText('Sold Out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('an event that sold out before paying says "Sold Out" without a dialog', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({ priceCents: 1500 }, viewer())),
      'POST /api/party-events/{id}/payments': { status: 409, body: { message: 'Sold Out' } },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: /Get Ticket/ }));
    expect(await screen.findByText('Sold Out')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
