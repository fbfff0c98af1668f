/**
 * A door pass's scan-only screen (`/door/:passId`): a pass sees no guest
 * list, so an admitted ticket's holder line reads "Ticket ✓" whether the
 * scan was answered online or decided on the device offline — and a name an
 * answer might still carry is never shown.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DoorPassRoster } from '../../../shared/api/types';
import { saveDoorPass } from '../../../web/src/lib/door-pass-session';
import { doorKeys } from '../support/door-keys';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { doorCount } from '../support/tickets';

const EVENT = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const PASS = 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e';
const ONLINE_TICKET = '11111111-2222-4333-8444-555555555555';
const OFFLINE_TICKET = '22222222-2222-4333-8444-555555555555';
const ENTRY_GRANTED = 'Ticket validated successfully! Entry granted.';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

describe('/door/:passId', () => {
  beforeEach(() => {
    saveDoorPass({
      passId: PASS,
      token: 'pass-token',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      event: { id: EVENT, title: 'Spring Formal', date: '2026-11-21', time: '21:00' },
      label: 'Side door',
      validFrom: '2026-11-21T19:00:00.000Z',
      validUntil: new Date(Date.now() + 3_600_000).toISOString(),
    });
  });

  it('shows an admitted ticket as "Ticket ✓", online as offline, never a name', async () => {
    const { publicKey, sign } = await doorKeys();
    const roster: DoorPassRoster = {
      eventId: EVENT,
      title: 'Spring Formal',
      publicKey,
      generatedAt: '2026-11-21T20:00:00.000Z',
      alcohol: false,
      ageLimit: 'none',
      tickets: [
        { id: ONLINE_TICKET, status: 'valid' },
        { id: OFFLINE_TICKET, status: 'valid' },
      ],
      headcount: doorCount(),
      monitors: [],
    };
    // A server that still sent the holder's name: the screen must not show it either.
    const answers = [
      { valid: true, message: ENTRY_GRANTED, ticket: { id: ONLINE_TICKET, usedAt: '2026-11-21T21:05:00.000Z' } },
      { valid: true, message: 'Exit recorded. This ticket may come back in.', ticket: { id: ONLINE_TICKET, usedAt: '2026-11-21T21:05:00.000Z', holderName: 'Nora N.' } },
    ];
    mockApi({
      [`GET /api/door-passes/${PASS}/roster`]: ok(roster),
      [`POST /api/door-passes/${PASS}/scan`]: () => ok(answers.shift()),
    });
    const { user } = renderApp(`/door/${PASS}`);
    const status = within(await screen.findByTestId('door-status'));
    await status.findByText(/Roster refreshed at/);
    const result = () => within(screen.getByTestId('validation-result'));

    await user.type(screen.getByLabelText('QR Code'), `${await sign(ONLINE_TICKET, EVENT)}{Enter}`);
    await waitFor(() => expect(result().getByText('Valid Ticket')).toBeInTheDocument());
    const online = result().getByText(/^Holder:/).textContent;
    expect(online).toBe('Holder: Ticket ✓');

    await user.click(screen.getByRole('radio', { name: 'Exit' }));
    await user.type(screen.getByLabelText('QR Code'), `${await sign(ONLINE_TICKET, EVENT)}{Enter}`);
    await waitFor(() => expect(result().getByText('Exit Recorded')).toBeInTheDocument());
    expect(result().getByText(/^Holder:/).textContent).toBe('Holder: Ticket ✓');
    expect(screen.queryByText(/Nora/)).toBeNull();

    setOnline(false);
    await user.click(screen.getByRole('radio', { name: 'Entry' }));
    await user.type(screen.getByLabelText('QR Code'), `${await sign(OFFLINE_TICKET, EVENT)}{Enter}`);
    await status.findByText('1 scan waiting to sync');
    await waitFor(() => expect(result().getByText('Valid Ticket')).toBeInTheDocument());
    expect(result().getByText(/^Holder:/).textContent).toBe(online);
  });
});
