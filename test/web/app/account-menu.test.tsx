import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { me } from '../support/accounts';
import { ut } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { type FakeAuth, clearSession, fakeAuthModule, storeSession } from '../support/fake-auth';

const auth = vi.hoisted(() => ({ current: null as FakeAuth | null }));
vi.mock('../../../web/src/lib/auth/load', () => ({ loadAuth: async () => auth.current }));

const sub = '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f';
const president = me({
  profile: { id: sub, fullName: 'Pat President', email: 'pat.president@utexas.edu', chapterId: 'c1', isOrgAdmin: true },
  roles: [{ chapterId: 'c1', role: 'president', letters: 'ΣΧ', name: 'Sigma Chi', schoolName: ut.name }],
});

beforeEach(() => {
  auth.current = fakeAuthModule();
});
afterEach(() => clearSession());

/** Waits for the landing page: the shell shown while the first route loads is replaced by then. */
async function landed() {
  await screen.findByRole('link', { name: 'Explore Events' });
}

/** The Main navigation as rendered now (never a reference kept across renders). */
const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

async function openMenu(body = president) {
  storeSession({ sub, email: 'pat.president@utexas.edu' });
  mockApi({ 'GET /api/me': ok(body) });
  const view = renderApp('/');
  await landed();
  // The desktop and the small-screen header both hold the avatar (CSS picks one; jsdom shows both).
  // Its name starts with the letters it shows (WCAG 2.5.3, label in name).
  const [avatar] = await screen.findAllByRole('button', { name: 'PA, account menu' });
  expect(avatar).toHaveTextContent('PA');
  await view.user.click(avatar!);
  const menu = await screen.findByRole('menu');
  await within(menu).findByText('Pat President · University of Texas at Austin');
  return { ...view, menu };
}

describe('the header of a signed-in role holder', () => {
  it('links My School, My Tickets and Create Event, and no Sign In', async () => {
    storeSession({ sub, email: 'pat.president@utexas.edu' });
    mockApi({ 'GET /api/me': ok(president) });
    renderApp('/');
    await landed();
    await waitFor(() => expect(within(mainNav()).getByRole('link', { name: 'Create Event' })).toBeInTheDocument());
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'My School' })).toHaveAttribute('href', '/my-school');
    expect(within(nav).getByRole('link', { name: 'My Tickets' })).toHaveAttribute('href', '/my-tickets');
    expect(within(nav).getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/create-event');
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign In' })).toBeNull();
  });

  it('has every account menu item of docs/spec/student-side.md §2', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByText('My Account')).toBeInTheDocument();
    expect(within(menu).getAllByText('pat.president@utexas.edu').length).toBeGreaterThan(0);
    expect(within(menu).getByText('ΣΧ Sigma Chi · President')).toBeInTheDocument();
    const items = within(menu).getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toEqual([
      'My ProfilePat President · University of Texas at Austin',
      'Create Event',
      'Manage Roles',
      'My School',
      'Emailpat.president@utexas.edu',
      'Add Phone Number',
      'Feedback & Help',
      'Sign Out',
    ]);
    expect(within(menu).getByRole('menuitem', { name: /My Profile/ })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Create Event' })).toHaveAttribute('href', '/create-event');
    expect(within(menu).getByRole('menuitem', { name: 'My School' })).toHaveAttribute('href', '/my-school');
  });

  it('links Manage Roles for a president, at /manage-roles', async () => {
    const { menu } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Manage Roles' })).toHaveAttribute('href', '/manage-roles');
  });

  it('hides Manage Roles from a media manager: only presidents manage roles', async () => {
    const { menu } = await openMenu({ ...president, roles: [{ ...president.roles[0]!, role: 'media_manager' }] });
    expect(within(menu).getByRole('menuitem', { name: 'Create Event' })).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Manage Roles' })).toBeNull();
  });

  it('hides Create Event from a student without a role', async () => {
    const { menu } = await openMenu(me({ profile: { id: sub, fullName: 'Pat President' } }));
    expect(within(menu).queryByRole('menuitem', { name: 'Create Event' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'Manage Roles' })).toBeNull();
    expect(within(mainNav()).getByRole('link', { name: 'My School' })).toBeInTheDocument();
    expect(within(mainNav()).queryByRole('link', { name: 'Create Event' })).toBeNull();
  });

  it('shows platform admins the way to the Admin Dashboard, and nobody else', async () => {
    const { menu } = await openMenu({ ...president, isAdmin: true });
    expect(within(menu).getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('opens Send Feedback from Feedback & Help', async () => {
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Feedback & Help' }));
    expect(await screen.findByRole('dialog', { name: 'Send Feedback' })).toBeInTheDocument();
  });

  it('signs out with "Signed out / You have been successfully signed out" and goes to /', async () => {
    const { user, menu, router } = await openMenu();
    await router.navigate('/schools');
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    const title = await screen.findByText('Signed out', { exact: true });
    expect(within(title.closest('li')!).getByText('You have been successfully signed out')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(auth.current!.signOutUser).toHaveBeenCalled();
    expect(await screen.findAllByRole('link', { name: 'Get Started' })).not.toHaveLength(0);
  });

  it('says "Failed to sign out" when Cognito refuses', async () => {
    auth.current!.signOutUser.mockRejectedValueOnce(new Error('network'));
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign Out' }));
    expect(await screen.findByText('Failed to sign out')).toBeInTheDocument();
  });
});
