import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GreekRsvpResponse } from '../../../shared/api/types';
import { studentSub } from '../support/accounts';
import { greekEvent } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) => (await import('../support/session-mock')).mockSessionModule(await original()));

const event = greekEvent();
const path = `/events/${event.id}`;

/** The RSVP rules of the API: choosing the current status removes it; interested counts interested plus going. */
function rsvpApi(initial: GreekRsvpResponse['status'] = null) {
  let status = initial;
  let interested = event.interestedCount;
  let going = event.goingCount;
  return mockApi({
    'GET /api/events/{id}': ok({ event }),
    'GET /api/events/{id}/viewer': () => ok({ event: { ...event, interestedCount: interested, goingCount: going }, viewer: { rsvp: status } }),
    'PUT /api/events/{id}/rsvp': ({ body }) => {
      const chosen = (body as { status: 'interested' | 'going' }).status;
      const next = chosen === status ? null : chosen;
      if (status === null && next !== null) interested += 1;
      if (status !== null && next === null) interested -= 1;
      if (status !== 'going' && next === 'going') going += 1;
      if (status === 'going' && next !== 'going') going -= 1;
      status = next;
      return ok({ status, interestedCount: interested, goingCount: going });
    },
  });
}

describe('RSVP Now on /events/{id}', () => {
  beforeEach(() => resetSession());

  it('sends a signed-out visitor to sign in and back to the event', async () => {
    const calls = rsvpApi();
    const { user, router } = renderApp(path);
    expect(await screen.findByText('37 interested · 12 going')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'RSVP Now' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(`/auth?mode=login&redirect=${encodeURIComponent(path)}`),
    );
    expect(calls.some((c) => c.path.endsWith('/rsvp') || c.path.endsWith('/viewer'))).toBe(false);
  });

  it('shows the current choice and counts, marks, switches and removes an RSVP', async () => {
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
    const calls = rsvpApi('interested');
    const { user } = renderApp(path);
    const interested = await screen.findByRole('button', { name: 'Interested', pressed: true });
    const going = screen.getByRole('button', { name: 'Going', pressed: false });
    expect(await screen.findByText('37 interested · 12 going')).toBeInTheDocument();

    await user.click(going);
    expect(await screen.findByText('Marked as Going')).toBeInTheDocument();
    expect(screen.getByText('37 interested · 13 going')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Going', pressed: true })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Going' }));
    expect(await screen.findByText('RSVP removed')).toBeInTheDocument();
    expect(screen.getByText('36 interested · 12 going')).toBeInTheDocument();
    expect(interested).toHaveAttribute('aria-pressed', 'false');

    await user.click(interested);
    expect(await screen.findByText('Marked as Interested')).toBeInTheDocument();
    expect(screen.getByText('37 interested · 12 going')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { status: 'going' },
      { status: 'going' },
      { status: 'interested' },
    ]);
    // One screen, one request: the page and the viewer's RSVP came in one request, and each answer updated it without asking again.
    expect(calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/events')).map((c) => c.path)).toEqual([`/api/events/${event.id}/viewer`]);
  });

  it('once the event is over (the API says when) shows the RSVP given and no button to change it', async () => {
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
    const calls = mockApi({ 'GET /api/events/{id}/viewer': ok({ event, overAt: '2000-01-01T06:00:00.000Z', viewer: { rsvp: 'going' } }) });
    renderApp(path);
    expect(await screen.findByText('This event has ended: RSVPs are closed')).toBeInTheDocument();
    expect(screen.getByText('Your RSVP: Going')).toBeInTheDocument();
    expect(screen.getByText('37 interested · 12 going')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Going|Interested/ })).toBeNull();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('signed out, an event that is over says RSVPs are closed instead of sending the visitor to sign in', async () => {
    mockApi({ 'GET /api/events/{id}': ok({ event, overAt: '2000-01-01T06:00:00.000Z' }) });
    renderApp(path);
    expect(await screen.findByText('This event has ended: RSVPs are closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'RSVP Now' })).toBeNull();
  });

  it('says "Failed to update RSVP" and keeps the counts', async () => {
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
    mockApi({
      'GET /api/events/{id}/viewer': ok({ event: { ...event, interestedCount: 37, goingCount: 12 }, viewer: { rsvp: null } }),
      'PUT /api/events/{id}/rsvp': { status: 500, body: { message: 'Internal Server Error' } },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Going', pressed: false }));
    expect(await screen.findByText('Failed to update RSVP')).toBeInTheDocument();
    expect(screen.getByText('37 interested · 12 going')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Going', pressed: false })).toBeInTheDocument();
  });
});
