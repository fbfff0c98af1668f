import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../support/accounts';
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
const emptyList = ok({ events: [], nextCursor: null });

describe('/party-events/{id}/analytics', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('shows the door: peak inside, inside now of capacity, and entries per 15 minutes at the venue’s clock', async () => {
    mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/party-events/{id}/analytics': ok(analytics()) });
    renderApp(path);
    const door = within((await screen.findByRole('heading', { name: 'Door' })).parentElement as HTMLElement);
    expect(door.getByText('Peak inside').nextElementSibling).toHaveTextContent('11');
    expect(door.getByText('Inside now').nextElementSibling).toHaveTextContent('9 of 150');
    const quarters = within(door.getByRole('table', { name: 'Entries per 15 minutes' }));
    // 03:30 UTC is 9:30 PM in Alabama.
    expect(quarters.getByRole('row', { name: /9:30 PM/ })).toHaveTextContent('6');
    expect(quarters.getByRole('row', { name: /9:45 PM/ })).toHaveTextContent('8');
  });

  it('shows sales of capacity, revenue and average in dollars, check-ins, RSVPs, saves, sales per day, details and rating', async () => {
    mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/party-events/{id}/analytics': ok(analytics()) });
    renderApp(path);
    expect(await screen.findByText('42 / 150')).toBeInTheDocument();
    expect(screen.getByText('108 remaining')).toBeInTheDocument();
    expect(screen.getByText('$630.00')).toBeInTheDocument();
    expect(screen.getByText('$15.00 average per ticket')).toBeInTheDocument();
    expect(screen.getByText('13')).toBeInTheDocument();
    expect(screen.getByText('31% attendance')).toBeInTheDocument();
    expect(screen.getByText('31 interested')).toBeInTheDocument();
    expect(screen.getByText('18 going · 9 saved')).toBeInTheDocument();
    expect(screen.getByText('4.3 / 5')).toBeInTheDocument();
    expect(screen.getByText('4 reviews')).toBeInTheDocument();
    expect(screen.getByText('November 21, 2026')).toBeInTheDocument();
    expect(screen.getByText('9:00 PM')).toBeInTheDocument();

    const table = within(screen.getByRole('table', { name: 'Sales per day' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual(['Nov 110$150.00', 'Nov 232$480.00']);
  });

  it('Ticket cancellation: revenue says it is net of refunds', async () => {
    mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/party-events/{id}/analytics': ok(analytics({ refunds: { count: 2, amountCents: 3000 } })) });
    renderApp(path);
    expect(await screen.findByText('Net of 2 refunds ($30.00) · $15.00 average per ticket')).toBeInTheDocument();
  });

  it('an event without sales or reviews', async () => {
    mockApi({
      'GET /api/me': ok(presidentMe()),
      'GET /api/party-events/{id}/analytics': ok(
        analytics({ ticketsSold: 0, revenueCents: 0, averageTicketCents: 0, checkedIn: 0, attendancePercent: 0, salesPerDay: [], averageRating: null, reviewCount: 0 }),
      ),
    });
    renderApp(path);
    expect(await screen.findByText('No sales yet.')).toBeInTheDocument();
    expect(screen.getByText('No ratings')).toBeInTheDocument();
    expect(screen.getByText('0% attendance')).toBeInTheDocument();
  });

  it("another organization's leader: \"Access Denied\" and /party-events", async () => {
    mockApi({
      'GET /api/me': ok(presidentMe()),
      'GET /api/party-events/{id}/analytics': { status: 403, body: { message: 'Access Denied' } },
      'GET /api/party-events': emptyList,
    });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
    const toast = (await screen.findByText('Access Denied')).closest('li')!;
    expect(within(toast).getByText("You can only view analytics of your own organization's events")).toBeInTheDocument();
  });

  it('a student in no organization: the analytics request is the gate (no `/me` of its own), "Access Denied" with their reason, and /party-events', async () => {
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/analytics': { status: 403, body: { message: 'Access Denied' } },
      'GET /api/party-events': emptyList,
    });
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
    const toast = (await screen.findByText('Access Denied')).closest('li')!;
    expect(within(toast).getByText('You must belong to an organization')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/analytics'))).toHaveLength(1);
    expect(calls.filter((c) => c.path.endsWith('/paperwork'))).toHaveLength(0);
  });

  it('a malformed id goes to /party-events without a request', async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/party-events': emptyList });
    const { router } = renderApp('/party-events/not-an-id/analytics');
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
    expect(calls.some((c) => c.path.endsWith('/analytics'))).toBe(false);
  });

  it('says "Failed to load analytics" when the API fails', async () => {
    mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/party-events/{id}/analytics': { status: 500, body: { message: 'Internal Server Error' } } });
    renderApp(path);
    expect((await screen.findAllByText('Failed to load analytics')).length).toBeGreaterThan(0);
  });
});
