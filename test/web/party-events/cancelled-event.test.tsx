import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cancelledNotice } from '../../../shared/event-cancellation';
import { me, studentSub } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { detail, page, viewer } from './party-fixtures';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const event = detail();
const path = `/party-events/${event.id}`;

describe('/party-events/{id} of a cancelled event', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  });

  it('says it was cancelled and why, and offers no ticket, RSVP, save or calendar entry', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({ status: 'cancelled', cancelReason: 'Venue flooded' }, viewer())),
    });
    renderApp(path);
    expect(await screen.findByText(cancelledNotice('Venue flooded'))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Get Ticket/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Going' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Save/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /calendar/i })).toBeNull();
  });

  it('an admin cancels it from the event page through the admin route, then sees it cancelled', async () => {
    let cancelled = false;
    const current = () => page(cancelled ? { status: 'cancelled', cancelReason: null } : {}, viewer());
    const calls = mockApi({
      'GET /api/me': ok(me({ isAdmin: true })),
      'GET /api/party-events/{id}/viewer': () => ok(current()),
      'POST /api/admin/party-events/{id}/cancel': () => {
        cancelled = true;
        return ok({ event: current().event });
      },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Cancel Event (Admin)' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Cancel ${event.title}?` }));
    await user.click(dialog.getByRole('button', { name: 'Cancel event' }));

    expect(await screen.findByText(cancelledNotice(null))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel Event (Admin)' })).toBeNull());
    expect(screen.queryByRole('button', { name: /Get Ticket/ })).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([
      [`/api/admin/party-events/${event.id}/cancel`, { reason: null }],
    ]);
  });
});
