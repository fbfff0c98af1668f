import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { me } from '../support/accounts';
import { schools, ut } from '../support/fixtures';
import { type MockReply, mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { type FakeAuth, clearSession, fakeAuthModule } from '../support/fake-auth';

const auth = vi.hoisted(() => ({ current: null as FakeAuth | null }));
vi.mock('../../../web/src/lib/auth/load', () => ({ loadAuth: async () => auth.current, warmAuth: () => undefined }));

beforeEach(() => {
  auth.current = fakeAuthModule();
});
afterEach(() => clearSession());

const OFFICE_HELD = 'This account already works for the Greek-life office of Arizona State University';

function api(meBody = me(), officeRequest: MockReply = ok({ request: {} })) {
  return mockApi({
    'GET /api/schools': ok({ schools }),
    'GET /api/schools/{id}/chapters': ok({ chapters: [] }),
    'GET /api/me': ok(meBody),
    'POST /api/office-requests': officeRequest,
  });
}

async function openOfficeRegister() {
  const view = renderApp('/leader-auth');
  await view.user.click(await screen.findByRole('radio', { name: 'Register' }));
  await view.user.click(screen.getByRole('checkbox', { name: "I work for a school's Greek-life office" }));
  await waitFor(() => expect(screen.getByRole('option', { name: `${ut.name} - ${ut.city}` })).toBeInTheDocument());
  return view;
}

async function fill(user: Awaited<ReturnType<typeof openOfficeRegister>>['user'], jobTitle: string) {
  await user.type(screen.getByLabelText('Email'), 'robin@ut.edu');
  await user.type(screen.getByLabelText('Password'), 'secret1');
  await user.type(screen.getByLabelText('Full name'), 'Robin Office');
  await user.selectOptions(screen.getByLabelText('School'), `${ut.name} - ${ut.city}`);
  if (jobTitle) await user.type(screen.getByLabelText(/^Job title/), jobTitle);
}

async function verify(user: Awaited<ReturnType<typeof openOfficeRegister>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Request office access' }));
  await screen.findByRole('heading', { name: 'Verify Your Email' });
  await user.type(screen.getByLabelText('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('/leader-auth registration for a Greek-life office', () => {
  it('asks for the school and a job title instead of an organization and a role', async () => {
    api();
    const { user } = await openOfficeRegister();
    expect(screen.queryByLabelText('3. Organization')).toBeNull();
    expect(screen.queryByRole('group', { name: '4. Leadership role' })).toBeNull();
    await fill(user, '');
    await user.click(screen.getByRole('button', { name: 'Request office access' }));
    expect(await screen.findByText('Please enter your job title')).toBeInTheDocument();
    expect(auth.current!.signUpUser).not.toHaveBeenCalled();
  });

  it('verifies the e-mail, files the office request, signs out and goes to / with Office request submitted!', async () => {
    const calls = api();
    const { user, router } = await openOfficeRegister();
    await fill(user, 'Assistant Director');
    await verify(user);
    expect(await screen.findByText('Office request submitted!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/office-requests')?.body).toEqual({ schoolId: ut.id, jobTitle: 'Assistant Director' });
    expect(auth.current!.signOutUser).toHaveBeenCalled();
  });

  it("shows the API's refusal (an office already held) and signs out", async () => {
    api(me(), { status: 409, body: { message: OFFICE_HELD } });
    const { user, router } = await openOfficeRegister();
    await fill(user, 'Assistant Director');
    await verify(user);
    expect(await screen.findByText(OFFICE_HELD)).toBeInTheDocument();
    expect(auth.current!.signOutUser).toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/leader-auth');
  });
});

describe('/leader-auth sign-in of a Greek-life office', () => {
  it('sends an approved office to /office, signed in', async () => {
    api(me({ office: { schoolId: ut.id, schoolName: ut.name } }));
    const { user, router } = renderApp('/leader-auth');
    await user.type(await screen.findByLabelText('Email'), 'robin@ut.edu');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(within(screen.getByRole('main')).getAllByRole('button', { name: 'Sign In' }).at(-1)!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/office'));
    expect(auth.current!.signOutUser).not.toHaveBeenCalled();
  });
});

describe('/auth sign-in of a Greek-life office', () => {
  async function signInAt(path: string) {
    api(me({ office: { schoolId: ut.id, schoolName: ut.name } }));
    const view = renderApp(path);
    await view.user.type(await screen.findByLabelText('Email'), 'robin@ut.edu');
    await view.user.type(screen.getByLabelText('Password'), 'secret1');
    await view.user.click(screen.getByRole('button', { name: 'Sign In' }));
    return view;
  }

  it('lands on /office when nothing else was asked for', async () => {
    const { router } = await signInAt('/auth?mode=login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/office'));
  });

  it('goes where the sign-in was asked from otherwise', async () => {
    const { router } = await signInAt('/auth?mode=login&redirect=%2Fmy-school');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-school'));
  });
});
