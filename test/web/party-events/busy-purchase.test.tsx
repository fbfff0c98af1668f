/**
 * A purchase the API is too busy for (503 with Retry-After: a rush, or the
 * request's time ran short): the SPA asks again by itself with the same
 * purchase — the same event for a free ticket, the same payment for a paid
 * one — a bounded number of times, and tells the buyer meanwhile.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentIntentResponse, TicketResponse } from '../../../shared/api/types';
import { BUSY_RETRIES, STILL_TRYING } from '../../../web/src/lib/busy-retry';
import { me, studentSub } from '../support/accounts';
import { deferred, type MockReply, mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { detail, page, ticket, viewer } from './party-fixtures';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const BUSY_MESSAGE = 'So many people are buying right now: please try again in a moment';
/** Retry-After 0: the test need not wait out the server's usual 2 s (the wait itself is tested in test/web/lib/busy-retry.test.ts). */
const busy: MockReply = { status: 503, body: { message: BUSY_MESSAGE }, headers: { 'retry-after': '0' } };

/** Answers `replies` in turn, the last one to every later call. */
function inTurn(...replies: (MockReply | (() => Promise<MockReply>))[]) {
  let n = 0;
  return () => {
    const reply = replies[Math.min(n++, replies.length - 1)]!;
    return typeof reply === 'function' ? reply() : reply;
  };
}

const intent: PaymentIntentResponse = {
  gateway: 'sandbox',
  paymentIntentId: 'pi_sandbox_busy_1',
  clientSecret: 'pi_sandbox_busy_1_secret',
  amountCents: 1500,
  currency: 'usd',
  publishableKey: null,
};

beforeAll(async () => {
  await Promise.all([import('../../../web/src/features/party-events/PartyEventPage'), import('../../../web/src/features/party-events/PurchaseDialog')]);
}, 60_000);

beforeEach(() => {
  resetSession();
  signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
});

describe('a busy API', () => {
  it('free ticket: asked again by itself, saying "still trying", then issued', async () => {
    const event = detail();
    const last = deferred<MockReply>();
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({}, viewer())),
      'POST /api/party-events/{id}/tickets': inTurn(busy, busy, () => last.promise),
    });
    const { user } = renderApp(`/party-events/${event.id}`);
    await user.click(await screen.findByRole('button', { name: /Get Ticket/ }));
    expect(await screen.findByText(STILL_TRYING)).toBeInTheDocument();
    expect(screen.getByText(STILL_TRYING)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    last.resolve(ok({ ticket: ticket(), created: true } satisfies TicketResponse));
    expect(await screen.findByText('Your free ticket has been created')).toBeInTheDocument();
    expect(screen.queryByText(STILL_TRYING)).toBeNull();
    // The same purchase each time: the event's ticket route, no body.
    expect(new Set(calls.filter((c) => c.method === 'POST').map((c) => `${c.path} ${JSON.stringify(c.body)}`))).toEqual(new Set([`/api/party-events/${event.id}/tickets undefined`]));
  });

  it('free ticket: gives up after a bounded number of tries with the server’s own words', async () => {
    const event = detail();
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({}, viewer())),
      'POST /api/party-events/{id}/tickets': busy,
    });
    const { user } = renderApp(`/party-events/${event.id}`);
    await user.click(await screen.findByRole('button', { name: /Get Ticket/ }));
    expect(await screen.findByText(BUSY_MESSAGE)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1 + BUSY_RETRIES);
    expect(screen.queryByText(STILL_TRYING)).toBeNull();
  });

  it('paid ticket: the confirmation is asked again with the same payment, saying "still trying", then the ticket is bought', async () => {
    const event = detail({ priceCents: 1500 });
    const last = deferred<MockReply>();
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/me/tickets': ok({ tickets: [ticket({ amountPaidCents: 1500 })] }),
      'GET /api/party-events/{id}/viewer': ok(page({ priceCents: 1500 }, viewer())),
      // Starting the payment is asked again too.
      'POST /api/party-events/{id}/payments': inTurn(busy, ok(intent)),
      'POST /api/payments/sandbox/charge': ok({ status: 'succeeded' }),
      'POST /api/payments/confirm': inTurn(busy, () => last.promise),
    });
    const { user, router } = renderApp(`/party-events/${event.id}`);
    await user.click(await screen.findByRole('button', { name: /Get Ticket/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Complete Purchase' });
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242');
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '1230');
    await user.type(within(dialog).getByLabelText('CVC'), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Pay $15.00' }));
    expect(await within(dialog).findByText(STILL_TRYING)).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/payments/confirm')).toHaveLength(2));
    last.resolve({ status: 201, body: { ticket: ticket({ amountPaidCents: 1500 }), created: true } });
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-tickets'));
    const confirms = calls.filter((c) => c.path === '/api/payments/confirm').map((c) => c.body);
    expect(confirms).toEqual([
      { paymentIntentId: intent.paymentIntentId, eventId: event.id },
      { paymentIntentId: intent.paymentIntentId, eventId: event.id },
    ]);
    // One charge: the retry confirms the payment made, it never pays again.
    expect(calls.filter((c) => c.path === '/api/payments/sandbox/charge')).toHaveLength(1);
  });
});
