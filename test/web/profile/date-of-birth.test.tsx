import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

describe('/profile date of birth', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  });

  it('saves a date of birth, says it is private, and removes it', async () => {
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'PUT /api/me/profile': (req) => ok(me({ dateOfBirth: (req.body as { dateOfBirth: string | null }).dateOfBirth })),
    });
    renderApp('/profile');
    const field = await screen.findByLabelText('Date of birth');
    expect(screen.getByText(/Optional and private: no one else ever sees it/)).toBeInTheDocument();
    // Its purpose is named, so the browser can fill it in (WCAG 1.3.5).
    expect(field).toHaveAttribute('autocomplete', 'bday');
    fireEvent.change(field, { target: { value: '2001-05-17' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ dateOfBirth: '2001-05-17' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1]?.body).toEqual({ dateOfBirth: null });
  });

  it('refuses a future date on the device, sending nothing', async () => {
    const calls = mockApi({ 'GET /api/me': ok(me()) });
    renderApp('/profile');
    fireEvent.change(await screen.findByLabelText('Date of birth'), { target: { value: '2999-01-01' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a valid date of birth');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });
});
