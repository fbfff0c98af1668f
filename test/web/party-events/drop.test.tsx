/**
 * A drop on the event page: the countdown to the opening (following the
 * event's "sales open at"), "Join the line" from 15 minutes before, the
 * buyer's place asked again by itself (a busy 503 too), and the checkout
 * window with Get Ticket once admitted.
 */
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DropLineResponse, DropLineView } from '../../../shared/api/types';
import { salesOpenInstant } from '../../../shared/drops';
import { me, studentSub } from '../support/accounts';
import { type MockReply, mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { detail, page, viewer } from './party-fixtures';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

beforeAll(async () => {
  await import('../../../web/src/features/party-events/PartyEventPage');
}, 60_000);

beforeEach(() => {
  resetSession();
  signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
});
afterEach(() => {
  vi.useRealTimers();
});

const SALES_OPEN_AT = '2026-11-20T18:00';
const drop = (salesOpenAt = SALES_OPEN_AT) => detail({ salesOpenAt });
const opens = salesOpenInstant({ ...drop(), salesOpenAt: SALES_OPEN_AT })!;

/** This device's clock at `offsetMs` from the opening (only the date: timers run). */
function deviceAt(offsetMs: number) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(opens.getTime() + offsetMs));
}

const line = (over: Partial<DropLineView>): DropLineResponse => ({
  line: {
    opensAt: opens.toISOString(),
    lineOpensAt: new Date(opens.getTime() - 15 * 60_000).toISOString(),
    status: 'waiting',
    place: null,
    ahead: null,
    estimatedWaitSeconds: null,
    checkoutUntil: null,
    ...over,
  },
});

function inTurn(...replies: MockReply[]) {
  let n = 0;
  return () => replies[Math.min(n++, replies.length - 1)]!;
}

describe('a drop', () => {
  it('counts down to the opening; the line is shut until 15 minutes before', async () => {
    deviceAt(-3_600_000);
    const calls = mockApi({ 'GET /api/me': ok(me()), 'GET /api/party-events/{id}/viewer': ok(page(drop(), viewer())) });
    renderApp(`/party-events/${drop().id}`);
    expect((await screen.findByTestId('sales-countdown')).textContent).toBe('01:00:00');
    expect(screen.getByRole('button', { name: /Join the line/ })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByRole('button', { name: /Get Ticket/ })).toBeNull();
    expect(calls.some((c) => c.path.endsWith('/line'))).toBe(false);
  });

  it('follows the event when its leader moves the opening later', async () => {
    deviceAt(-3_600_000);
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/party-events/{id}/viewer': ok(page(drop('2026-11-20T18:30'), viewer())) });
    renderApp(`/party-events/${drop().id}`);
    expect((await screen.findByTestId('sales-countdown')).textContent).toBe('01:30:00');
  });

  it('joins the line, shows the place live (asking again by itself when busy), then the checkout window and Get Ticket', async () => {
    deviceAt(-60_000);
    const busy: MockReply = { status: 503, body: { message: 'Busy' }, headers: { 'retry-after': '0' } };
    const calls = mockApi({
      'GET /api/me': ok(me()),
      'GET /api/party-events/{id}/viewer': ok(page(drop(), viewer())),
      'GET /api/party-events/{id}/line': inTurn(
        ok(line({ status: 'notJoined' })),
        busy,
        ok(line({ place: 3, ahead: 2, estimatedWaitSeconds: 1 })),
        ok(line({ status: 'admitted', place: 3, checkoutUntil: new Date(opens.getTime() + 300_000).toISOString() })),
      ),
      'POST /api/party-events/{id}/line': ok(line({})),
    });
    const { user } = renderApp(`/party-events/${drop().id}`);
    await user.click(await screen.findByRole('button', { name: /Join the line/ }));
    expect(await screen.findByText("You're in the line")).toBeInTheDocument();
    expect(await screen.findByText("You're #3 in the line", {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByText(/2 people ahead of you/)).toBeInTheDocument();
    expect(await screen.findByText(/It's your turn/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Get Ticket/ })).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.path.endsWith('/line') && c.method === 'GET').length).toBeGreaterThanOrEqual(4));
  }, 20_000);
});
