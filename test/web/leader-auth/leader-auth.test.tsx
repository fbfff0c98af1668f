import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaderAccessError } from '../../../web/src/features/leader-auth/leader-access';
import { me } from '../support/accounts';
import { chapter, schools, ut } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { type FakeAuth, clearSession, fakeAuthModule } from '../support/fake-auth';

const auth = vi.hoisted(() => ({ current: null as FakeAuth | null }));
vi.mock('../../../web/src/lib/auth/load', () => ({ loadAuth: async () => auth.current, warmAuth: () => undefined }));

beforeEach(() => {
  auth.current = fakeAuthModule();
});
afterEach(() => clearSession());

const sigmaChi = chapter();
const kappa = chapter({ id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d', letters: 'ΚΚΓ', name: 'Kappa Kappa Gamma', type: 'sorority' });
// An organization without Greek letters.
const triangle = chapter({ id: '2b3c4d5e-6f70-4b8c-9d0e-1f2a3b4c5d6e', letters: '', name: 'Triangle', type: 'fraternity' });

function api(taken = { president: false, media_manager: false }, meBody = me()) {
  return mockApi({
    'GET /api/schools': ok({ schools }),
    'GET /api/schools/{id}/chapters': ({ url }) => ok({ chapters: url.pathname.includes(ut.id) ? [sigmaChi, kappa, triangle] : [] }),
    'GET /api/chapters/{id}/roles': ok({ chapterId: sigmaChi.id, chapterName: sigmaChi.name, taken }),
    'GET /api/me': ok(meBody),
    'POST /api/leader-requests': ok({ request: {} }),
  });
}

async function openRegister() {
  const view = renderApp('/leader-auth');
  await view.user.click(await screen.findByRole('radio', { name: 'Register' }));
  await waitFor(() => expect(screen.getByRole('option', { name: `${ut.name} - ${ut.city}` })).toBeInTheDocument());
  return view;
}

async function fillRegistration(user: Awaited<ReturnType<typeof openRegister>>['user'], role: 'President' | 'Media Manager' = 'President') {
  await user.type(screen.getByLabelText('Email'), 'lee@ut.edu');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Full name'), 'Lee Lead');
  await user.selectOptions(screen.getByLabelText('1. School'), `${ut.name} - ${ut.city}`);
  await user.click(screen.getByRole('radio', { name: 'Fraternity' }));
  await waitFor(() => expect(screen.getByRole('option', { name: 'ΣΧ - Sigma Chi' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('3. Organization'), 'ΣΧ - Sigma Chi');
  await user.click(screen.getByRole('radio', { name: role }));
}

describe('/leader-auth registration (docs/spec/leader-admin-side.md §2, §5)', () => {
  it('lists organizations of the chosen type as "letters - name", with the empty messages', async () => {
    api();
    const { user } = await openRegister();
    await user.selectOptions(screen.getByLabelText('1. School'), `${ut.name} - ${ut.city}`);
    await user.click(screen.getByRole('radio', { name: 'Sorority' }));
    const organization = screen.getByLabelText('3. Organization');
    await waitFor(() => expect(within(organization).getByRole('option', { name: 'ΚΚΓ - Kappa Kappa Gamma' })).toBeInTheDocument());
    expect(within(organization).queryByRole('option', { name: 'ΣΧ - Sigma Chi' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Fraternity' }));
    await waitFor(() => expect(within(organization).getByRole('option', { name: 'ΣΧ - Sigma Chi' })).toBeInTheDocument());
    // No letters: the name alone, with no dash before it.
    expect(within(organization).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select your organization', 'ΣΧ - Sigma Chi', 'Triangle']);
    await user.click(screen.getByRole('radio', { name: 'Sorority' }));

    const asu = schools[0]!;
    await user.selectOptions(screen.getByLabelText('1. School'), `${asu.name} - ${asu.city}`);
    expect(await screen.findByText('No sororities found at this school')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Fraternity' }));
    expect(await screen.findByText('No fraternities found at this school')).toBeInTheDocument();
    expect(screen.getByText(/require admin approval/)).toBeInTheDocument();
  });

  it('refuses a role that is already held before creating any account', async () => {
    api({ president: true, media_manager: false });
    const { user } = await openRegister();
    await fillRegistration(user);
    await user.click(screen.getByRole('button', { name: 'Register as Leader' }));
    const title = await screen.findByText('Role already taken', { exact: true });
    expect(
      within(title.closest('li')!).getByText('There is already a President for Sigma Chi. Only one President per organization is allowed.'),
    ).toBeInTheDocument();
    expect(auth.current!.signUpUser).not.toHaveBeenCalled();
  });

  it('asks for a missing choice with Missing information', async () => {
    api();
    const { user } = await openRegister();
    await user.type(screen.getByLabelText('Email'), 'lee@ut.edu');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.type(screen.getByLabelText('Full name'), 'Lee Lead');
    await user.selectOptions(screen.getByLabelText('1. School'), `${ut.name} - ${ut.city}`);
    await user.click(screen.getByRole('button', { name: 'Register as Leader' }));
    const title = await screen.findByText('Missing information', { exact: true });
    expect(within(title.closest('li')!).getByText('Please select fraternity or sorority')).toBeInTheDocument();
    // Said where the choice is too, and read with it.
    expect(screen.getByRole('group', { name: '2. Fraternity or sorority' })).toHaveAccessibleDescription('Please select fraternity or sorority');
  });

  it('verifies the e-mail, files the request, signs out and goes to / with Leader request submitted!', async () => {
    const calls = api();
    const { user, router } = await openRegister();
    await fillRegistration(user, 'Media Manager');
    await user.click(screen.getByRole('button', { name: 'Register as Leader' }));
    await screen.findByRole('heading', { name: 'Verify Your Email' });
    expect(screen.getByRole('button', { name: 'Back to registration' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Leader request submitted!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/leader-requests')?.body).toEqual({
      chapterId: sigmaChi.id,
      role: 'media_manager',
    });
    expect(auth.current!.signUpUser).toHaveBeenCalledWith('lee@ut.edu', 'secret1', {
      email: 'lee@ut.edu',
      name: 'Lee Lead',
      'custom:school_id': ut.id,
    });
    expect(auth.current!.signOutUser).toHaveBeenCalled();
  });
});

describe('/leader-auth sign-in', () => {
  async function signInAs(meBody: ReturnType<typeof me>) {
    api(undefined, meBody);
    const view = renderApp('/leader-auth');
    await view.user.type(await screen.findByLabelText('Email'), 'lee@ut.edu');
    await view.user.type(screen.getByLabelText('Password'), 'secret1');
    await view.user.click(within(screen.getByRole('main')).getAllByRole('button', { name: 'Sign In' }).at(-1)!);
    return view;
  }

  it('turns away an account without an organization, signed out', async () => {
    await signInAs(me());
    expect(await screen.findByText('This account is not associated with an organization')).toBeInTheDocument();
    expect(auth.current!.signOutUser).toHaveBeenCalled();
  });

  it('tells a registered leader awaiting approval to wait (no organization until approved), signed out', async () => {
    await signInAs(me({ pendingLeaderRequest: true }));
    expect(await screen.findByText('This account does not have leader privileges. Please wait for admin approval.')).toBeInTheDocument();
    expect(screen.queryByText('This account is not associated with an organization')).toBeNull();
    expect(auth.current!.signOutUser).toHaveBeenCalled();
  });

  it('turns away an organization member without a role, signed out', async () => {
    await signInAs(me({ profile: { chapterId: sigmaChi.id } }));
    expect(await screen.findByText('This account does not have leader privileges. Please wait for admin approval.')).toBeInTheDocument();
    expect(auth.current!.signOutUser).toHaveBeenCalled();
  });

  it('sends a role holder to /create-event', async () => {
    const leader = me({
      profile: { chapterId: sigmaChi.id, isOrgAdmin: true },
      roles: [{ chapterId: sigmaChi.id, role: 'president', letters: 'ΣΧ', name: 'Sigma Chi', schoolName: ut.name }],
    });
    const { router } = await signInAs(leader);
    await waitFor(() => expect(router.state.location.pathname).toBe('/create-event'));
    expect(auth.current!.signOutUser).not.toHaveBeenCalled();
    expect(leaderAccessError(leader)).toBeNull();
  });
});
