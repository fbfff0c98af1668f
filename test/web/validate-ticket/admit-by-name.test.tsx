/**
 * A guest without a code at the leader's door: found by name in the roster,
 * admitted after an ID check by the server's route online, and on the device
 * offline (once per ticket), queued with the scans and synced when the
 * network returns.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { studentSub } from '../support/accounts';
import { presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { doorRoster, doorScreen, partyEventId } from '../support/tickets';
import { doorKeys } from '../support/door-keys';
import { idCheckEntry } from '../../../shared/door-id-check';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const ANA = '11111111-2222-4333-8444-555555555551';
const roster = {
  tickets: [
    { id: ANA, holder: 'Ana L.', status: 'valid' as const },
    { id: '11111111-2222-4333-8444-555555555552', holder: 'Anabel K.', status: 'used' as const },
    { id: '11111111-2222-4333-8444-555555555553', holder: 'Sam S.', status: 'valid' as const },
  ],
};

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('/validate-ticket: no code? find the guest by name', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('lists valid tickets by name and admits the one chosen after the ID check', async () => {
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      [`GET /api/party-events/${partyEventId}/door-screen`]: ok(doorScreen(partyEventId, { roster })),
      'POST /api/tickets/admit-by-id-check': ok({ valid: true, message: 'Ticket validated successfully! Entry granted.', ticket: { id: ANA, usedAt: null, holderName: 'Ana Lopez' } }),
    });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    await user.type(await screen.findByLabelText("Guest's name"), 'ana');
    const section = screen.getByRole('region', { name: 'No code? Find the guest by name' });
    // Anabel's ticket is used: not offered.
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Ana L.Admit after ID check']);
    await user.click(within(section).getByRole('button', { name: 'Admit after ID check' }));
    expect(await within(section).findByText('Ana Lopez: Ticket validated successfully! Entry granted.')).toBeInTheDocument();
    const post = calls.find((c) => c.path === '/api/tickets/admit-by-id-check')!;
    expect(post.body).toMatchObject({ eventId: partyEventId, ticketId: ANA, scanId: expect.any(String) });
  });

  it('offline: admits on the device once, queues the admission by name and syncs it when the network returns', async () => {
    setOnline(true);
    const { publicKey } = await doorKeys();
    const kept = doorRoster(publicKey, { eventId: partyEventId, tickets: roster.tickets });
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      [`GET /api/party-events/${partyEventId}/door-screen`]: ok(doorScreen(partyEventId, { roster: kept })),
      [`GET /api/party-events/${partyEventId}/door-roster`]: ok(kept),
      'POST /api/tickets/door-sync': ({ body }) =>
        ok({ results: (body as { scans: { scanId: string }[] }).scans.map((s) => ({ scanId: s.scanId, outcome: 'recorded', message: 'Ticket validated successfully! Entry granted.' })) }),
    });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    const status = within(await screen.findByTestId('door-status'));
    await status.findByText(/Roster refreshed at/);
    setOnline(false);
    await user.type(await screen.findByLabelText("Guest's name"), 'ana l');
    const section = screen.getByRole('region', { name: 'No code? Find the guest by name' });
    await user.click(within(section).getByRole('button', { name: 'Admit after ID check' }));
    expect(await within(section).findByText('Ana L.: Ticket validated successfully! Entry granted.')).toBeInTheDocument();
    expect(status.getByText('1 scan waiting to sync')).toBeInTheDocument();
    // The device holds her inside: a second admission by name is refused, and waits to sync as a refusal.
    await user.click(within(section).getByRole('button', { name: 'Admit after ID check' }));
    expect(await within(section).findByText('Ana L.: This ticket has already been used')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/tickets/admit-by-id-check')).toBe(false);

    setOnline(true);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/tickets/door-sync')).toBe(true));
    const sent = (calls.find((c) => c.path === '/api/tickets/door-sync')!.body as { scans: { qrCode: string; decision: string }[] }).scans;
    expect(sent.map(({ qrCode, decision }) => [qrCode, decision])).toEqual([
      [idCheckEntry(ANA), 'admitted'],
      [idCheckEntry(ANA), 'refused'],
    ]);
  });
});
