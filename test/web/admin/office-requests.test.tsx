import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccessRequestView, OfficeRequestView } from '../../../shared/api/types';
import { leaderRequest, overview } from '../support/accounts';
import { ut } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const adminSub = '93c4d5e6-f708-4192-a3b4-c5d6e7f8091a';

const officeRequest: OfficeRequestView = {
  kind: 'office',
  id: 'e8f9a0b1-c2d3-4e45-b6a7-b8c9d0e1f203',
  userId: 'f9a0b1c2-d3e4-4f56-87b8-c9d0e1f20314',
  fullName: 'Robin Office',
  email: 'robin.office@utexas.edu',
  schoolId: ut.id,
  schoolName: ut.name,
  jobTitle: 'Assistant Director of Fraternity & Sorority Life',
  message: 'I review the IFC socials.',
  status: 'pending',
  createdAt: '2026-11-19T09:00:00.000Z',
  reviewedBy: null,
  reviewedAt: null,
};

function adminApi() {
  let pending: AccessRequestView[] = [leaderRequest(), officeRequest];
  let recent: AccessRequestView[] = [];
  return mockApi({
    'GET /api/admin/overview': ({ url }) =>
      ok({ ...overview, pendingApprovals: pending.length, ...(url.searchParams.get('include') === 'approvals' ? { approvals: { pending, recent } } : {}) }),
    'POST /api/admin/leader-requests/{id}/approve': ({ url }) => {
      const id = url.pathname.split('/')[4]!;
      const request = { ...pending.find((r) => r.id === id)!, status: 'approved' as const, reviewedBy: adminSub, reviewedAt: '2026-11-20T10:00:00.000Z' };
      pending = pending.filter((r) => r.id !== id);
      recent = [request, ...recent];
      return ok({ request });
    },
  });
}

describe('/admin Approvals: office requests', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: adminSub, email: 'admin@greekcampus.example' });
  });

  it("shows an office request's school and job title beside the leader requests, and approving it says the office was granted", async () => {
    const calls = adminApi();
    const { user } = renderApp('/admin');
    const card = await screen.findByRole('article', { name: 'Request from Robin Office' });
    for (const text of [ut.name, 'Assistant Director of Fraternity & Sorority Life', 'Greek-life office', 'I review the IFC socials.', 'robin.office@utexas.edu']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    // No organization or role on an office's card; the leader's card keeps its own.
    expect(within(card).queryByText('President')).toBeNull();
    expect(within(screen.getByRole('article', { name: 'Request from Taylor Brooks' })).getByText('President')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(`User now works for the Greek-life office of ${ut.name}`)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/admin/leader-requests/${officeRequest.id}/approve`]);
    const recent = screen.getByRole('heading', { name: 'Recent Reviews' }).parentElement as HTMLElement;
    await waitFor(() => expect(within(recent).getByText('Robin Office')).toBeInTheDocument());
    expect(within(recent).getByText(`· Greek-life office · ${ut.name}`)).toBeInTheDocument();
  });
});
