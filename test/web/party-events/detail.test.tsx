import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PartyEventPageResponse } from '../../../shared/api/types';
import { me, studentSub } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { detail, page, ticket, viewer } from './party-fixtures';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const event = detail();
const path = `/party-events/${event.id}`;
const signInStudent = () => signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
const location = (router: { state: { location: { pathname: string; search: string } } }) =>
  router.state.location.pathname + router.state.location.search;

// Transform the lazy route chunks once before the first test, so its first `findBy` waits for
// rendering only (the transform alone can take seconds under a parallel run).
beforeAll(async () => {
  await Promise.all([
    import('../../../web/src/features/party-events/PartyEventPage'),
    import('../../../web/src/features/party-events/PartyEventsPage'),
    import('../../../web/src/features/party-events/AdminDeleteEvent'),
  ]);
}, 60_000);

describe('/party-events/{id}', () => {
  beforeEach(() => resetSession());

  it('a non-UUID id says "Invalid Event" and goes back to the list without loading anything', async () => {
    const calls = mockApi({ 'GET /api/party-events': ok({ events: [], nextCursor: null }) });
    const { router } = renderApp('/party-events/not-a-uuid');
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
    expect(await screen.findByText('Invalid Event')).toBeInTheDocument();
    expect(screen.getByText('Please select an event from the events list')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/party-events/'))).toHaveLength(0);
  });

  it('signed out: one public call; details, chapter link, FREE, rating to 1 decimal, reviews newest first', async () => {
    const calls = mockApi({ 'GET /api/party-events/{id}': ok(page()) });
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Derby Days Kickoff' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toEqual([`/api/party-events/${event.id}`]);
    expect(screen.getByRole('link', { name: /ΣΧ/ })).toHaveAttribute('href', `/organizations/${event.chapterId}`);
    const facts = document.querySelector('dl') as HTMLElement;
    for (const text of ['November 22, 2026', '9:30 PM', 'Sigma Chi House, 2509 Pearl St', 'Western wear', '18+', 'No alcohol']) {
      expect(within(facts).getByText(text)).toBeInTheDocument();
    }
    expect(within(facts).getByText(/40 \/ 150 tickets/)).toBeInTheDocument();
    expect(screen.getByText('Bring your student ID.')).toBeInTheDocument();
    expect(screen.getByText('FREE')).toBeInTheDocument();
    expect(screen.getByText('Kick off Derby Days with live music on the lawn.')).toBeInTheDocument();
    expect(screen.getByText('4.3')).toBeInTheDocument();
    expect(screen.getByText('24 interested')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Reviews, newest first' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringContaining('Sam S.'),
      expect.stringContaining('Riley P.'),
    ]);
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
    expect(screen.queryByText('Delete Event (Admin)')).toBeNull();
  });

  it('says the age restriction once, with the leader’s note when it adds something', async () => {
    const ageLine = async (ageLimit: 'none' | '18+' | '21+', ageRestriction: string | null) => {
      mockApi({ 'GET /api/party-events/{id}': ok(page({ ageLimit, ageRestriction })) });
      const { unmount } = renderApp(path);
      await screen.findByRole('heading', { level: 1, name: 'Derby Days Kickoff' });
      const term = screen.queryByText('Age restriction');
      const line = term?.closest('div')?.querySelector('dd')?.textContent ?? null;
      unmount();
      return line;
    };
    // As the seed writes them: the restriction and a note that restates it.
    expect(await ageLine('21+', '21+')).toBe('21+ only');
    expect(await ageLine('18+', '18+')).toBe('18+ only');
    expect(await ageLine('21+', ' 21+ only ')).toBe('21+ only');
    expect(await ageLine('21+', '21 and over')).toBe('21+ only');
    expect(await ageLine('21+', 'Wristbands at the door')).toBe('21+ only · Wristbands at the door');
    expect(await ageLine('21+', '18+')).toBe('21+ only · 18+');
    expect(await ageLine('none', '18+')).toBe('18+');
    expect(await ageLine('none', null)).toBeNull();
  });

  it('shows Sold Out and a paid price with 2 decimals', async () => {
    mockApi({ 'GET /api/party-events/{id}': ok(page({ priceCents: 1250, maxAttendees: 40, ticketsSold: 40 })) });
    renderApp(path);
    expect(await screen.findByText('$12.50')).toBeInTheDocument();
    expect(screen.getAllByText('Sold Out').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sold Out' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Get Ticket/ })).toBeNull();
  });

  it('a party that is over says Sales Ended, offers no ticket and takes no RSVP (the API says when it is over)', async () => {
    mockApi({ 'GET /api/party-events/{id}': ok(page({ priceCents: 1250, overAt: '2000-01-01T06:00:00.000Z' })) });
    renderApp(path);
    expect(await screen.findByRole('button', { name: 'Sales Ended' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: /Get Ticket/ })).toBeNull();
    // RSVPs are closed too: no button to change one.
    expect(screen.getByText('This event has ended: RSVPs are closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Interested|Going|Not Going)$/ })).toBeNull();
  });

  it('signed out: Get Ticket says "Authentication Required" and goes to /auth; RSVP and Save go to /auth', async () => {
    const calls = mockApi({ 'GET /api/party-events/{id}': ok(page()) });
    const { user, router } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: /Get Ticket/ }));
    expect(await screen.findByText('Authentication Required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to get your ticket')).toBeInTheDocument();
    await waitFor(() => expect(location(router)).toBe(`/auth?mode=login&redirect=${encodeURIComponent(path)}`));

    for (const name of ['Going', 'Save']) {
      await router.navigate(path);
      await screen.findByRole('button', { name });
      // Back on the page, its data may render once more (a fresh query): a click on a button that
      // re-render replaced goes nowhere, so click the current one until the visitor is sent to sign in.
      await waitFor(async () => {
        if (router.state.location.pathname !== '/auth') await user.click(screen.getByRole('button', { name }));
        expect(router.state.location.pathname).toBe('/auth');
      });
    }
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('signed in: one viewer call; RSVP marks, switches and removes with the API counts', async () => {
    signInStudent();
    let status: string | null = null;
    let interested = 24;
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({}, viewer())),
      'PUT /api/party-events/{id}/rsvp': ({ body }) => {
        const chosen = (body as { status: string }).status;
        const before = status === 'interested' || status === 'going';
        status = chosen === status ? null : chosen;
        const after = status === 'interested' || status === 'going';
        interested += Number(after) - Number(before);
        return ok({ status, interestedCount: interested, goingCount: status === 'going' ? 11 : 10 });
      },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Interested', pressed: false }));
    expect(await screen.findByText('Marked as Interested')).toBeInTheDocument();
    expect(screen.getByText('25 interested')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Going', pressed: false }));
    expect(await screen.findByText('Marked as Going')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Going', pressed: true })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Going', pressed: true }));
    expect(await screen.findByText('RSVP removed')).toBeInTheDocument();
    expect(screen.getByText('24 interested')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Not Going' }));
    expect(await screen.findByText('Marked as Not Going')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/party-events/')).filter((c) => c.method === 'GET').map((c) => c.path)).toEqual([
      `/api/party-events/${event.id}/viewer`,
    ]);
  });

  it('RSVP failure says "Failed to update RSVP"', async () => {
    signInStudent();
    mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({}, viewer())),
      'PUT /api/party-events/{id}/rsvp': { status: 500, body: { message: 'Internal Server Error' } },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Going', pressed: false }));
    expect(await screen.findByText('Failed to update RSVP')).toBeInTheDocument();
    expect(screen.getByText('24 interested')).toBeInTheDocument();
  });

  it('save toggles ("Event saved!" / "Event unsaved") and says "Failed to save event" on failure', async () => {
    signInStudent();
    let fail = false;
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({}, viewer())),
      'PUT /api/party-events/{id}/save': ({ body }) =>
        fail ? { status: 500, body: { message: 'boom' } } : ok({ saved: (body as { saved: boolean }).saved, saveCount: 8 }),
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Save', pressed: false }));
    expect(await screen.findByText('Event saved!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saved', pressed: true }));
    expect(await screen.findByText('Event unsaved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ saved: true }, { saved: false }]);
    fail = true;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save event')).toBeInTheDocument();
  });

  it('share: social share pages and Copy link ("Link copied!" / "Failed to copy link")', async () => {
    mockApi({ 'GET /api/party-events/{id}': ok(page()) });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const url = encodeURIComponent(`${window.location.origin}${path}`);
    expect(screen.getByRole('link', { name: 'Share on X' })).toHaveAttribute('href', expect.stringContaining(`twitter.com/intent/tweet`));
    expect(screen.getByRole('link', { name: 'Share on Facebook' })).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${url}`);
    expect(screen.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=/));
    expect(screen.getByRole('link', { name: 'Share by e-mail' })).toHaveAttribute('href', expect.stringMatching(/^mailto:/));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}${path}`);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Failed to copy link')).toBeInTheDocument();
  });

  it('review form only when the viewer can review; stars required; comment trimmed; posted review shown first', async () => {
    signInStudent();
    let fail = false;
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({}, viewer({ ticket: ticket({ status: 'used' }), canReview: true }))),
      'POST /api/party-events/{id}/reviews': ({ body }) =>
        fail
          ? { status: 500, body: { message: 'boom' } }
          : ok({
              review: { id: '0c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', authorName: 'Jordan A.', createdAt: '2026-11-24T10:00:00.000Z', ...(body as object) },
              reviewCount: 3,
              averageRating: 4.5,
            }),
    });
    const { user } = renderApp(path);
    const form = await screen.findByRole('form', { name: 'Write a review' });
    await user.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(await screen.findByText('Rating required')).toBeInTheDocument();
    expect(screen.getByText('Please select a star rating')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    fail = true;
    await user.click(within(form).getByRole('radio', { name: '4 stars' }));
    await user.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(await screen.findByText('Failed to post review')).toBeInTheDocument();

    fail = false;
    await user.type(within(form).getByLabelText('Comment (optional)'), '   Great DJ!  ');
    await user.click(within(form).getByRole('button', { name: 'Post Review' }));
    expect(await screen.findByText('Review posted!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { rating: 4, comment: null },
      { rating: 4, comment: 'Great DJ!' },
    ]);
    expect(screen.queryByRole('form', { name: 'Write a review' })).toBeNull();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Reviews, newest first' })).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Jordan A.');
    expect(items[0]).toHaveTextContent('Great DJ!');
  });

  it('holding a ticket: "You have a ticket" with a link to My Tickets', async () => {
    signInStudent();
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/party-events/{id}/viewer': ok(page({}, viewer({ ticket: ticket() }))) });
    renderApp(path);
    expect(await screen.findByText('You have a ticket')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View it in My Tickets' })).toHaveAttribute('href', '/my-tickets');
    expect(screen.queryByRole('button', { name: /Get Ticket/ })).toBeNull();
  });

  it('free event: Get Ticket creates it ("Your free ticket has been created") and refreshes the viewer state', async () => {
    signInStudent();
    let held = false;
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': () => ok(page(held ? { ticketsSold: 41 } : {}, viewer({ ticket: held ? ticket() : null }))),
      'POST /api/party-events/{id}/tickets': () => {
        held = true;
        return ok({ ticket: ticket(), created: true });
      },
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: /Get Ticket/ }));
    expect(await screen.findByText('Your free ticket has been created')).toBeInTheDocument();
    expect(await screen.findByText('You have a ticket')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/party-events/${event.id}/tickets`]);
  });

  /** A party with alcohol, seen signed in by a viewer the API says is (or is not) one of its sober monitors. */
  const partyWithAlcohol = (soberMonitor: boolean) => {
    signInStudent();
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({ alcoholAllowed: true, ageLimit: '21+', ageRestriction: '21+' }, viewer({ soberMonitor }))),
      'GET /api/party-events/{id}/sober-monitor-code': ok({ monitor: { eventId: event.id, eventTitle: event.title, name: 'Jordan A.', code: `SM.${studentSub}.signature` } }),
    });
    renderApp(path);
    return () => calls.filter((c) => c.path.startsWith('/api/party-events/')).map((c) => c.path);
  };

  it('a party with alcohol, seen by a viewer who is not a sober monitor: one viewer call, no monitor card', async () => {
    const eventCalls = partyWithAlcohol(false);
    await screen.findByRole('heading', { level: 1, name: 'Derby Days Kickoff' });
    // Drawn with the page: whatever the page asks for on mount has been asked by now.
    expect(await screen.findByRole('button', { name: 'Going' })).toBeInTheDocument();
    expect(eventCalls()).toEqual([`/api/party-events/${event.id}/viewer`]);
    expect(screen.queryByText(/You are a sober monitor/)).toBeNull();
  });

  it('a party with alcohol, seen by one of its sober monitors: the page asks for their code and shows it', async () => {
    const eventCalls = partyWithAlcohol(true);
    expect(await screen.findByText(/You are a sober monitor of Derby Days Kickoff/)).toBeInTheDocument();
    expect(eventCalls()).toEqual([`/api/party-events/${event.id}/viewer`, `/api/party-events/${event.id}/sober-monitor-code`]);
  });

  it('free ticket failure shows the server message, or "Failed to get ticket"', async () => {
    signInStudent();
    let reply = { status: 409, body: { message: 'Sold Out' } };
    mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page({}, viewer())),
      'POST /api/party-events/{id}/tickets': () => reply,
    });
    const { user } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: /Get Ticket/ }));
    expect(await screen.findByText('Sold Out')).toBeInTheDocument();
    reply = { status: 500, body: { message: 'Internal Server Error' } };
    await user.click(screen.getByRole('button', { name: /Get Ticket/ }));
    expect(await screen.findByText('Failed to get ticket')).toBeInTheDocument();
  });
});

describe('/party-events/{id} for leaders and admins', () => {
  beforeEach(() => resetSession());

  it('leaders of the event organization get the analytics link and the event id to copy', async () => {
    signInStudent();
    const e: PartyEventPageResponse = page({}, viewer());
    mockApi({
      'GET /api/me': ok(me({ roles: [{ chapterId: e.event.chapterId, role: 'president', letters: 'ΣΧ', name: 'Sigma Chi', schoolName: e.event.schoolName }], profile: { isOrgAdmin: true } })),
      'GET /api/party-events/{id}/viewer': ok(e),
    });
    const { user } = renderApp(path);
    expect(await screen.findByRole('link', { name: 'View Analytics' })).toHaveAttribute('href', `${path}/analytics`);
    expect(screen.getByText(event.id)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy event ID' }));
    expect(await screen.findByText('Event ID copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(event.id);
  });

  it('other students see no organizer tools', async () => {
    signInStudent();
    const calls = mockApi({ 'GET /api/me': ok(me()), 'GET /api/party-events/{id}/viewer': ok(page({}, viewer())) });
    renderApp(path);
    await screen.findByRole('heading', { level: 1, name: 'Derby Days Kickoff' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/me')).toBe(true));
    expect(screen.queryByRole('link', { name: 'View Analytics' })).toBeNull();
  });

  it('platform admins delete the event after confirming ("Event Deleted"), or see "Failed to delete event"', async () => {
    signInStudent();
    let fail = true;
    const calls = mockApi({
      'GET /api/me': ok(me({ isAdmin: true })),
      'GET /api/party-events/{id}/viewer': ok(page({}, viewer())),
      'DELETE /api/party-events/{id}': () => (fail ? { status: 500, body: { message: 'boom' } } : ok({ ok: true })),
      'GET /api/party-events': ok({ events: [], nextCursor: null }),
    });
    const { user, router } = renderApp(path);
    await user.click(await screen.findByRole('button', { name: /Delete Event \(Admin\)/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this event?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    expect(await screen.findByText('Failed to delete event')).toBeInTheDocument();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete Event' }));
    expect(await screen.findByText('Event Deleted')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/party-events/${event.id}`, `/api/party-events/${event.id}`]);
  });
});
