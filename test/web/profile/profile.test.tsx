import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../support/accounts';
import { chapter } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, sessionMocks, signIn, signOut } from '../support/session-mock';
import { type FakeAuth, fakeAuthModule } from '../support/fake-auth';
import { ACCOUNT_NAME_ISSUE, unusableAccountNameMessage } from '../../../shared/account-name';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);
const auth = vi.hoisted(() => ({ current: null as FakeAuth | null }));
vi.mock('../../../web/src/lib/auth/load', () => ({ loadAuth: async () => auth.current, warmAuth: () => undefined }));

const details = () => screen.getByRole('heading', { name: 'Account Details' }).parentElement as HTMLElement;
const detail = (label: string) => within(details()).getByText(label).nextElementSibling?.textContent;

describe('/profile', () => {
  beforeEach(() => {
    resetSession();
    auth.current = fakeAuthModule();
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
      expect(sessionMocks.signOutEndedSession).toHaveBeenCalledTimes(1);
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
      expect(sessionMocks.signOutEndedSession).not.toHaveBeenCalled();
    });

    it('falls back to "Failed to delete account. Please try again." without a message', async () => {
      mockApi({ 'GET /api/me': ok(me()), 'DELETE /api/me': { status: 500, body: {} } });
      const { user } = await openDeletion();
      await user.type(screen.getByLabelText(/to confirm/), 'DELETE');
      await user.click(screen.getByRole('button', { name: 'Permanently Delete Account' }));
      expect(await screen.findByText('Failed to delete account. Please try again.')).toBeInTheDocument();
    });
  });

  describe('a name the API refused', () => {
    const reason = 'Full name cannot contain invisible, control or text-direction characters';
    const refusal = { status: 400, body: { message: unusableAccountNameMessage(reason), issues: [{ path: ACCOUNT_NAME_ISSUE, message: reason }] } };

    it('asks for the full name again, says why, checks it as the sign-up form does, and shows the profile once the account has it', async () => {
      let named = false;
      mockApi({ 'GET /api/me': () => (named ? ok(me()) : refusal) });
      const { user } = renderApp('/profile');
      expect(await screen.findByRole('heading', { name: 'Your Name' })).toBeInTheDocument();
      const field = screen.getByLabelText('Full name');
      expect(field).toHaveAccessibleDescription(unusableAccountNameMessage(reason));
      expect(screen.queryByText('Failed to load profile')).toBeNull();

      await user.type(field, 'Jordan\u200bAvery');
      await user.click(screen.getByRole('button', { name: 'Save Name' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(reason);
      expect(auth.current!.setAccountName).not.toHaveBeenCalled();

      await user.clear(field);
      await user.type(field, '  Jordan Avery ');
      auth.current!.setAccountName.mockImplementation(async () => {
        named = true;
      });
      await user.click(screen.getByRole('button', { name: 'Save Name' }));
      expect(await screen.findByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
      expect(auth.current!.setAccountName).toHaveBeenCalledExactlyOnceWith('Jordan Avery');
      expect(screen.queryByRole('heading', { name: 'Your Name' })).toBeNull();
    });

    it('keeps the form and says so when the account cannot be updated', async () => {
      mockApi({ 'GET /api/me': refusal });
      auth.current!.setAccountName.mockRejectedValue(Object.assign(new Error('Network error'), { name: 'NetworkError' }));
      const { user } = renderApp('/profile');
      await user.type(await screen.findByLabelText('Full name'), 'Jordan Avery');
      await user.click(screen.getByRole('button', { name: 'Save Name' }));
      expect(await screen.findByText('Failed to save your name')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Your Name' })).toBeInTheDocument();
    });
  });

  describe('Sign Out Everywhere', () => {
    it('ends every session at the API, then this browser’s, and goes home', async () => {
      const calls = mockApi({ 'GET /api/me': ok(me()), 'POST /api/me/sign-out-everywhere': ok({ ok: true }) });
      const { user, router, client } = renderApp('/profile');
      await user.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
      expect(await screen.findByText('Signed out everywhere')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST')).toEqual([{ method: 'POST', path: '/api/me/sign-out-everywhere', search: '', body: undefined }]);
      expect(sessionMocks.signOutEndedSession).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(client.getQueryData(['me'])).toBeUndefined();
    });

    it('stays signed in and says so when it fails', async () => {
      mockApi({ 'GET /api/me': ok(me()), 'POST /api/me/sign-out-everywhere': { status: 502, body: { message: 'Failed to sign out everywhere. Please try again.' } } });
      const { user, router } = renderApp('/profile');
      await user.click(await screen.findByRole('button', { name: 'Sign Out Everywhere' }));
      expect(await screen.findByText('Failed to sign out everywhere. Please try again.')).toBeInTheDocument();
      expect(sessionMocks.signOutEndedSession).not.toHaveBeenCalled();
      expect(router.state.location.pathname).toBe('/profile');
    });
  });
});
