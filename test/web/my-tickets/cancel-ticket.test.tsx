import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { ticket } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

// Deadlines far from any day the suite runs on: the button's rule, not today's date, decides.
const OPEN = '2999-01-01T00:00:00.000Z';
const CLOSED = '2000-01-01T00:00:00.000Z';
const paid = ticket({ cancellableUntil: OPEN });

describe('/my-tickets: cancelling a ticket', () => {
  beforeEach(() => {
    resetSession();
    localStorage.clear();
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  });

  it('confirms with the refund amount, then shows the ticket Cancelled with its refund', async () => {
    let cancelled = false;
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/me/tickets': () =>
        ok({ tickets: [cancelled ? { ...paid, status: 'cancelled', refundStatus: 'succeeded', cancellableUntil: null } : paid] }),
      'POST /api/tickets/{id}/cancel': () => {
        cancelled = true;
        return ok({ ticket: { ...paid, status: 'cancelled', refundStatus: 'succeeded', cancellableUntil: null } });
      },
    });
    const { user } = renderApp('/my-tickets');
    const card = within(await screen.findByRole('article', { name: 'Ticket for Neon Glow Night' }));
    await user.click(card.getByRole('button', { name: 'Cancel ticket' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel your ticket for Neon Glow Night?' }));
    expect(dialog.getByText(/\$15\.00 will be refunded to your original payment method\./)).toBeInTheDocument();
    expect(dialog.getByText(/your seat goes to someone else/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel ticket' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = within(await screen.findByRole('article', { name: 'Ticket for Neon Glow Night' }));
    await waitFor(() => expect(within(after.getByText('Status').parentElement!).getByText('Cancelled')).toBeInTheDocument());
    expect(after.getByText('Refunded ($15.00)')).toBeInTheDocument();
    expect(after.queryByRole('button', { name: 'Cancel ticket' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/tickets/${paid.id}/cancel`]);
  });

  it('a ticket received from a friend says the buyer paid, and that a cancellation refunds the buyer’s card', async () => {
    const received = ticket({ cancellableUntil: OPEN, received: true });
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/tickets': ok({ tickets: [received] }) });
    const { user } = renderApp('/my-tickets');
    const card = within(await screen.findByRole('article', { name: 'Ticket for Neon Glow Night' }));
    expect(card.getByText('Paid by the friend who sent it')).toBeInTheDocument();
    expect(card.queryByText('Amount paid')).toBeNull();
    await user.click(card.getByRole('button', { name: 'Cancel ticket' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(/\$15\.00 will be refunded to the card of the friend who bought it\./)).toBeInTheDocument();
  });

  it('"Keep ticket" closes the dialog and cancels nothing; a free ticket mentions no refund', async () => {
    const free = ticket({ amountPaidCents: 0, cancellableUntil: OPEN });
    const calls = mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/tickets': ok({ tickets: [free] }) });
    const { user } = renderApp('/my-tickets');
    const card = within(await screen.findByRole('article', { name: 'Ticket for Neon Glow Night' }));
    await user.click(card.getByRole('button', { name: 'Cancel ticket' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.queryByText(/refunded/)).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Keep ticket' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('offers no cancellation after the cut-off or on a used ticket, and shows a failed refund as being retried', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      'GET /api/me/tickets': ok({
        tickets: [
          ticket({ id: '11111111-1111-4111-8111-111111111111', cancellableUntil: CLOSED, event: { ...paid.event, title: 'Late' } }),
          ticket({ id: '22222222-2222-4222-8222-222222222222', status: 'used', usedAt: '2026-11-22T03:00:00.000Z', cancellableUntil: null, event: { ...paid.event, title: 'Used' } }),
          ticket({ id: '33333333-3333-4333-8333-333333333333', status: 'cancelled', refundStatus: 'failed', cancellableUntil: null, event: { ...paid.event, title: 'Refunding' } }),
        ],
      }),
    });
    renderApp('/my-tickets');
    await screen.findByRole('article', { name: 'Ticket for Late' });
    expect(screen.queryByRole('button', { name: 'Cancel ticket' })).not.toBeInTheDocument();
    const refunding = within(screen.getByRole('article', { name: 'Ticket for Refunding' }));
    expect(refunding.getByText('Refund delayed: we are retrying it automatically ($15.00)')).toBeInTheDocument();
  });

  it('shows the API\'s refusal when the cancellation is refused', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      'GET /api/me/tickets': ok({ tickets: [paid] }),
      'POST /api/tickets/{id}/cancel': () => ({ status: 400, body: { message: 'This ticket can no longer be cancelled: the cancellation cut-off has passed' } }),
    });
    const { user } = renderApp('/my-tickets');
    const card = within(await screen.findByRole('article', { name: 'Ticket for Neon Glow Night' }));
    await user.click(card.getByRole('button', { name: 'Cancel ticket' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel ticket' }));
    expect(await screen.findByText('This ticket can no longer be cancelled: the cancellation cut-off has passed')).toBeInTheDocument();
  });
});
