import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AWAITING_APPROVAL } from '../../../shared/event-review';
import { me, studentSub } from '../support/accounts';
import { presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { aephiChapterId } from '../support/tickets';
import { page, viewer } from './party-fixtures';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const review = (state: 'submitted' | 'returned', comment: string | null = null) => ({ state, comment, by: 'office', at: '2026-11-20T12:00:00.000Z' });

describe('/party-events/{id} awaiting the Greek-life office', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('tells the chapter nobody can get a ticket yet, and offers no ticket or RSVP', async () => {
    const awaiting = page({ chapterId: aephiChapterId, alcoholAllowed: true, status: 'inReview', review: review('submitted') }, viewer());
    mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/party-events/{id}/viewer': ok(awaiting) });
    renderApp(`/party-events/${awaiting.event.id}`);
    const card = await screen.findByRole('region', { name: 'Greek-life office review' });
    expect(card).toHaveTextContent('Awaiting the Greek-life office');
    expect(card).toHaveTextContent(AWAITING_APPROVAL);
    expect(screen.queryByRole('button', { name: /Get Ticket/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Going' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Resubmit to the office' })).toBeNull();
  });

  it("shows the office's comment on a returned event, and its leader resubmits it", async () => {
    let state: 'returned' | 'submitted' = 'returned';
    const current = () => page({ chapterId: aephiChapterId, alcoholAllowed: true, status: 'inReview', review: review(state, state === 'returned' ? 'Name a second sober monitor' : null) }, viewer());
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      'GET /api/party-events/{id}/viewer': () => ok(current()),
      'POST /api/party-events/{id}/resubmit': () => {
        state = 'submitted';
        return ok({ event: current().event });
      },
    });
    const { user } = renderApp(`/party-events/${current().event.id}`);
    const card = await screen.findByRole('region', { name: 'Greek-life office review' });
    expect(card).toHaveTextContent('Returned by the Greek-life office');
    expect(card).toHaveTextContent('Name a second sober monitor');
    await user.click(screen.getByRole('button', { name: 'Resubmit to the office' }));
    expect(await screen.findByText('Sent back to the Greek-life office')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('region', { name: 'Greek-life office review' })).toHaveTextContent('Awaiting the Greek-life office'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/party-events/${current().event.id}/resubmit`]);
  });

  it('a returned event offers no resubmit to someone who does not lead its chapter', async () => {
    const returned = page({ alcoholAllowed: true, status: 'inReview', review: review('returned', 'Fix the venue') }, viewer());
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/party-events/{id}/viewer': ok(returned) });
    renderApp(`/party-events/${returned.event.id}`);
    expect(await screen.findByRole('region', { name: 'Greek-life office review' })).toHaveTextContent('Fix the venue');
    expect(screen.queryByRole('button', { name: 'Resubmit to the office' })).toBeNull();
  });
});
