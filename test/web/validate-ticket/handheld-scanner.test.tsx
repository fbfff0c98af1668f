/**
 * A handheld USB/Bluetooth scanner types the code and Enter as keystrokes:
 * with no click the code lands in the code box, Enter scans it, the box
 * clears for the next; a code typed while the last is decided waits its turn.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { studentSub } from '../support/accounts';
import { presidentMe } from '../support/leaders';
import { type MockReply, deferred, mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { partyEventId } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

/** jsdom has no camera: a stand-in scanner that reads nothing. */
vi.mock('qr-scanner', () => ({
  default: class {
    start() {
      return Promise.resolve();
    }
    destroy() {}
  },
}));

const CODES = ['T1AAAAGUESTONE', 'T1AAAAGUESTTWO', 'T1AAAAGUESTTHREE'];
const granted = { valid: true, message: 'Ticket validated successfully! Entry granted.' };

describe('/validate-ticket with a handheld scanner', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('keeps the code box focused through clicks on the door’s controls: the code lands there, Enter scans it, the box clears', async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'POST /api/tickets/validate': ok(granted) });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    const codeField = await screen.findByLabelText('QR Code');
    // A click on the scan mode: the scanner's keystrokes still reach the box.
    await user.click(screen.getByRole('radio', { name: 'Entry' }));
    expect(codeField).toHaveFocus();
    await user.keyboard(`${CODES[0]}{Enter}`);
    expect(await within(screen.getByTestId('validation-result')).findByText('Valid Ticket')).toBeInTheDocument();
    expect(codeField).toHaveValue('');
    expect(codeField).toHaveFocus();
    // The camera turned on with a click: the box keeps the focus too.
    await user.click(screen.getByRole('button', { name: 'Start Camera' }));
    expect(codeField).toHaveFocus();
    await user.keyboard(`${CODES[1]}{Enter}`);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { qrCode: string }).qrCode)).toEqual(CODES.slice(0, 2));
    expect(codeField).toHaveValue('');
  });

  it('scans codes typed while the last is decided, in turn, losing none', async () => {
    const held = [deferred<MockReply>(), deferred<MockReply>(), deferred<MockReply>()];
    let n = 0;
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'POST /api/tickets/validate': () => held[n++]!.promise });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    const codeField = await screen.findByLabelText('QR Code');
    await user.keyboard(`${CODES[0]}{Enter}`);
    await screen.findByRole('button', { name: 'Validating...' });
    await user.keyboard(`${CODES[1]}{Enter}${CODES[2]}{Enter}`);
    // The box is free for the next guest while the first is decided.
    expect(codeField).toHaveValue('');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    held[0]!.resolve(ok(granted));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    held[1]!.resolve(ok({ valid: false, message: 'This ticket has already been used' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(3));
    held[2]!.resolve(ok(granted));
    await screen.findByRole('button', { name: 'Validate Ticket' });
    expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { qrCode: string }).qrCode)).toEqual(CODES);
    expect(within(screen.getByTestId('validation-result')).getByText('Valid Ticket')).toBeInTheDocument();
    expect(codeField).toHaveFocus();
  });
});
