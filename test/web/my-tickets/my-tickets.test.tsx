import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn, signOut } from '../support/session-mock';
import { ticket } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const free = ticket({
  id: '1b2c3d4e-5f60-4b7c-9d8e-9f0a1b2c3d4e',
  qrCode: '1b2c3d4e-5f60-4b7c-9d8e-9f0a1b2c3d4e.Zx9Lm2Qp7Rt4Vw1Ys8Ab3C',
  amountPaidCents: 0,
  status: 'used',
  purchasedAt: '2026-10-20T09:00:00.000Z',
  // 10:10 PM in Alabama (UTC−5 in October).
  usedAt: '2026-10-26T03:10:00.000Z',
  event: { title: 'Fall Kickoff Mixer', date: '2026-10-25', time: '20:00', location: 'Quad Lawn', letters: 'ΑΕΦ', organizationName: 'Alpha Epsilon Phi', state: 'AL' },
});
const paid = ticket();

describe('/my-tickets', () => {
  beforeEach(() => {
    resetSession();
    localStorage.clear();
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  });

  it('lists tickets newest purchase first with event, amount, status in words and a 200 px QR code', async () => {
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/tickets': ok({ tickets: [free, paid] }) });
    renderApp('/my-tickets');
    const cards = await screen.findAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Neon Glow Night', 'Fall Kickoff Mixer']);

    const first = within(cards[0]!);
    expect(first.getByText('ΑΕΦ')).toBeInTheDocument();
    expect(first.getByText('Alpha Epsilon Phi')).toBeInTheDocument();
    expect(first.getByText('November 21, 2026 at 9:00 PM')).toBeInTheDocument();
    expect(first.getByText('AEPhi House, 803 Hackberry Ln')).toBeInTheDocument();
    expect(first.getByText('$15.00')).toBeInTheDocument();
    expect(first.getByText('Valid')).toHaveClass('bg-emerald-100');
    expect(first.getByText('Show this QR code at the door')).toBeInTheDocument();
    const qr = await first.findByRole('img', { name: 'QR code for Neon Glow Night' });
    expect(qr).toHaveAttribute('width', '200');
    expect(qr).toHaveAttribute('height', '200');

    const second = within(cards[1]!);
    expect(second.getByText('FREE')).toBeInTheDocument();
    expect(within(second.getByText('Status').parentElement!).getByText('Used')).toHaveClass('bg-red-100');
  });

  it('a used ticket says when the door took it, in the venue\'s time, and shows its code dimmed, not as one to scan', async () => {
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/tickets': ok({ tickets: [free] }) });
    renderApp('/my-tickets');
    const card = within(await screen.findByRole('article', { name: 'Ticket for Fall Kickoff Mixer' }));
    expect(card.getByText('Used at the door on October 25, 2026 at 10:10 PM')).toBeInTheDocument();
    expect(card.queryByText('Show this QR code at the door')).not.toBeInTheDocument();
    const code = await card.findByRole('img', { name: 'QR code for Fall Kickoff Mixer', hidden: true });
    expect(card.queryByRole('img', { name: 'QR code for Fall Kickoff Mixer' })).not.toBeInTheDocument();
    expect(code.closest('.opacity-20')?.closest('[aria-hidden="true"]')).toBeInTheDocument();
  });

  it('says until when a seat opened up on the waitlist is held, before the time runs, and where to buy it', async () => {
    const offer = {
      eventId: '2c3d4e5f-6071-4c8d-9e0f-a1b2c3d4e5f6',
      title: 'Waitlist Gala',
      date: '2026-11-21',
      time: '21:00',
      location: 'Quad Lawn',
      priceCents: 1500,
      expiresAt: '2026-11-20T21:30:00.000Z',
    };
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/tickets': ok({ tickets: [], waitlistOffers: [offer] }) });
    renderApp('/my-tickets');
    const notice = await screen.findByRole('status', { name: '' });
    // In the device's own words for the instant (its locale, its time zone).
    const until = new Date(offer.expiresAt).toLocaleString();
    expect(notice).toHaveTextContent(`A seat opened up for Waitlist Gala and is held for you until ${until}. Get your ticket`);
    expect(within(notice).getByRole('link', { name: 'Get your ticket' })).toHaveAttribute('href', `/party-events/${offer.eventId}`);
  });

  it('with no tickets: "You don\'t have any tickets yet" and Browse Events', async () => {
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/tickets': ok({ tickets: [] }) });
    renderApp('/my-tickets');
    expect(await screen.findByRole('heading', { level: 1, name: 'My Tickets' })).toBeInTheDocument();
    expect(await screen.findByText("You don't have any tickets yet")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Events' })).toHaveAttribute('href', '/party-events');
  });

  it('says "Failed to load tickets" when the list cannot be loaded and nothing was saved', async () => {
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/tickets': { status: 403, body: { message: 'Forbidden' } } });
    renderApp('/my-tickets');
    expect((await screen.findAllByText('Failed to load tickets')).length).toBeGreaterThan(0);
  });

  it('offline after one visit: shows the saved tickets with their QR codes and an offline note', async () => {
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/tickets': ok({ tickets: [paid] }) });
    const online = renderApp('/my-tickets');
    expect(await screen.findByRole('img', { name: 'QR code for Neon Glow Night' })).toBeInTheDocument();
    online.unmount();

    // The phone at the door: every request fails at the network level.
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderApp('/my-tickets');
    expect(await screen.findByText(/Offline copy from/)).toBeInTheDocument();
    expect(await screen.findByRole('img', { name: 'QR code for Neon Glow Night' })).toBeInTheDocument();
    expect(screen.queryByText('Failed to load tickets')).not.toBeInTheDocument();
  });

  it("never shows another user's saved tickets", async () => {
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/tickets': ok({ tickets: [paid] }) });
    const online = renderApp('/my-tickets');
    await screen.findByRole('img', { name: 'QR code for Neon Glow Night' });
    online.unmount();

    signIn({ sub: '2f3e4d5c-6b7a-4890-a1b2-c3d4e5f60718', email: 'sam.lee@ua.edu' });
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    renderApp('/my-tickets');
    expect((await screen.findAllByText('Failed to load tickets')).length).toBeGreaterThan(0);
    expect(screen.queryByText('Neon Glow Night')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in, with the way back', async () => {
    signOut();
    mockApi({});
    const { router } = renderApp('/my-tickets');
    await waitFor(() => expect(router.state.location.search).toBe('?mode=login&redirect=%2Fmy-tickets'));
  });
});
