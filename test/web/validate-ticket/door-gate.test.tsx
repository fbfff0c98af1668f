import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DENIALS } from '../../../shared/authz';
import { studentSub } from '../support/accounts';
import { memberMe, presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { doorPass, doorScreen, partyEventId } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const door = `/api/party-events/${partyEventId}/door`;
const screenPath = `${door}-screen`;
const count = { insideNow: 3, capacity: 150, full: false, entries: 3, exits: 0, peakInside: 3, limit: 150, monitorsIn: 0, needsMonitor: false };
const pass = doorPass(partyEventId);
const screenReply = ok(doorScreen(partyEventId, { headcount: count, passes: [pass] }));
const refusal = (message: string) => ({ status: 403, body: { message } });
const emptyList = ok({ events: [], nextCursor: null });

/** One screen, one request: opened for an event, the door screen's one request (headcount, passes, roster) decides who may use it, not a `/me` of its own. */
describe('/validate-ticket?event= in one request, gated by it', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('a leader: the one answer admits and shows the headcount, the door passes and the kept roster; nothing else of the door is asked', async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), [`GET ${screenPath}`]: screenReply });
    renderApp(`/validate-ticket?event=${partyEventId}`);
    expect(await screen.findByLabelText('QR Code')).toBeInTheDocument();
    expect(await screen.findByText('3 / 150 inside now')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Door passes' })).getByText('Side door')).toBeInTheDocument();
    expect(await within(screen.getByTestId('door-status')).findByText(/Roster refreshed at/)).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/party-events/')).map((c) => c.path)).toEqual([screenPath]);
  });

  it('opened bare (gated by `/me`), a typed event id opens the door with the same one request', async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), [`GET ${screenPath}`]: screenReply });
    const { user } = renderApp('/validate-ticket');
    await user.type(await screen.findByLabelText('Event ID'), partyEventId);
    expect(await screen.findByText('3 / 150 inside now')).toBeInTheDocument();
    expect(await within(screen.getByTestId('door-status')).findByText(/Roster refreshed at/)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Door passes' })).getByText('Side door')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/party-events/')).map((c) => c.path)).toEqual([screenPath]);
  });

  it('a member without a role is sent away on the headcount’s 403 with the spec’s words, and nothing else of the door is asked', async () => {
    const calls = mockApi({
      'GET /api/me': ok(memberMe()),
      [`GET ${screenPath}`]: refusal(DENIALS.validateTickets.noRole.message),
      'GET /api/party-events': emptyList,
    });
    const { router } = renderApp(`/validate-ticket?event=${partyEventId}`);
    expect((await screen.findAllByText('Only organization leaders can validate tickets')).length).toBeGreaterThan(0);
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
    expect(calls.filter((c) => c.path.startsWith(door)).map((c) => c.path)).toEqual([screenPath]);
  });

  it('another chapter’s event refuses the event, not the leader: the door stays open for another event id', async () => {
    mockApi({ 'GET /api/me': ok(presidentMe()), [`GET ${screenPath}`]: refusal(DENIALS.validateTickets.otherChapter.message) });
    const { router } = renderApp(`/validate-ticket?event=${partyEventId}`);
    expect(await screen.findByLabelText('QR Code')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/validate-ticket');
  });

  it('a server failure decides nothing: "Failed to open the door" with a retry that admits', async () => {
    let fail = true;
    mockApi({ 'GET /api/me': ok(presidentMe()), [`GET ${screenPath}`]: () => (fail ? { status: 500, body: { message: 'Internal Server Error' } } : screenReply) });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    expect(await screen.findByText('Failed to open the door')).toBeInTheDocument();
    expect(screen.queryByLabelText('QR Code')).toBeNull();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('QR Code')).toBeInTheDocument();
  });
});
