import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdminStatsResponse } from '../../../shared/api/types';
import { overview } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const stats: AdminStatsResponse = {
  ticketsSold: 1234,
  revenueCents: 987650,
  topOrganizations: [
    { chapterId: 'c1', letters: 'ΑΕΦ', name: 'Alpha Epsilon Phi', schoolName: 'University of Alabama', ticketsSold: 310, revenueCents: 455000, events: 4 },
    { chapterId: 'c2', letters: '', name: 'FarmHouse', schoolName: 'Auburn University', ticketsSold: 12, revenueCents: 0, events: 1 },
  ],
  topSchools: [{ schoolId: 's1', name: 'University of Alabama', users: 842 }],
  eventsByMonth: [
    { month: '2026-06', count: 0 },
    { month: '2026-07', count: 3 },
    { month: '2026-08', count: 5 },
    { month: '2026-09', count: 1 },
    { month: '2026-10', count: 12 },
    { month: '2026-11', count: 7 },
  ],
};

async function openStats() {
  const { user } = renderApp('/admin');
  await user.click(await screen.findByRole('tab', { name: 'Stats' }));
}

describe('/admin Stats tab', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: '93c4d5e6-f708-4192-a3b4-c5d6e7f8091a', email: 'admin@greekcampus.example' });
  });

  it('shows tickets, revenue in dollars from cents, the top organizations and schools, and six months of events', async () => {
    mockApi({ 'GET /api/admin/overview': ok(overview), 'GET /api/admin/leader-requests': ok({ pending: [], recent: [] }), 'GET /api/admin/stats': ok(stats) });
    await openStats();
    expect(await screen.findByText('1,234')).toBeInTheDocument();
    expect(screen.getByText('$9,876.50')).toBeInTheDocument();
    const orgs = screen.getByRole('heading', { name: 'Top Organizations' }).parentElement!;
    const rows = within(orgs).getAllByRole('listitem').map((li) => li.textContent);
    expect(rows[0]).toContain('ΑΕΦ Alpha Epsilon Phi');
    expect(rows[0]).toContain('310 tickets');
    expect(rows[0]).toContain('4 events · $4,550.00');
    expect(rows[1]).toContain('FarmHouse');
    const schools = screen.getByRole('heading', { name: 'Top Schools by Users' }).parentElement!;
    expect(within(schools).getByText('842 users')).toBeInTheDocument();
    expect(screen.getByLabelText('12 events in Oct 2026')).toBeInTheDocument();
    expect(screen.getByLabelText('0 events in Jun 2026')).toBeInTheDocument();
  });

  it('says "Failed to load statistics"', async () => {
    mockApi({
      'GET /api/admin/overview': ok(overview),
      'GET /api/admin/leader-requests': ok({ pending: [], recent: [] }),
      'GET /api/admin/stats': { status: 500, body: { message: 'Internal Server Error' } },
    });
    await openStats();
    expect(await screen.findByText('Failed to load statistics')).toBeInTheDocument();
  });
});
