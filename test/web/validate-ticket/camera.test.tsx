import { act, screen, waitFor, within } from '@testing-library/react';
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

/** jsdom has no camera: a stand-in scanner the test feeds decoded codes to. */
const camera = vi.hoisted(() => ({
  onDecode: null as null | ((r: { data: string }) => void),
  started: 0,
  destroyed: 0,
}));
vi.mock('qr-scanner', () => ({
  default: class {
    constructor(_video: HTMLVideoElement, onDecode: (r: { data: string }) => void) {
      camera.onDecode = onDecode;
    }
    start() {
      camera.started++;
      return Promise.resolve();
    }
    destroy() {
      camera.destroyed++;
    }
  },
}));

describe('/validate-ticket camera', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
    Object.assign(camera, { onDecode: null, started: 0, destroyed: 0 });
  });
  afterEach(() => vi.restoreAllMocks());

  it('a decoded QR fills the code and validates at once; the same code held in view counts once', async () => {
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      'POST /api/tickets/validate': ok({ valid: true, message: 'Ticket validated successfully! Entry granted.' }),
    });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    await user.click(await screen.findByRole('button', { name: 'Start Camera' }));
    await waitFor(() => expect(camera.started).toBe(1));

    act(() => camera.onDecode!({ data: ticket().qrCode }));
    expect(await screen.findByText('Valid Ticket')).toBeInTheDocument();
    expect(within(screen.getByTestId('validation-result')).getByText('Ticket validated successfully! Entry granted.')).toBeInTheDocument();
    act(() => camera.onDecode!({ data: ticket().qrCode }));

    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.body).toMatchObject({ eventId: partyEventId, qrCode: ticket().qrCode });

    await user.click(screen.getByRole('button', { name: 'Stop Camera' }));
    expect(camera.destroyed).toBe(1);
  });

  it('reads guest after guest without a tap, an invalid code between them too; a code held in view counts once however long', async () => {
    const answers: Record<string, { valid: boolean; message: string }> = {
      T1GUESTONE: { valid: true, message: 'Ticket validated successfully! Entry granted.' },
      T1FORGED: { valid: false, message: 'Invalid QR code - ticket not found' },
      T1GUESTTWO: { valid: true, message: 'Ticket validated successfully! Entry granted.' },
    };
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      'POST /api/tickets/validate': (req) => ok(answers[(req.body as { qrCode: string }).qrCode]!),
    });
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    await user.click(await screen.findByRole('button', { name: 'Start Camera' }));
    await waitFor(() => expect(camera.started).toBe(1));
    const result = within(screen.getByTestId('validation-result'));
    const posted = () => calls.filter((c) => c.method === 'POST').map((c) => (c.body as { qrCode: string }).qrCode);

    act(() => camera.onDecode!({ data: 'T1GUESTONE' }));
    expect(await result.findByText('Valid Ticket')).toBeInTheDocument();
    expect(await screen.findByTestId('camera-result')).toHaveTextContent('Valid Ticket');
    // Held in front of the camera for 10 s, read every half second: still one scan.
    for (let i = 0; i < 20; i++) {
      now += 500;
      act(() => camera.onDecode!({ data: 'T1GUESTONE' }));
    }
    act(() => camera.onDecode!({ data: 'T1FORGED' }));
    expect(await result.findByText('Invalid Ticket')).toBeInTheDocument();
    act(() => camera.onDecode!({ data: 'T1GUESTTWO' }));
    expect(await result.findByText('Valid Ticket')).toBeInTheDocument();
    expect(posted()).toEqual(['T1GUESTONE', 'T1FORGED', 'T1GUESTTWO']);
    expect(camera.destroyed).toBe(0);
    // The result leaves the preview by itself: the camera is ready for the next guest.
    await waitFor(() => expect(screen.queryByTestId('camera-result')).toBeNull(), { timeout: 4000 });
    expect(screen.getByText("Point the camera at the ticket's QR code.")).toBeInTheDocument();
  });
});
