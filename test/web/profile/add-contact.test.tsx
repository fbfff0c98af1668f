import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { me } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { type FakeAuth, clearSession, cognitoError, fakeAuthModule, storeSession } from '../support/fake-auth';

const auth = vi.hoisted(() => ({ current: null as FakeAuth | null }));
vi.mock('../../../web/src/lib/auth/load', () => ({ loadAuth: async () => auth.current }));

const sub = '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f';
const phone = '+15125550100';

beforeEach(() => {
  auth.current = fakeAuthModule();
});
afterEach(() => clearSession());

/** Signs in (as the stored session), lands on / and opens the account menu. */
async function openMenu(user: { email?: string; phone?: string }) {
  storeSession({ sub, ...user });
  mockApi({ 'GET /api/me': ok(me({ profile: { id: sub, email: user.email ?? null, phone: user.phone ?? null } })) });
  const view = renderApp('/');
  await screen.findByRole('link', { name: 'Explore Events' });
  const trigger = await waitFor(() => {
    const found = screen.getAllByRole('button').find((b) => b.getAttribute('aria-haspopup') === 'menu');
    if (!found) throw new Error('no account menu yet');
    return found;
  });
  await view.user.click(trigger);
  return { ...view, menu: await screen.findByRole('menu') };
}

const items = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

describe('the account menu of a phone account', () => {
  it('shows the phone number and offers Add Email, not "Email: Not set" and Add Phone Number', async () => {
    const { menu } = await openMenu({ phone });
    expect(items(menu)).toContain(`Phone${phone}`);
    expect(items(menu)).toContain('Add Email');
    expect(within(menu).queryByText('Not set')).not.toBeInTheDocument();
    expect(within(menu).queryByText('Add Phone Number')).not.toBeInTheDocument();
  });

  it('Add Email: the address, then the code sent to it; verified, the menu shows it and offers nothing more', async () => {
    const address = 'jo.avery@utexas.edu';
    auth.current!.confirmContact.mockImplementation(async () => storeSession({ sub, email: address, phone }));
    const { user, menu } = await openMenu({ phone });
    await user.click(within(menu).getByRole('menuitem', { name: 'Add Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Email' });
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(auth.current!.addContact).not.toHaveBeenCalled();

    await user.clear(within(dialog).getByLabelText('Email'));
    await user.type(within(dialog).getByLabelText('Email'), address);
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
    expect(within(dialog).getByText(`Enter the 6-digit code we sent to ${address}`)).toBeInTheDocument();
    expect(auth.current!.addContact).toHaveBeenCalledWith('email', address);

    await user.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    expect(auth.current!.resendContactCode).toHaveBeenCalledWith('email');
    await user.type(within(dialog).getByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Email added')).toBeInTheDocument();
    expect(auth.current!.confirmContact).toHaveBeenCalledWith('email', '123456');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add Email' })).not.toBeInTheDocument());

    const again = await openMenuAgain(user);
    expect(items(again)).toEqual(expect.arrayContaining([`Email${address}`, `Phone${phone}`]));
    expect(items(again).some((i) => i?.startsWith('Add '))).toBe(false);
  });

  it('an e-mail another account uses is refused and stays unverified', async () => {
    auth.current!.confirmContact.mockRejectedValueOnce(cognitoError('AliasExistsException', 'An account with the email already exists.'));
    const { user, menu } = await openMenu({ phone });
    await user.click(within(menu).getByRole('menuitem', { name: 'Add Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Email' });
    await user.type(within(dialog).getByLabelText('Email'), 'taken@utexas.edu');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    await user.type(await within(dialog).findByLabelText('Verification code'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('This email is already registered to another account.')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Verify Your Email' })).toBeInTheDocument();
  });
});

describe('the account menu of an e-mail account', () => {
  it('Add Phone Number asks for the number (E.164) and sends its code', async () => {
    const { user, menu } = await openMenu({ email: 'jo.avery@utexas.edu' });
    expect(items(menu)).toContain('Emailjo.avery@utexas.edu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Add Phone Number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Phone Number' });
    await user.type(within(dialog).getByLabelText('Phone number'), '15125550100');
    await user.click(within(dialog).getByRole('button', { name: 'Send Code' }));
    expect(await within(dialog).findByRole('heading', { name: 'Verify Your Phone' })).toBeInTheDocument();
    expect(auth.current!.addContact).toHaveBeenCalledWith('phone', phone);
  });
});

/** Opens the menu again on the page as it is now. */
async function openMenuAgain(user: ReturnType<typeof renderApp>['user']) {
  const trigger = screen.getAllByRole('button').find((b) => b.getAttribute('aria-haspopup') === 'menu')!;
  await user.click(trigger);
  return screen.findByRole('menu');
}
