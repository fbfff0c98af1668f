import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { studentSub } from '../support/accounts';
import { presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { analytics, partyEventId } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const path = `/party-events/${partyEventId}/analytics`;

describe('/party-events/{id}/analytics: cancelling the event', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('confirms with what it does, sends the reason, then shows the event cancelled with its refunds', async () => {
    const active = analytics();
    let cancelled = false;
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      'GET /api/party-events/{id}/analytics': () =>
        ok(
          cancelled
            ? {
                ...active,
                event: { ...active.event, status: 'cancelled', cancelReason: 'Venue flooded' },
                refunds: { count: 3, amountCents: 4500 },
                cancellation: { status: 'done', ticketsCancelled: 3 },
              }
            : active,
        ),
      'POST /api/party-events/{id}/cancel': () => {
        cancelled = true;
        return ok({ event: { ...active.event, status: 'cancelled', cancelReason: 'Venue flooded' } });
      },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Cancel event' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Cancel ${active.event.title}?` }));
    expect(dialog.getByText(/every paid ticket refunded, and every holder e-mailed/)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Reason (optional)'), '  Venue flooded ');
    await user.click(dialog.getByRole('button', { name: 'Cancel event' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('This event was cancelled: Venue flooded 3 tickets cancelled; 3 refunded ($45.00).')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel event' })).not.toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts.map((c) => [c.path, c.body])).toEqual([[`/api/party-events/${partyEventId}/cancel`, { reason: 'Venue flooded' }]]);
  });

  it('"Keep event" closes the dialog and cancels nothing', async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/party-events/{id}/analytics': ok(analytics()) });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Cancel event' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep event' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });
});
