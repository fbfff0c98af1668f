import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ManageRolesResponse } from '../../../shared/api/types';
import { me, studentSub } from '../support/accounts';
import { memberMe, presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { aephiChapterId } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const president = { sub: studentSub, fullName: 'Avery Carter', email: 'president@ua.edu' };
const jordan = { sub: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d', fullName: 'Jordan Lee', email: 'jordan@ua.edu' };
const chapter = { id: aephiChapterId, letters: 'ΑΕΦ', name: 'Alpha Epsilon Phi', schoolName: 'University of Alabama' };

/**
 * A small stateful API: assigning and removing change the roles it answers
 * with; once the presidency is handed over, the page is refused as the API refuses it.
 */
function rolesApi(options: { failAssign?: { status: number; body: unknown } } = {}) {
  let roles: ManageRolesResponse['roles'] = [{ ...president, role: 'president' }];
  const state = () => ok({ chapter, members: [president, jordan], roles });
  const presiding = () => roles.some((r) => r.role === 'president' && r.sub === president.sub);
  return mockApi({
    'GET /api/me': () => ok(presiding() ? presidentMe() : memberMe()),
    'GET /api/manage-roles': () => (presiding() ? state() : { status: 403, body: { message: 'Only presidents can manage roles' } }),
    'GET /api/party-events': ok({ events: [], nextCursor: null }),
    'POST /api/manage-roles': ({ body }) => {
      if (options.failAssign) return options.failAssign;
      const { sub, role } = body as { sub: string; role: 'media_manager' | 'president' };
      roles = [...roles.filter((r) => r.role !== role), { ...jordan, sub, role }];
      return state();
    },
    'DELETE /api/manage-roles/{role}': ({ url }) => {
      roles = roles.filter((r) => r.role !== url.pathname.split('/').pop());
      return state();
    },
  });
}

describe('/manage-roles', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('assigns a member the media manager role (the default), then removes it', async () => {
    const calls = rolesApi();
    const { user } = renderApp('/manage-roles');
    expect(await screen.findByText('Only one president and one media manager per organization.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveValue('media_manager');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Member' }), 'Jordan Lee (jordan@ua.edu)');
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    expect(await screen.findByText('Role assigned successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ sub: jordan.sub, role: 'media_manager' });
    const list = screen.getByRole('list', { name: 'Current roles' });
    await waitFor(() => expect(within(list).getByText('Jordan Lee')).toBeInTheDocument());

    await user.click(within(list).getByRole('button', { name: 'Remove Media Manager Jordan Lee' }));
    expect(await screen.findByText('Role removed successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(list).queryByText('Jordan Lee')).toBeNull());
  });

  it('asks before handing the presidency over, saying what it means; Cancel sends nothing', async () => {
    const calls = rolesApi();
    const { user } = renderApp('/manage-roles');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Member' }), 'Jordan Lee (jordan@ua.edu)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'President');
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Hand over the presidency?' });
    expect(within(dialog).getByText(/You will no longer be president of ΑΕΦ Alpha Epsilon Phi\. Jordan Lee will be its president/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByRole('list', { name: 'Current roles' })).toHaveTextContent('Avery Carter');
  });

  it('hands the presidency over once confirmed, then explains it where it was: no "Access Denied", no redirect', async () => {
    const calls = rolesApi();
    const { user, router } = renderApp('/manage-roles');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Member' }), 'Jordan Lee (jordan@ua.edu)');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'President');
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hand Over Presidency' }));

    const explained = await screen.findByRole('region', { name: 'Presidency handed over' });
    expect(within(explained).getByText('You handed over the presidency')).toBeInTheDocument();
    expect(within(explained).getByText(/Jordan Lee is now president of ΑΕΦ Alpha Epsilon Phi\. You are no longer its president/)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ sub: jordan.sub, role: 'president', confirmHandover: true });
    // The session's standing is read again (the menu loses the leader pages), but the roles are not: the API would refuse them.
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/me').length).toBeGreaterThan(1));
    expect(calls.filter((c) => c.path === '/api/manage-roles' && c.method === 'GET')).toHaveLength(1);
    expect(screen.queryByText('Access Denied')).toBeNull();
    expect(screen.queryByText('Only presidents can manage roles')).toBeNull();
    expect(router.state.location.pathname).toBe('/manage-roles');
    await user.click(within(explained).getByRole('link', { name: 'Go to Party Events' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
  });

  it("shows the API's reason when the role is taken", async () => {
    const taken = 'There is already a Media Manager for Alpha Epsilon Phi. Only one Media Manager per organization is allowed.';
    rolesApi({ failAssign: { status: 409, body: { message: taken } } });
    const { user } = renderApp('/manage-roles');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Member' }), 'Jordan Lee (jordan@ua.edu)');
    await user.click(screen.getByRole('button', { name: 'Assign Role' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
  });

  it.each([
    ['a member without the presidency', memberMe(), 'Only presidents can manage roles'],
    ['someone in no organization', me(), 'You must belong to an organization'],
  ])('turns away %s on the API\'s 403 (no `/me` of its own): "Access Denied", then /party-events', async (_who, who, reason) => {
    const calls = mockApi({
      'GET /api/me': ok(who),
      'GET /api/manage-roles': { status: 403, body: { message: reason } },
      'GET /api/party-events': ok({ events: [], nextCursor: null }),
    });
    const { router } = renderApp('/manage-roles');
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    expect(screen.getAllByText(reason).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
    expect(calls.filter((c) => c.path === '/api/manage-roles')).toHaveLength(1);
    expect(screen.queryByText('Failed to load organization')).toBeNull();
  });

  it('asks only for the roles on opening (one screen, one request: the roles request is the gate, `/me` is the session\'s kept copy)', async () => {
    const calls = rolesApi();
    renderApp('/manage-roles');
    expect(await screen.findByRole('combobox', { name: 'Member' })).toBeInTheDocument();
    // `/me` here is the header's, once per session; the page itself asks the roles once.
    expect(calls.filter((c) => c.path === '/api/manage-roles')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/me').length).toBeLessThanOrEqual(1);
  });
});
