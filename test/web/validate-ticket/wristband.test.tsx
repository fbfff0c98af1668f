import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { studentSub } from '../support/accounts';
import { presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { partyEventId, ticket } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const code = ticket().qrCode;
const granted = { valid: true, message: 'Ticket validated successfully! Entry granted.', ticket: { id: ticket().id, usedAt: '2026-11-21T22:01:00.000Z', holderName: 'Jordan A.' } };

/** jsdom has neither WebAudio nor vibration: stand-ins that record what the door asked for. */
const device = vi.hoisted(() => ({ beeps: [] as number[], vibrations: [] as unknown[] }));
class FakeAudioContext {
  currentTime = 0;
  destination = {};
  createGain() {
    return { gain: { value: 0 }, connect: (next: unknown) => next };
  }
  createOscillator() {
    const oscillator = {
      frequency: { value: 0 },
      connect: (gain: { connect: (d: unknown) => unknown }) => gain,
      start: () => device.beeps.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
}

describe('/validate-ticket wristband cue', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
    Object.assign(device, { beeps: [], vibrations: [] });
    vi.stubGlobal('AudioContext', FakeAudioContext);
    Object.defineProperty(navigator, 'vibrate', { configurable: true, value: (pattern: unknown) => device.vibrations.push(pattern) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'vibrate');
  });

  it.each([
    ['21+', '21+ — wristband'],
    ['under21', 'Under 21 — no wristband'],
    ['unknown', 'Age not given — check ID'],
  ])('a granted entry with the %s band says "%s", with the reminder that the ID check is the door’s', async (band, text) => {
    mockApi({ 'GET /api/me': ok(presidentMe()), 'POST /api/tickets/validate': ok({ ...granted, wristband: band }) });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    await user.type(await screen.findByLabelText('QR Code'), `${code}{Enter}`);
    const cue = await screen.findByTestId('wristband-cue');
    expect(cue).toHaveAttribute('data-band', band);
    expect(within(cue).getByText(text)).toBeInTheDocument();
    expect(cue.querySelector('svg')).not.toBeNull();
    expect(within(cue).getByText(/Checking ID is up to the door staff/)).toBeInTheDocument();
    // Ready for the next guest: the code field is empty and focused, and the result was beeped and buzzed.
    expect(screen.getByLabelText('QR Code')).toHaveValue('');
    expect(screen.getByLabelText('QR Code')).toHaveFocus();
    expect(device.beeps).toEqual([880]);
    expect(device.vibrations).toEqual([80]);
  });

  it('shows no cue for an event without alcohol, and a refusal sounds different', async () => {
    let reply: unknown = granted;
    mockApi({ 'GET /api/me': ok(presidentMe()), 'POST /api/tickets/validate': () => ok(reply) });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    await user.type(await screen.findByLabelText('QR Code'), `${code}{Enter}`);
    await screen.findByText('Valid Ticket');
    expect(screen.queryByTestId('wristband-cue')).toBeNull();
    reply = { valid: false, message: 'This event is 21+', ticket: granted.ticket };
    await user.type(screen.getByLabelText('QR Code'), `${code}{Enter}`);
    expect(await screen.findByText('This event is 21+')).toBeInTheDocument();
    expect(screen.queryByTestId('wristband-cue')).toBeNull();
    expect(device.beeps).toEqual([880, 220, 220]);
    expect(device.vibrations).toEqual([80, [60, 40, 60]]);
  });
});
