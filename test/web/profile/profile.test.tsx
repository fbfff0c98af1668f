import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../support/accounts';
import { chapter } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, sessionMocks, signIn, signOut } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const details = () => screen.getByRole('heading', { name: 'Account Details' }).parentElement as HTMLElement;
const detail = (label: string) => within(details()).getByText(label).nextElementSibling?.textContent;

describe('/profile', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  });

  it('sends a signed-out visitor to sign in, with the way back', async () => {
    signOut();
    mockApi({});
    const { router } = renderApp('/profile');
    await waitFor(() => expect(router.state.location.search).toBe('?mode=login&redirect=%2Fprofile'));
  });

  it('opens on My Profile: school banner, activity counts and read-only account details', async () => {
    mockApi({ 'GET /api/me': ok(me({ activity: { totalTickets: 3, eventsAttended: 1, savedEvents: 4, friends: 0 } })) });
    renderApp('/profile');
    expect(await screen.findByRole('tab', { name: 'My Profile', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'My Feed' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Friends' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Jordan Avery' })).toBeInTheDocument();

    expect(screen.getByText('Your school').nextElementSibling).toHaveTextContent('University of Texas at Austin');
    const counts = screen.getByRole('heading', { name: 'Activity Overview' }).parentElement as HTMLElement;
    expect(within(counts).getByText('Total Tickets').previousElementSibling).toHaveTextContent('3');
    expect(within(counts).getByText('Events Attended').previousElementSibling).toHaveTextContent('1');
    expect(within(counts).getByText('Saved Events').previousElementSibling).toHaveTextContent('4');
    expect(within(counts).getByText('Friends').previousElementSibling).toHaveTextContent('0');

    expect(detail('Full Name')).toBe('Jordan Avery');
    expect(detail('Email')).toBe('jordan.avery@utexas.edu');
    expect(detail('School')).toBe('University of Texas at Austin');
    expect(detail('Member Since')).toBe('September 3, 2026');
    expect(within(details()).queryByRole('textbox')).toBeNull();
    expect(screen.queryByText('Organization Administrator')).toBeNull();
  });

  it('shows the phone for a phone account, and a nudge when no school is chosen', async () => {
    signIn({ sub: studentSub, phone: '+15125550123' });
    mockApi({ 'GET /api/me': ok(me({ profile: { email: null, phone: '+15125550123', schoolId: null, schoolName: null, schoolState: null } })) });
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Account Details' });
    expect(detail('Phone')).toBe('+15125550123');
    expect(detail('School')).toBe('Not selected');
    expect(screen.getByRole('link', { name: 'Choose your school' })).toHaveAttribute('href', '/my-school');
  });

  it('shows the Organization Administrator note to a role holder', async () => {
    const c = chapter();
    mockApi({
      'GET /api/me': ok(
        me({
          profile: { chapterId: c.id, isOrgAdmin: true },
          roles: [{ chapterId: c.id, role: 'media_manager', letters: 'ΣΧ', name: 'Sigma Chi', schoolName: c.schoolName }],
        }),
      ),
    });
    renderApp('/profile');
    const note = (await screen.findByRole('heading', { name: 'Organization Administrator' })).parentElement as HTMLElement;
    expect(note).toHaveTextContent('You are the Media Manager of ΣΧ Sigma Chi at University of Texas at Austin.');
  });

  describe('Danger Zone', () => {
    async function openDeletion() {
      const view = renderApp('/profile');
      await view.user.click(await screen.findByRole('button', { name: 'Delete Account' }));
      return view;
    }

    it('deletes the account only after DELETE, signs out and goes home with "Account Deleted"', async () => {
      const calls = mockApi({ 'GET /api/me': ok(me()), 'DELETE /api/me': ok({ ok: true }) });
      const { user, router, client } = await openDeletion();
      const input = screen.getByLabelText(/to confirm/);
      const confirm = screen.getByRole('button', { name: 'Permanently Delete Account' });
      expect(confirm).toBeDisabled();

      await user.type(input, 'delete');
      await user.click(confirm);
      expect(await screen.findByText('Confirmation Required')).toBeInTheDocument();
      expect(screen.getByText('Please type DELETE to confirm account deletion')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

      await user.clear(input);
      await user.type(input, 'DELETE');
      await user.click(confirm);
      expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: '/api/me', search: '', body: { confirm: 'DELETE' } }]);
      expect(sessionMocks.signOutAfterDeletion).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(client.getQueryData(['me'])).toBeUndefined();
    });

    it('shows the server message when deletion fails, and stays', async () => {
      mockApi({ 'GET /api/me': ok(me()), 'DELETE /api/me': { status: 409, body: { message: 'Account deletion is already in progress' } } });
      const { user, router } = await openDeletion();
      await user.type(screen.getByLabelText(/to confirm/), 'DELETE');
      await user.click(screen.getByRole('button', { name: 'Permanently Delete Account' }));
      expect(await screen.findByText('Account deletion is already in progress')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/profile');
      expect(sessionMocks.signOutAfterDeletion).not.toHaveBeenCalled();
    });

    it('falls back to "Failed to delete account. Please try again." without a message', async () => {
      mockApi({ 'GET /api/me': ok(me()), 'DELETE /api/me': { status: 500, body: {} } });
      const { user } = await openDeletion();
      await user.type(screen.getByLabelText(/to confirm/), 'DELETE');
      await user.click(screen.getByRole('button', { name: 'Permanently Delete Account' }));
      expect(await screen.findByText('Failed to delete account. Please try again.')).toBeInTheDocument();
    });
  });
});
