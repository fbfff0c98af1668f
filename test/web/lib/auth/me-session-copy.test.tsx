import { screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../../support/accounts';
import { mockApi, ok } from '../../support/mock-api';
import { renderApp } from '../../support/render';
import { resetSession, signIn } from '../../support/session-mock';
import { keepMe, readKeptMe } from '../../../../web/src/lib/auth/me-cache';
import { clearUserData, installAuth } from '../../../../web/src/lib/auth/setup';
import { listItem } from '../../party-events/party-fixtures';

vi.mock('../../../../web/src/lib/auth/use-session', () => import('../../support/session-mock'));
vi.mock('../../../../web/src/lib/auth/session', async (original) =>
  (await import('../../support/session-mock')).mockSessionModule(await original()),
);

beforeAll(async () => {
  await import('../../../../web/src/features/party-events/PartyEventsPage');
}, 60_000);

const meCalls = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/me').length;

describe('the signed-in summary (/me) kept for the session', () => {
  beforeEach(() => resetSession());

  it('is asked once: the next page load shows the kept copy without a round trip', async () => {
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
    const routes = { 'GET /api/party-events': ok({ events: [listItem()], nextCursor: null }), 'GET /api/me': ok(me({ profile: { isOrgAdmin: true } })) };
    const first = mockApi(routes);
    const firstPage = renderApp('/party-events');
    expect(await screen.findByRole('link', { name: /Create Event/ })).toBeInTheDocument();
    expect(meCalls(first)).toBe(1);
    firstPage.unmount();

    // A new page load: a new query cache, the same session.
    const second = mockApi(routes);
    renderApp('/party-events');
    expect(await screen.findByRole('link', { name: /Create Event/ })).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Derby Days Kickoff' });
    expect(meCalls(second)).toBe(0);
  });

  it('belongs to one user and goes with the sign-out', () => {
    const summary = me();
    keepMe(summary, 1_000);
    expect(readKeptMe(summary.profile.id)).toEqual({ at: 1_000, me: summary });
    expect(readKeptMe('someone-else')).toBeNull();
    installAuth({ queryClient: new QueryClient(), navigate: () => {} });
    clearUserData();
    expect(readKeptMe(summary.profile.id)).toBeNull();
  });
});
