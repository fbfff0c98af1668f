import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LeaderRequestView } from '../../../shared/api/types';
import { leaderRequest, overview } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn, signOut } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const adminSub = '93c4d5e6-f708-4192-a3b4-c5d6e7f8091a';

const second = leaderRequest({
  id: 'a4b5c6d7-e8f9-4a01-b2c3-d4e5f6a7b8c9',
  userId: 'b5c6d7e8-f9a0-4b12-83d4-e5f6a7b8c9d0',
  fullName: 'Morgan Lee',
  email: 'morgan.lee@utexas.edu',
  chapterId: 'c6d7e8f9-a0b1-4c23-94e5-f6a7b8c9d0e1',
  letters: 'ΚΔ',
  organizationName: 'Kappa Delta',
  type: 'sorority',
  requestedRole: 'media_manager',
  message: null,
  createdAt: '2026-11-19T09:00:00.000Z',
});
const reviewed = leaderRequest({
  id: 'd7e8f9a0-b1c2-4d34-a5f6-a7b8c9d0e1f2',
  fullName: 'Casey Kim',
  status: 'rejected',
  reviewedBy: adminSub,
  reviewedAt: '2026-11-10T12:00:00.000Z',
});

/** A small stateful admin API: approving or rejecting moves a request from pending to recent. */
function adminApi(options: { failDecision?: { status: number; body: unknown } } = {}) {
  let pending: LeaderRequestView[] = [leaderRequest(), second];
  let recent: LeaderRequestView[] = [reviewed];
  const decide = (status: 'approved' | 'rejected') => ({ url }: { url: URL }) => {
    if (options.failDecision) return options.failDecision;
    const id = url.pathname.split('/')[4]!;
    const request = { ...pending.find((r) => r.id === id)!, status, reviewedBy: adminSub, reviewedAt: '2026-11-20T10:00:00.000Z' };
    pending = pending.filter((r) => r.id !== id);
    recent = [request, ...recent].slice(0, 10);
    return ok({ request });
  };
  return mockApi({
    // The dashboard's one request: the counters and the Approvals tab (`?include=approvals`).
    'GET /api/admin/overview': ({ url }) =>
      ok({ ...overview, pendingApprovals: pending.length, ...(url.searchParams.get('include') === 'approvals' ? { approvals: { pending, recent } } : {}) }),
    'POST /api/admin/leader-requests/{id}/approve': decide('approved'),
    'POST /api/admin/leader-requests/{id}/reject': decide('rejected'),
  });
}

const statValue = (label: string) => screen.getByRole('heading', { name: label }).parentElement!.nextElementSibling!.textContent;
const requestOf = (name: string) => screen.getByRole('article', { name: `Request from ${name}` });

describe('/admin', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: adminSub, email: 'admin@greekcampus.example' });
  });

  it('shows the five stat cards from the overview', async () => {
    adminApi();
    renderApp('/admin');
    expect(await screen.findByRole('heading', { name: 'Total Users' })).toBeInTheDocument();
    expect(statValue('Total Users')).toBe('1,284');
    expect(screen.getByText('+37 in the last 7 days')).toBeInTheDocument();
    expect(statValue('Pending Approvals')).toBe('2');
    expect(statValue('Active Events')).toBe('46');
    expect(statValue('Organizations')).toBe('5,120');
    expect(statValue('Schools')).toBe('250');
  });

  it('opens with one request: the overview brings the Approvals tab', async () => {
    const calls = adminApi();
    renderApp('/admin');
    expect(await screen.findByRole('article', { name: 'Request from Taylor Brooks' })).toBeInTheDocument();
    // (The session's `/me` is the app's, kept across pages; the screen's own data is one request.)
    expect(calls.filter((c) => c.path.startsWith('/api/admin/')).map((c) => `${c.method} ${c.path}${c.search}`)).toEqual(['GET /api/admin/overview?include=approvals']);
  });

  it('lists pending requests with every detail, and the recent reviews', async () => {
    adminApi();
    renderApp('/admin');
    const taylor = await screen.findByRole('article', { name: 'Request from Taylor Brooks' });
    for (const text of [
      'taylor.brooks@utexas.edu',
      'ΣΧ Sigma Chi',
      'University of Texas at Austin',
      'President',
      'Fraternity',
      'Elected chapter president for 2026-27.',
      'Requested November 18, 2026',
    ]) {
      expect(within(taylor).getByText(text)).toBeInTheDocument();
    }
    const morgan = requestOf('Morgan Lee');
    expect(within(morgan).getByText('ΚΔ Kappa Delta')).toBeInTheDocument();
    expect(within(morgan).getByText('Media Manager')).toBeInTheDocument();
    expect(within(morgan).getByText('Sorority')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending Requests (2)' })).toBeInTheDocument();

    const recent = screen.getByRole('heading', { name: 'Recent Reviews' }).parentElement as HTMLElement;
    expect(within(recent).getByText('Casey Kim')).toBeInTheDocument();
    expect(within(recent).getByText('Rejected')).toBeInTheDocument();
  });

  it('approves: "Request Approved", and the lists and stat cards refresh', async () => {
    const calls = adminApi();
    const { user } = renderApp('/admin');
    await user.click(within(await screen.findByRole('article', { name: 'Request from Taylor Brooks' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Request Approved')).toBeInTheDocument();
    expect(screen.getByText('User has been granted leader permissions')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Request from Taylor Brooks' })).toBeNull());
    expect(screen.getByRole('heading', { name: 'Pending Requests (1)' })).toBeInTheDocument();
    await waitFor(() => expect(statValue('Pending Approvals')).toBe('1'));
    const recent = screen.getByRole('heading', { name: 'Recent Reviews' }).parentElement as HTMLElement;
    expect(within(recent).getByText('Taylor Brooks')).toBeInTheDocument();
    expect(within(recent).getByText('Approved')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/admin/leader-requests/${leaderRequest().id}/approve`]);
    // The refresh after the decision is the overview again, which carries the lists.
    expect(calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/admin/')).map((c) => c.path)).toEqual(['/api/admin/overview', '/api/admin/overview']);
  });

  it('rejects: "Request Rejected"', async () => {
    adminApi();
    const { user } = renderApp('/admin');
    await user.click(within(await screen.findByRole('article', { name: 'Request from Morgan Lee' })).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Request Rejected')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Request from Morgan Lee' })).toBeNull());
  });

  it('shows the server message when a decision is refused', async () => {
    adminApi({ failDecision: { status: 409, body: { message: 'There is already a President for Sigma Chi. Only one President per organization is allowed.' } } });
    const { user } = renderApp('/admin');
    await user.click(within(await screen.findByRole('article', { name: 'Request from Taylor Brooks' })).getByRole('button', { name: 'Approve' }));
    expect(
      await screen.findByText('There is already a President for Sigma Chi. Only one President per organization is allowed.'),
    ).toBeInTheDocument();
  });

  it('falls back to "Failed to process request"', async () => {
    adminApi({ failDecision: { status: 500, body: { message: 'Internal Server Error' } } });
    const { user } = renderApp('/admin');
    await user.click(within(await screen.findByRole('article', { name: 'Request from Taylor Brooks' })).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Failed to process request')).toBeInTheDocument();
  });

  it('says "Failed to load leader requests" when the tab\'s own request fails (an overview without them)', async () => {
    mockApi({
      'GET /api/admin/overview': ok(overview),
      'GET /api/admin/leader-requests': { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderApp('/admin');
    expect((await screen.findAllByText('Failed to load leader requests')).length).toBeGreaterThan(0);
  });

  it('turns a non-admin away to / with "Access Denied"', async () => {
    const calls = mockApi({ 'GET /api/admin/overview': { status: 403, body: { message: 'Forbidden' } } });
    const { router } = renderApp('/admin');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this page")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.some((c) => c.path === '/api/admin/leader-requests')).toBe(false);
  });

  it('sends home with "Failed to verify admin access" on other errors', async () => {
    mockApi({ 'GET /api/admin/overview': { status: 500, body: { message: 'Internal Server Error' } } });
    const { router } = renderApp('/admin');
    expect(await screen.findByText('Failed to verify admin access')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a signed-out visitor to sign in', async () => {
    signOut();
    mockApi({});
    const { router } = renderApp('/admin');
    await waitFor(() => expect(router.state.location.search).toBe('?mode=login&redirect=%2Fadmin'));
  });
});
