import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn, signOut } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/app/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

describe('/my-tickets', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  });

  it('with no tickets: "You don\'t have any tickets yet" and Browse Events', async () => {
    mockApi({ 'GET /api/me': ok(me()) });
    renderApp('/my-tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Tickets' })).toBeInTheDocument();
    expect(await screen.findByText("You don't have any tickets yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/party-events');
  });

  it('says "Failed to load tickets" when the count cannot be loaded', async () => {
    mockApi({ 'GET /api/me': { status: 500, body: { message: 'Internal Server Error' } } });
    renderApp('/my-tickets');
    expect((await screen.findAllByText('Failed to load tickets')).length).toBeGreaterThan(0);
  });

  it('sends a signed-out visitor to sign in, with the way back', async () => {
    signOut();
    mockApi({});
    const { router } = renderApp('/my-tickets');
    await waitFor(() => expect(router.state.location.search).toBe('?mode=login&redirect=%2Fmy-tickets'));
  });
});
