import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { studentSub } from '../support/accounts';
import { presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { doorPass, doorScreen, partyEventId } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

// 03:15 UTC on November 22 is 9:15 PM on November 21 in the web project's zone (America/Chicago).
const lockedPass = doorPass(partyEventId, { lockedUntil: '2026-11-22T03:15:00.000Z' });
const unlockPath = `/api/door-passes/${lockedPass.id}/unlock`;
const LOCKED_TEXT = 'Locked after too many wrong PINs, until November 21, 2026 at 9:15 PM';

describe('/validate-ticket Door Passes panel', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('shows a locked pass as locked until when, and Unlock unlocks it: the list read again shows it open', async () => {
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      [`GET /api/party-events/${partyEventId}/door-screen`]: ok(doorScreen(partyEventId, { passes: [lockedPass] })),
      [`POST ${unlockPath}`]: ok({ ...lockedPass, lockedUntil: null }),
      [`GET /api/party-events/${partyEventId}/door-passes`]: ok({ passes: [{ ...lockedPass, lockedUntil: null }] }),
    });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    const list = await screen.findByRole('list', { name: 'Door passes' });
    expect(await within(list).findByText(LOCKED_TEXT)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(within(list).queryByText(LOCKED_TEXT)).not.toBeInTheDocument());
    expect(within(list).queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([unlockPath]);
  });

  it('offers no Unlock for a pass that is not locked, nor for a revoked one', async () => {
    mockApi({
      'GET /api/me': ok(presidentMe()),
      [`GET /api/party-events/${partyEventId}/door-screen`]: ok(
        doorScreen(partyEventId, { passes: [doorPass(partyEventId), { ...lockedPass, id: 'c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f', label: 'Back door', revokedAt: '2026-11-21T20:00:00.000Z' }] }),
      ),
    });
    renderApp(`/validate-ticket?event=${partyEventId}`);
    const list = await screen.findByRole('list', { name: 'Door passes' });
    expect(await within(list).findByText('Back door')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'Unlock' })).not.toBeInTheDocument();
    expect(within(list).queryByText(/Locked/)).not.toBeInTheDocument();
  });
});
