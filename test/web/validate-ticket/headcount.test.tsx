import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { studentSub } from '../support/accounts';
import { presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { doorScreen, partyEventId, ticket } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const code = ticket().qrCode;
const count = (insideNow: number, capacity = 150) => ({ insideNow, capacity, full: insideNow >= capacity, entries: insideNow + 1, exits: 1, peakInside: insideNow + 1, limit: capacity, monitorsIn: 0, needsMonitor: false });

describe('/validate-ticket headcount', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('shows inside now against capacity, sends exit scans in exit mode, and follows each scan’s count', async () => {
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      [`GET /api/party-events/${partyEventId}/door-screen`]: ok(doorScreen(partyEventId, { headcount: count(9) })),
      'POST /api/tickets/validate': ok({ valid: true, message: 'Exit recorded. This ticket may come back in.', headcount: count(8) }),
    });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    const status = await screen.findByRole('status', { name: 'Headcount' });
    await within(status).findByText('9 / 150 inside now');
    await user.click(screen.getByRole('radio', { name: 'Exit' }));
    await user.type(screen.getByLabelText('QR Code'), `${code}{Enter}`);
    expect(await screen.findByText('Exit Recorded')).toBeInTheDocument();
    expect(await within(status).findByText('8 / 150 inside now')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ direction: 'exit' });
  });

  it('says the room is full', async () => {
    mockApi({ 'GET /api/me': ok(presidentMe()), [`GET /api/party-events/${partyEventId}/door-screen`]: ok(doorScreen(partyEventId, { headcount: count(150) })) });
    renderApp(`/validate-ticket?event=${partyEventId}`);
    const status = await screen.findByRole('status', { name: 'Headcount' });
    expect(within(status).getByText('Room full: no entry until someone leaves')).toBeInTheDocument();
  });

  it("shows each door's entries and exits from the poll, and keeps them through a scan's own count", async () => {
    const byDoor = [
      { label: 'Back door', entries: 3, exits: 1 },
      { label: 'Front door', entries: 7, exits: 0 },
    ];
    mockApi({
      'GET /api/me': ok(presidentMe()),
      [`GET /api/party-events/${partyEventId}/door-screen`]: ok(doorScreen(partyEventId, { headcount: count(9) })),
      [`GET /api/party-events/${partyEventId}/door`]: ok({ ...count(9), byDoor }),
      'POST /api/tickets/validate': ok({ valid: true, message: 'Ticket validated successfully! Entry granted.', headcount: count(10) }),
    });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    const status = await screen.findByRole('status', { name: 'Headcount' });
    const doors = await within(status).findByRole('table', { name: 'Per door' }, { timeout: 8000 });
    expect(within(doors).getByRole('row', { name: 'Front door 7 0' })).toBeInTheDocument();
    expect(within(doors).getByRole('row', { name: 'Back door 3 1' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('QR Code'), `${code}{Enter}`);
    expect(await within(status).findByText('10 / 150 inside now')).toBeInTheDocument();
    expect(within(status).getByRole('table', { name: 'Per door' })).toBeInTheDocument();
  });
});
