import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { me } from '../support/accounts';
import { schools, ut } from '../support/fixtures';
import { type FakeAuth, clearSession, cognitoError, fakeAuthModule, storeSession } from '../support/fake-auth';
import { ACCOUNT_NAME_ISSUE, unusableAccountNameMessage } from '../../../shared/account-name';

const auth = vi.hoisted(() => ({ current: null as FakeAuth | null }));
vi.mock('../../../web/src/lib/auth/load', () => ({ loadAuth: async () => auth.current, warmAuth: () => undefined }));

beforeEach(() => {
  auth.current = fakeAuthModule();
});
afterEach(() => clearSession());

const api = () => mockApi({ 'GET /api/schools': ok({ schools }), 'GET /api/me': ok(me()) });

/** The toast's title and description (sonner renders them in one list item). */
async function toastWith(title: string, description?: string) {
  const titleEl = await screen.findByText(title, { exact: true });
  if (description) expect(within(titleEl.closest('li')!).getByText(description, { exact: true })).toBeInTheDocument();
}

async function openSignUp(method: 'Email' | 'Phone' = 'Email') {
  api();
  const view = renderApp('/auth?mode=signup');
  await screen.findByLabelText('Full name');
  if (method === 'Phone') await view.user.click(screen.getByRole('radio', { name: 'Phone' }));
  await waitFor(() => expect(screen.getByRole('option', { name: ut.name })).toBeInTheDocument());
  return view;
}

describe('/auth sign-up validation (docs/spec/student-side.md §5)', () => {
  /** Fills the e-mail sign-up form (school optional) and submits it. */
  async function submitEmailSignUp(values: { fullName: string; email: string; password: string; school?: string }) {
    const { user } = await openSignUp();
    if (values.fullName) await user.type(screen.getByLabelText('Full name'), values.fullName);
    if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
    if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
    if (values.school) await user.selectOptions(screen.getByLabelText('School'), values.school);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    return user;
  }

  it('rejects an invalid e-mail address', async () => {
    await submitEmailSignUp({ fullName: 'Jo Avery', email: 'nope', password: 'secret1', school: ut.name });
    await toastWith('Validation Error', 'Invalid email address');
  });

  it('rejects a password under 6 characters', async () => {
    await submitEmailSignUp({ fullName: 'Jo Avery', email: 'jo@ut.edu', password: '12345', school: ut.name });
    await toastWith('Validation Error', 'Password must be at least 6 characters');
  });

  it('requires a full name of at least 2 characters', async () => {
    await submitEmailSignUp({ fullName: 'J', email: 'jo@ut.edu', password: 'secret1', school: ut.name });
    await toastWith('Validation Error', 'Full name is required');
  });

  it('refuses a full name with an invisible or text-direction character, as the API does', async () => {
    await submitEmailSignUp({ fullName: 'Jo\u200bAvery', email: 'jo@ut.edu', password: 'secret1', school: ut.name });
    await toastWith('Validation Error', 'Full name cannot contain invisible, control or text-direction characters');
    expect(auth.current!.signUpUser).not.toHaveBeenCalled();
  });

  it('requires a school: School required / Please select your school', async () => {
    await submitEmailSignUp({ fullName: 'Jo Avery', email: 'jo@ut.edu', password: 'secret1' });
    await toastWith('School required', 'Please select your school');
    expect(auth.current!.signUpUser).not.toHaveBeenCalled();
  });

  it('marks each field in error where it is: invalid, the message under it read with the field, the focus on the first', async () => {
    const user = await submitEmailSignUp({ fullName: 'J', email: 'nope', password: 'secret1' });
    const fullName = screen.getByLabelText('Full name');
    await waitFor(() => expect(fullName).toHaveAttribute('aria-invalid', 'true'));
    expect(fullName).toHaveAccessibleDescription('Full name is required');
    expect(fullName).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('School')).toHaveAccessibleDescription('Please select your school');
    // A valid field keeps only its hint.
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('At least 6 characters');

    // Corrected, the field is checked again as it changes: the mark and the message go.
    await user.type(fullName, 'o Avery');
    await waitFor(() => expect(fullName).not.toHaveAttribute('aria-invalid'));
    expect(fullName).not.toHaveAccessibleDescription();
  });

  it('names the purpose of each field about the user, so the browser can fill it in', async () => {
    const { user } = await openSignUp();
    const purposes = () => ['Full name', 'Email', 'Phone number', 'Password'].flatMap((label) => screen.queryAllByLabelText(label).map((f) => [label, f.getAttribute('autocomplete')]));
    expect(purposes()).toEqual([['Full name', 'name'], ['Email', 'email'], ['Password', 'new-password']]);
    await user.click(screen.getByRole('radio', { name: 'Phone' }));
    expect(purposes()).toEqual([['Full name', 'name'], ['Phone number', 'tel'], ['Password', 'new-password']]);
  });

  it('checks the phone number against E.164', async () => {
    const { user } = await openSignUp('Phone');
    await user.type(screen.getByLabelText('Full name'), 'Jordan Avery');
    await user.type(screen.getByLabelText('Phone number'), '0123');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    await toastWith('Validation Error', 'Invalid phone number (use E.164 format: +1234567890)');
  });

  it('says when the e-mail is already registered', async () => {
    auth.current!.signUpUser.mockRejectedValueOnce(cognitoError('UsernameExistsException', 'User already exists'));
    const { user } = await openSignUp();
    await user.type(screen.getByLabelText('Full name'), 'Jo Avery');
    await user.type(screen.getByLabelText('Email'), 'jo@ut.edu');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.selectOptions(screen.getByLabelText('School'), ut.name);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await toastWith('This email is already registered. Please sign in instead.');
  });
});

describe('the code step', () => {
  async function submitPhoneSignUp() {
    const view = await openSignUp('Phone');
    const { user } = view;
    await user.type(screen.getByLabelText('Full name'), 'Jo Avery');
    await user.type(screen.getByLabelText('Phone number'), '15125550100');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.selectOptions(screen.getByLabelText('School'), ut.name);
    await user.click(screen.getByRole('button', { name: 'Send Code' }));
    return view;
  }

  async function reachPhoneCode() {
    const view = await submitPhoneSignUp();
    await screen.findByRole('heading', { name: 'Verify Your Phone' });
    return view;
  }

  it('phone: Back to sign up, then Send Code again goes back to the code step (the module resends the code)', async () => {
    const { user } = await reachPhoneCode();
    await user.click(screen.getByRole('button', { name: 'Back to sign up' }));
    auth.current!.signUpUser.mockResolvedValueOnce('codeResent');
    await user.click(await screen.findByRole('button', { name: 'Send Code' }));
    expect(await screen.findByRole('heading', { name: 'Verify Your Phone' })).toBeInTheDocument();
    expect(screen.getByText('Enter the 6-digit code we sent to +15125550100')).toBeInTheDocument();
    expect(screen.queryByText(/already registered/)).not.toBeInTheDocument();
  });

  it('phone: a confirmed number is told about the phone number, not an e-mail', async () => {
    auth.current!.signUpUser.mockRejectedValueOnce(cognitoError('UsernameExistsException', 'User already exists'));
    await submitPhoneSignUp();
    await toastWith('This phone number is already registered. Please sign in instead.');
  });

  it('signs up by phone with the name and school as attributes', async () => {
    await reachPhoneCode();
    expect(auth.current!.signUpUser).toHaveBeenCalledWith('+15125550100', 'secret1', {
      phone_number: '+15125550100',
      name: 'Jo Avery',
      'custom:school_id': ut.id,
    });
  });

  it('keeps digits only (at most 6) and enables Verify at exactly 6 digits', async () => {
    const { user } = await reachPhoneCode();
    const input = screen.getByLabelText('Verification code');
    const verify = screen.getByRole('button', { name: 'Verify' });
    await user.type(input, '12a-3 4');
    expect(input).toHaveValue('1234');
    expect(verify).toBeDisabled();
    await user.type(input, '56789');
    expect(input).toHaveValue('123456');
    expect(verify).toBeEnabled();
  });

  it('resends the code: Code resent!', async () => {
    const { user } = await reachPhoneCode();
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    await toastWith('Code resent!');
    expect(auth.current!.resendCode).toHaveBeenCalledWith('+15125550100');
  });

  it('reports a wrong code and stays on the code screen', async () => {
    auth.current!.confirmSignUpCode.mockRejectedValueOnce(cognitoError('CodeMismatchException', 'Invalid verification code provided'));
    const { user } = await reachPhoneCode();
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await toastWith('Verification failed', 'Invalid or expired verification code');
    expect(screen.getByRole('heading', { name: 'Verify Your Phone' })).toBeInTheDocument();
  });

  it('goes back to sign up', async () => {
    const { user } = await reachPhoneCode();
    await user.click(screen.getByRole('button', { name: 'Back to sign up' }));
    expect(await screen.findByLabelText('Phone number')).toBeInTheDocument();
  });

  it('after the code: signs in, loads the profile and returns to the page asked for', async () => {
    const calls = api();
    const { user, router } = renderApp('/auth?mode=signup&redirect=%2Fmy-school');
    await screen.findByLabelText('Full name');
    await waitFor(() => expect(screen.getByRole('option', { name: ut.name })).toBeInTheDocument());
    await user.type(screen.getByLabelText('Full name'), 'Jordan Avery');
    await user.type(screen.getByLabelText('Email'), 'jordan@utexas.edu');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.selectOptions(screen.getByLabelText('School'), ut.name);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-school'));
    expect(auth.current!.confirmSignUpCode).toHaveBeenCalledWith('jordan@utexas.edu', '123456');
    expect(auth.current!.signInWithPassword).toHaveBeenCalledWith('jordan@utexas.edu', 'secret1');
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/me')).toBe(true);
  });
});

describe('signing in to an account whose name the API refuses', () => {
  it('says why and goes, still signed in, to My Profile to enter the name again', async () => {
    const reason = 'Full name must be less than 100 characters';
    mockApi({
      'GET /api/schools': ok({ schools }),
      'GET /api/me': { status: 400, body: { message: unusableAccountNameMessage(reason), issues: [{ path: ACCOUNT_NAME_ISSUE, message: reason }] } },
    });
    const { user, router } = renderApp('/auth?mode=login&redirect=%2Fmy-school');
    await user.type(await screen.findByLabelText('Email'), 'jordan@utexas.edu');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    await toastWith('Please enter your full name again', unusableAccountNameMessage(reason));
    expect(auth.current!.signOutUser).not.toHaveBeenCalled();
    expect(await screen.findByRole('heading', { name: 'Your Name' })).toBeInTheDocument();
  });
});

describe('/auth for a signed-in visitor', () => {
  it('sends them to /', async () => {
    storeSession({ sub: '0f9e8d7c-6b5a-4c3d-9e2f-1a0b9c8d7e6f', email: 'jordan@utexas.edu' });
    api();
    const { router } = renderApp('/auth?mode=login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
