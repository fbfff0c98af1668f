import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chapterPage, greekEvent, schoolPage, sigmaChiNational } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';

const card = (title: string) => screen.getByRole('link', { name: title }).closest('div.rounded-xl') as HTMLElement;

describe('/organizations/{id} chapter page', () => {
  const path = `/organizations/${chapterPage.chapter.id}`;

  it('shows letters, name, type, school, national link and followers', async () => {
    mockApi({ 'GET /api/chapters/{id}': ok(chapterPage) });
    const { user, router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sigma Chi' })).toBeInTheDocument();
    expect(screen.getAllByText('ΣΧ').length).toBeGreaterThan(0);
    expect(screen.getByText('Fraternity')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'University of Texas at Austin' })).toHaveAttribute('href', `/schools/${chapterPage.chapter.schoolId}`);
    expect(screen.getByRole('link', { name: 'View national profile' })).toHaveAttribute('href', '/national/sigma-chi');
    expect(screen.getByText('128 followers')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });

  it('formats party-event cards: short date, time, FREE or dollars, Sold Out when full', async () => {
    mockApi({ 'GET /api/chapters/{id}': ok(chapterPage) });
    renderApp(path);
    await screen.findByRole('link', { name: 'Derby Days Kickoff' });
    const free = card('Derby Days Kickoff');
    expect(within(free).getByText('FREE')).toBeInTheDocument();
    expect(within(free).getByText('Nov 22, 2026')).toBeInTheDocument();
    expect(within(free).getByText('9:30 PM')).toBeInTheDocument();
    expect(within(free).queryByText('Sold Out')).not.toBeInTheDocument();
    expect(within(card('Snowball Formal')).getByText('$25.00')).toBeInTheDocument();
    const full = card('Date Dash');
    expect(within(full).getByText('$10.00')).toBeInTheDocument();
    expect(within(full).getByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Date Dash' })).toHaveAttribute('href', '/party-events/d2930415-c6d7-4e23-84f5-708192a3b4c5');
  });

  it('shows "Organization not found" for an unknown chapter', async () => {
    mockApi({ 'GET /api/chapters/{id}': { status: 404, body: { message: 'Organization not found' } } });
    renderApp(path);
    expect(await screen.findByText('Organization not found')).toBeInTheDocument();
  });

  it('shows "Failed to load organization" on other errors', async () => {
    mockApi({ 'GET /api/chapters/{id}': { status: 503, body: { message: 'Service Unavailable' } } });
    renderApp(path);
    expect((await screen.findAllByText('Failed to load organization')).length).toBeGreaterThan(0);
  });
});

describe('/national/{key} national page', () => {
  it('shows the organization, its chapters in the state from the URL, and a View Schools drawer', async () => {
    const texas = sigmaChiNational.chapters.filter((c) => c.state === 'TX');
    const calls = mockApi({ 'GET /api/nationals/{key}': ok({ ...sigmaChiNational, chapters: texas }) });
    const { user } = renderApp('/national/sigma-chi?state=TX');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sigma Chi' })).toBeInTheDocument();
    expect(screen.getByText('Founded 1855')).toBeInTheDocument();
    expect(screen.getByText(/friendship, justice and learning/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Chapters (2) in Texas' })).toBeInTheDocument();
    expect(screen.getByText('No photos or videos yet')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/api/nationals/sigma-chi', search: '?state=TX' });

    await user.click(screen.getByRole('button', { name: 'View Schools' }));
    const drawer = await screen.findByRole('dialog', { name: 'ΣΧ Schools' });
    expect(within(drawer).getByRole('link', { name: 'Texas A&M University' })).toHaveAttribute('href', `/organizations/${texas[1]!.id}`);
  });

  it('shows "Organization not found" for an unknown organization', async () => {
    mockApi({ 'GET /api/nationals/{key}': { status: 404, body: { message: 'Organization not found' } } });
    renderApp('/national/zeta-zeta-zeta');
    expect(await screen.findByText('Organization not found')).toBeInTheDocument();
  });

  it('opens by letters (/national/ΣΧ) and then shows the canonical address, with one request', async () => {
    const calls = mockApi({ 'GET /api/nationals/{key}': ok(sigmaChiNational) });
    const { router } = renderApp('/national/%CE%A3%CE%A7?state=TX');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sigma Chi' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/national/sigma-chi'));
    expect(router.state.location.search).toBe('?state=TX');
    expect(screen.getByRole('heading', { level: 1, name: 'Sigma Chi' })).toBeInTheDocument();
    expect(calls.map((c) => `${c.path}${c.search}`)).toEqual(['/api/nationals/%CE%A3%CE%A7?state=TX']);
  });

  it('letters two organizations share: the visitor chooses, each link in the canonical form', async () => {
    mockApi({
      'GET /api/nationals/{key}': ok({
        choices: [
          { key: 'kappa-alpha-order', letters: 'ΚΑ', name: 'Kappa Alpha Order', type: 'fraternity' },
          { key: 'kappa-alpha-society', letters: 'ΚΑ', name: 'Kappa Alpha Society', type: 'fraternity' },
        ],
      }),
    });
    renderApp('/national/ka');
    expect(await screen.findByRole('heading', { level: 1, name: 'Which ΚΑ?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kappa Alpha Order' })).toHaveAttribute('href', '/national/kappa-alpha-order');
    expect(screen.getByRole('link', { name: 'Kappa Alpha Society' })).toHaveAttribute('href', '/national/kappa-alpha-society');
  });
});

describe('/events Greek Life', () => {
  it('lists events with school, long date and type badges, linking to the event page and the directory', async () => {
    mockApi({ 'GET /api/events': ok({ events: schoolPage.events }) });
    renderApp('/events');
    await screen.findByRole('link', { name: 'Greek Week Gala' });
    const gala = card('Greek Week Gala');
    expect(within(gala).getByText('Paid · $15.00')).toBeInTheDocument();
    expect(within(gala).getByText('December 5, 2026')).toBeInTheDocument();
    expect(within(gala).getByText('University of Texas at Austin')).toBeInTheDocument();
    expect(within(card('New Member Education Night')).getByText('January 14, 2027')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Browse Greek organizations/ })).toHaveAttribute('href', '/organizations');
  });

  it('shows Error / Failed to load events', async () => {
    mockApi({ 'GET /api/events': { status: 500, body: { message: 'Internal Server Error' } } });
    renderApp('/events');
    expect((await screen.findAllByText('Failed to load events')).length).toBeGreaterThan(0);
  });

  it('has a detail page whose RSVP sends a visitor to sign in', async () => {
    const event = greekEvent({ type: 'paid', priceCents: 2000, title: 'Philanthropy 5K' });
    mockApi({ 'GET /api/events/{id}': ok({ event }) });
    const { user, router } = renderApp(`/events/${event.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Philanthropy 5K' })).toBeInTheDocument();
    expect(screen.getByText('November 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('6:30 PM')).toBeInTheDocument();
    expect(screen.getByText('Paid · $20.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to Greek Life events/ })).toHaveAttribute('href', '/events');
    await user.click(screen.getByRole('button', { name: 'RSVP Now' }));
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe(
        `/auth?mode=login&redirect=${encodeURIComponent(`/events/${event.id}`)}`,
      ),
    );
  });

  it('shows "Event not found" for an unknown event', async () => {
    mockApi({ 'GET /api/events/{id}': { status: 404, body: { message: 'Event not found' } } });
    renderApp(`/events/${greekEvent().id}`);
    expect(await screen.findByText('Event not found')).toBeInTheDocument();
  });
});
