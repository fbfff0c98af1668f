/** The admin dashboard's API around one tab under test: the overview and an empty Approvals tab. */
import { screen } from '@testing-library/react';
import { overview } from '../support/accounts';
import { mockApi, ok, type MockHandler, type MockReply } from '../support/mock-api';
import { renderApp } from '../support/render';

export const adminSub = '93c4d5e6-f708-4192-a3b4-c5d6e7f8091a';

/** Opens /admin on `tab` with `routes` added to the dashboard's own; returns the recorded calls and the user. */
export async function openAdminTab(tab: string, routes: Record<string, MockHandler | MockReply>) {
  const calls = mockApi({
    // The dashboard's one request: the counters with the (empty) Approvals tab.
    'GET /api/admin/overview': ok({ ...overview, approvals: { pending: [], recent: [] } }),
    ...routes,
  });
  const { user } = renderApp('/admin');
  await user.click(await screen.findByRole('tab', { name: tab }));
  return { calls, user };
}
