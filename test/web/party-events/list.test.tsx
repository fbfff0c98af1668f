import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../support/accounts';
import { chapter, nationals, schools, ut } from '../support/fixtures';
import { type MockCall, mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { listItem } from './party-fixtures';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const free = listItem();
const paid = listItem({ id: 'c1829304-b5c6-4d12-b3e4-6f708192a3b4', title: 'Snowball Formal', date: '2026-12-12', time: '20:00', priceCents: 2500 });
const full = listItem({ id: 'd2930415-c6d7-4e23-84f5-708192a3b4c5', title: 'Date Dash', date: '2027-02-03', priceCents: 1050, maxAttendees: 80, ticketsSold: 80 });
const later = listItem({ id: 'e3a41526-d7e8-4f34-95a6-8192a3b4c5d6', title: 'Spring Luau', date: '2027-03-20' });

const lists = { 'GET /api/schools': ok({ schools }), 'GET /api/organizations': ok({ organizations: nationals }) };
const eventCalls = (calls: MockCall[]) => calls.filter((c) => c.path === '/api/party-events');
const card = (title: string) => screen.getByRole('link', { name: title }).closest('div.relative') as HTMLElement;

// Transform the lazy route chunks once before the first test, so its first `findBy` waits for
// rendering only (the transform alone can take seconds under a parallel run).
beforeAll(async () => {
  await Promise.all([
    import('../../../web/src/features/party-events/PartyEventsPage'),
  ]);
}, 60_000);

describe('/party-events', () => {
  beforeEach(() => resetSession());

  it('lists events with long dates, FREE or $x.xx and Sold Out, one call per page, and loads more by cursor', async () => {
    const calls = mockApi({
      ...lists,
      'GET /api/party-events': ({ url }) =>
        url.searchParams.get('cursor') === 'page-2'
          ? ok({ events: [later], nextCursor: null })
          : ok({ events: [free, paid, full], nextCursor: 'page-2' }),
    });
    const { user } = renderApp('/party-events');
    expect(await screen.findByRole('link', { name: 'Derby Days Kickoff' })).toBeInTheDocument();
    expect(within(card('Derby Days Kickoff')).getByText('November 22, 2026')).toBeInTheDocument();
    expect(within(card('Derby Days Kickoff')).getByText('FREE')).toBeInTheDocument();
    expect(within(card('Snowball Formal')).getByText('$25.00')).toBeInTheDocument();
    expect(within(card('Snowball Formal')).queryByText('Sold Out')).toBeNull();
    expect(within(card('Date Dash')).getByText('$10.50')).toBeInTheDocument();
    expect(within(card('Date Dash')).getByText('Sold Out')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Derby Days Kickoff' })).toHaveAttribute('href', `/party-events/${free.id}`);
    expect(eventCalls(calls)).toHaveLength(1);
    // Signed out: no Create Event.
    expect(screen.queryByRole('link', { name: /Create Event/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Spring Luau' })).toBeInTheDocument();
    expect(eventCalls(calls).map((c) => c.search)).toEqual(['', '?cursor=page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for the school and organization lists only when the visitor reaches for the filters (or the address names one)', async () => {
    const listCalls = (calls: MockCall[]) => calls.filter((c) => c.path === '/api/schools' || c.path === '/api/organizations').map((c) => c.path).sort();
    const calls = mockApi({ ...lists, 'GET /api/party-events': ok({ events: [free], nextCursor: null }) });
    const first = renderApp('/party-events');
    await screen.findByRole('link', { name: 'Derby Days Kickoff' });
    expect(listCalls(calls)).toEqual([]);
    await first.user.hover(screen.getByRole('combobox', { name: 'School' }));
    await waitFor(() => expect(listCalls(calls)).toEqual(['/api/organizations', '/api/schools']));
    expect(await within(screen.getByRole('combobox', { name: 'School' })).findByRole('option', { name: ut.name })).toBeInTheDocument();
    first.unmount();

    const named = mockApi({ ...lists, 'GET /api/party-events': ok({ events: [free], nextCursor: null }) });
    renderApp(`/party-events?school=${ut.id}`);
    await waitFor(() => expect(listCalls(named)).toEqual(['/api/organizations', '/api/schools']));
  });

  it('sends the State, School, Type and Organization filters as the query', async () => {
    const calls = mockApi({ ...lists, 'GET /api/party-events': ok({ events: [free], nextCursor: null }) });
    const { user } = renderApp('/party-events');
    await screen.findByRole('link', { name: 'Derby Days Kickoff' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'TX');
    await waitFor(() => expect(eventCalls(calls).at(-1)?.search).toBe('?state=TX'));
    // Schools of the chosen state only.
    const schoolSelect = screen.getByRole('combobox', { name: 'School' });
    expect(within(schoolSelect).queryByRole('option', { name: 'Arizona State University' })).toBeNull();
    await user.selectOptions(schoolSelect, ut.id);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Type' }), 'fraternity');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Organization' }), 'sigma-chi');
    await waitFor(() =>
      expect(new URLSearchParams(eventCalls(calls).at(-1)!.search).toString()).toBe(
        new URLSearchParams({ state: 'TX', school: ut.id, type: 'fraternity', national: 'sigma-chi' }).toString(),
      ),
    );
  });

  it('the single-date calendar picks a day (query `date`), disables none, and clears', async () => {
    const calls = mockApi({ ...lists, 'GET /api/party-events': ok({ events: [free], nextCursor: null }) });
    const { user, router } = renderApp('/party-events');
    await screen.findByRole('link', { name: 'Derby Days Kickoff' });
    await user.click(screen.getByRole('button', { name: 'Pick a date' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    const days = [...screen.getByRole('grid').querySelectorAll('button')];
    expect(days.every((d) => !(d as HTMLButtonElement).disabled)).toBe(true);
    await user.click(days[10]!);
    await waitFor(() => expect(new URLSearchParams(eventCalls(calls).at(-1)!.search).get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/));
    expect(router.state.location.search).toContain('date=');
    await user.click(screen.getByRole('button', { name: 'Clear date' }));
    // Back to the unfiltered list (answered from the cache: no second call for the same query).
    await waitFor(() => expect(router.state.location.search).not.toContain('date='));
    expect(screen.getByRole('button', { name: 'Pick a date' })).toBeInTheDocument();
  });

  it('?school=&org= shows all parties of that chapter at that school', async () => {
    const c = chapter();
    const calls = mockApi({ ...lists, 'GET /api/party-events': ok({ events: [free, paid], nextCursor: null }) });
    renderApp(`/party-events?school=${ut.id}&org=${c.id}`);
    expect(await screen.findByText(`All parties of ΣΧ at ${ut.name}`)).toBeInTheDocument();
    const query = new URLSearchParams(eventCalls(calls)[0]!.search);
    expect(query.get('school')).toBe(ut.id);
    expect(query.get('org')).toBe(c.id);
  });

  it('shows the empty state, and "Error / Failed to load events" on failure', async () => {
    mockApi({ ...lists, 'GET /api/party-events': ok({ events: [], nextCursor: null }) });
    const first = renderApp('/party-events');
    expect(await screen.findByText('No upcoming events found')).toBeInTheDocument();
    first.unmount();

    mockApi({ ...lists, 'GET /api/party-events': { status: 500, body: { message: 'Internal Server Error' } } });
    renderApp('/party-events');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to load events')).toBeInTheDocument();
  });

  it('shows Create Event only to profiles flagged as organization admins', async () => {
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
    mockApi({ ...lists, 'GET /api/party-events': ok({ events: [free], nextCursor: null }), 'GET /api/me': ok(me({ profile: { isOrgAdmin: true } })) });
    renderApp('/party-events');
    expect(await screen.findByRole('link', { name: /Create Event/ })).toHaveAttribute('href', '/create-event');
  });

  it('hides Create Event from a signed-in student without a role', async () => {
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
    const calls = mockApi({ ...lists, 'GET /api/party-events': ok({ events: [free], nextCursor: null }), 'GET /api/me': ok(me()) });
    renderApp('/party-events');
    await screen.findByRole('link', { name: 'Derby Days Kickoff' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/me')).toBe(true));
    expect(screen.queryByRole('link', { name: /Create Event/ })).toBeNull();
  });
});
