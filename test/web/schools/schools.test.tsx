import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearOnBusyPage, typeOnBusyPage } from '../support/fast-typing';
import { schoolPage, schools } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';

const cardNames = () => screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);

describe('/schools', () => {
  it('lists every school with city and state, each linking to its page', async () => {
    mockApi({ 'GET /api/schools': ok({ schools }) });
    renderApp('/schools');
    const link = await screen.findByRole('link', { name: 'University of Texas at Austin' });
    expect(link).toHaveAttribute('href', `/schools/${schools[3]!.id}`);
    expect(screen.getByText('Austin, Texas')).toBeInTheDocument();
    expect(cardNames()).toHaveLength(5);
    expect(document.title).toBe('Schools | Greek Campus');
  });

  it('searches by name, state name or abbreviation, case-insensitively', async () => {
    mockApi({ 'GET /api/schools': ok({ schools }) });
    const { user } = renderApp('/schools');
    const search = await screen.findByRole('searchbox', { name: /search schools/i });

    await user.type(search, 'MICHIGAN');
    expect(cardNames()).toEqual(['University of Michigan']);

    await user.clear(search);
    await user.type(search, 'texas');
    expect(cardNames()).toEqual(['University of Texas at Austin', 'Texas A&M University']);

    await user.clear(search);
    await user.type(search, 'oh');
    expect(cardNames()).toEqual(['Ohio State University']);
  });

  it('keeps every key typed at 30 ms a key, and a cleared box stays clear', async () => {
    mockApi({ 'GET /api/schools': ok({ schools }) });
    const { router } = renderApp('/schools');
    const search = await screen.findByRole<HTMLInputElement>('searchbox', { name: /search schools/i });

    await typeOnBusyPage(search, 'michigan');
    expect(search).toHaveValue('michigan');
    // Once the page has rendered, the list and the URL (kept for Back) follow the box.
    await waitFor(() => expect(cardNames()).toEqual(['University of Michigan']));
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('michigan');

    await clearOnBusyPage(search);
    expect(search).toHaveValue('');
    await waitFor(() => expect(cardNames()).toHaveLength(5));
    expect(search).toHaveValue('');
    expect(router.state.location.search).toBe('');

    await typeOnBusyPage(search, 'texas');
    expect(search).toHaveValue('texas');
    await waitFor(() => expect(cardNames()).toEqual(['University of Texas at Austin', 'Texas A&M University']));
  });

  it('shows what the URL says when it changes by other means (a link, Back)', async () => {
    mockApi({ 'GET /api/schools': ok({ schools }) });
    const { router, user } = renderApp('/schools?q=texas');
    const search = await screen.findByRole('searchbox', { name: /search schools/i });
    expect(search).toHaveValue('texas');
    await user.clear(search);
    await user.type(search, 'ohio');
    await router.navigate('/schools?q=michigan&state=MI');
    await waitFor(() => expect(search).toHaveValue('michigan'));
    expect(screen.getByRole('combobox', { name: /filter by state/i })).toHaveValue('MI');
    expect(cardNames()).toEqual(['University of Michigan']);
    await router.back();
    await waitFor(() => expect(search).toHaveValue('ohio'));
    expect(cardNames()).toEqual(['Ohio State University']);
  });

  it('filters by the state dropdown, which offers All States and the states', async () => {
    mockApi({ 'GET /api/schools': ok({ schools }) });
    const { user } = renderApp('/schools');
    const select = await screen.findByRole('combobox', { name: /filter by state/i });
    expect(within(select).getByRole('option', { name: 'All States' })).toBeInTheDocument();
    expect(within(select).getAllByRole('option').length).toBeGreaterThanOrEqual(51);

    await user.selectOptions(select, 'TX');
    expect(cardNames()).toEqual(['University of Texas at Austin', 'Texas A&M University']);
    await user.selectOptions(select, 'All States');
    expect(cardNames()).toHaveLength(5);
  });

  it('says so when nothing matches', async () => {
    mockApi({ 'GET /api/schools': ok({ schools }) });
    const { user } = renderApp('/schools');
    await user.type(await screen.findByRole('searchbox'), 'Hogwarts');
    expect(screen.getByText('No schools found matching your search.')).toBeInTheDocument();
  });

  it('tells a screen reader how many schools are left, from one live region that stays while the search changes', async () => {
    mockApi({ 'GET /api/schools': ok({ schools }) });
    const { user } = renderApp('/schools');
    const search = await screen.findByRole('searchbox');
    const status = await screen.findByRole('status', { name: '' });
    await waitFor(() => expect(status).toHaveTextContent('5 schools found'));
    await user.type(search, 'Hogwarts');
    expect(status).toHaveTextContent('0 schools found');
    await user.clear(search);
    await user.type(search, 'michigan');
    expect(status).toHaveTextContent('1 school found');
    expect(status).toBeInTheDocument();
  });

  it('shows "Failed to load schools" when the API fails', async () => {
    mockApi({ 'GET /api/schools': { status: 500, body: { message: 'Internal Server Error' } } });
    renderApp('/schools');
    expect((await screen.findAllByText('Failed to load schools')).length).toBeGreaterThan(0);
  });
});

describe('/schools/{id}', () => {
  const path = `/api/schools/${schoolPage.school.id}`;

  it('shows the school and its upcoming events with long dates and type badges', async () => {
    const calls = mockApi({ [`GET ${path}`]: ok(schoolPage) });
    renderApp(`/schools/${schoolPage.school.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'University of Texas at Austin' })).toBeInTheDocument();
    expect(screen.getByText('Austin, Texas')).toBeInTheDocument();
    // No logo stored and no logo service: the initials avatar.
    expect(screen.getByRole('img', { name: 'University of Texas at Austin logo' })).toHaveTextContent('UT');

    const gala = screen.getByRole('link', { name: 'Greek Week Gala' }).closest('div.rounded-xl') as HTMLElement;
    expect(within(gala).getByText('December 5, 2026')).toBeInTheDocument();
    expect(within(gala).getByText('8:00 PM')).toBeInTheDocument();
    expect(within(gala).getByText('Paid · $15.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Greek Week Gala' })).toHaveAttribute('href', '/events/6b2c3d4e-5f60-4b7c-9d8e-0f1a2b3c4d5e');
    expect(screen.getByText('November 22, 2026')).toBeInTheDocument();
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('Restricted')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/'))).toHaveLength(1);
  });

  it('says when there are no upcoming events', async () => {
    mockApi({ [`GET ${path}`]: ok({ ...schoolPage, events: [] }) });
    renderApp(`/schools/${schoolPage.school.id}`);
    expect(await screen.findByText('No upcoming events for this school yet')).toBeInTheDocument();
  });

  it('shows "School not found" for an unknown school', async () => {
    mockApi({ [`GET ${path}`]: { status: 404, body: { message: 'School not found' } } });
    renderApp(`/schools/${schoolPage.school.id}`);
    expect(await screen.findByText('School not found')).toBeInTheDocument();
  });

  it('shows "School not found" for an id that cannot exist, without asking the API', async () => {
    const calls = mockApi({});
    renderApp('/schools/not-a-school');
    expect(await screen.findByText('School not found')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('shows "Failed to load school information" on other errors', async () => {
    mockApi({ [`GET ${path}`]: { status: 500, body: { message: 'Internal Server Error' } } });
    renderApp(`/schools/${schoolPage.school.id}`);
    expect((await screen.findAllByText('Failed to load school information')).length).toBeGreaterThan(0);
  });

  it('falls back from a broken logo to the initials avatar, via the configured logo service', async () => {
    mockApi({
      [`GET ${path}`]: ok(schoolPage),
      'GET /config.json': ok({ logoServiceUrl: 'https://logo.example.com/' }),
    });
    renderApp(`/schools/${schoolPage.school.id}`);
    const logo = () => screen.getByRole('img', { name: 'University of Texas at Austin logo' });
    await waitFor(() => expect(logo().tagName).toBe('IMG'));
    const img = logo();
    expect(img).toHaveAttribute('src', 'https://logo.example.com/utexas.edu');
    img.dispatchEvent(new Event('error'));
    await waitFor(() => expect(screen.getByRole('img', { name: 'University of Texas at Austin logo' })).toHaveTextContent('UT'));
  });
});
