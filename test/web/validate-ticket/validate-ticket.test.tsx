import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../support/accounts';
import { memberMe, presidentMe } from '../support/leaders';
import { type MockReply, deferred, mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { partyEventId, ticket } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const code = ticket().qrCode;
const granted = { valid: true, message: 'Ticket validated successfully! Entry granted.', ticket: { id: ticket().id, usedAt: '2026-11-21T22:01:00.000Z', holderName: 'Jordan A.' } };
const used = { valid: false, message: 'This ticket has already been used' };

describe('/validate-ticket', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('prefills the event from ?event=, grants entry, then is ready for the next ticket', async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'POST /api/tickets/validate': ok(granted) });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    const codeField = await screen.findByLabelText('QR Code');
    expect(screen.getByLabelText('Event ID')).toHaveValue(partyEventId);
    await user.type(codeField, code);
    await user.click(screen.getByRole('button', { name: 'Validate Ticket' }));

    const result = await screen.findByText('Valid Ticket');
    const card = within(screen.getByTestId('validation-result'));
    expect(card.getByText('Ticket validated successfully! Entry granted.')).toBeInTheDocument();
    expect(screen.getByTestId('validation-result')).toHaveAttribute('aria-live', 'polite');
    expect(result.closest('div.border-2')?.querySelector('svg')).not.toBeNull();
    // Ready for the next ticket: the code cleared and focused, the event kept.
    expect(codeField).toHaveValue('');
    expect(codeField).toHaveFocus();
    expect(screen.getByLabelText('Event ID')).toHaveValue(partyEventId);

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toMatchObject({ eventId: partyEventId, qrCode: code });
    expect((post.body as { scanId: string }).scanId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['This ticket has already been used'],
    ['Invalid QR code - ticket not found'],
    ['This ticket is for a different event'],
  ])('shows "Invalid Ticket" with "%s"', async (message) => {
    mockApi({ 'GET /api/me': ok(presidentMe()), 'POST /api/tickets/validate': ok({ valid: false, message }) });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    await user.type(await screen.findByLabelText('QR Code'), code);
    await user.click(screen.getByRole('button', { name: 'Validate Ticket' }));
    expect(await screen.findByText('Invalid Ticket')).toBeInTheDocument();
    expect(within(screen.getByTestId('validation-result')).getByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('QR Code')).toHaveFocus();
  });

  it('each scan sends a fresh scanId; the second scan of a ticket is refused', async () => {
    let n = 0;
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'POST /api/tickets/validate': () => ok(n++ === 0 ? granted : used) });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    await user.type(await screen.findByLabelText('QR Code'), code);
    await user.click(screen.getByRole('button', { name: 'Validate Ticket' }));
    await screen.findByText('Valid Ticket');
    await user.type(screen.getByLabelText('QR Code'), `${code}{Enter}`);
    expect(await screen.findByText('Invalid Ticket')).toBeInTheDocument();
    const ids = calls.filter((c) => c.method === 'POST').map((c) => (c.body as { scanId: string }).scanId);
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('a network failure is retried with the same scanId', async () => {
    const seen: string[] = [];
    mockApi({ 'GET /api/me': ok(presidentMe()), 'POST /api/tickets/validate': ok(granted) });
    const routed = globalThis.fetch;
    let failures = 1;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).includes('/tickets/validate')) {
          seen.push((JSON.parse(String(init?.body)) as { scanId: string }).scanId);
          if (failures-- > 0) throw new TypeError('Failed to fetch');
        }
        return routed(input, init);
      }),
    );
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    await user.type(await screen.findByLabelText('QR Code'), `${code}{Enter}`);
    expect(await screen.findByText('Valid Ticket')).toBeInTheDocument();
    expect(seen).toHaveLength(2);
    expect(seen[0]).toBe(seen[1]);
  });

  it('reads "Validating..." while busy', async () => {
    const hold = deferred<MockReply>();
    mockApi({ 'GET /api/me': ok(presidentMe()), 'POST /api/tickets/validate': () => hold.promise });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    await user.type(await screen.findByLabelText('QR Code'), code);
    await user.click(screen.getByRole('button', { name: 'Validate Ticket' }));
    expect(await screen.findByRole('button', { name: 'Validating...' })).toBeDisabled();
    hold.resolve(ok(granted));
    expect(await screen.findByText('Valid Ticket')).toBeInTheDocument();
  });

  it('both fields required: "Missing Information / Please enter both QR code and event ID"', async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()) });
    const { user } = renderApp('/validate-ticket');
    await user.type(await screen.findByLabelText('QR Code'), code);
    await user.click(screen.getByRole('button', { name: 'Validate Ticket' }));
    expect(await screen.findByText('Missing Information')).toBeInTheDocument();
    expect(screen.getByText('Please enter both QR code and event ID')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('an error shows the server message, or "Validation failed"', async () => {
    let reply: MockReply = { status: 403, body: { message: "You can only validate tickets of your organization's events" } };
    mockApi({ 'GET /api/me': ok(presidentMe()), 'POST /api/tickets/validate': () => reply });
    const { user } = renderApp(`/validate-ticket?event=${partyEventId}`);
    await user.type(await screen.findByLabelText('QR Code'), `${code}{Enter}`);
    expect(await screen.findByText("You can only validate tickets of your organization's events")).toBeInTheDocument();
    reply = { status: 500, body: { message: 'Internal Server Error' } };
    await user.type(screen.getByLabelText('QR Code'), `${code}{Enter}`);
    expect(await screen.findByText('Validation failed')).toBeInTheDocument();
  });

  it('no organization: "You must belong to an organization", then /party-events', async () => {
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/party-events': ok({ events: [], nextCursor: null }) });
    const { router } = renderApp('/validate-ticket');
    expect(await screen.findByText('You must belong to an organization')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
  });

  it('no role: "Only organization leaders can validate tickets", then /party-events', async () => {
    mockApi({ 'GET /api/me': ok(memberMe()), 'GET /api/party-events': ok({ events: [], nextCursor: null }) });
    const { router } = renderApp('/validate-ticket');
    expect(await screen.findByText('Only organization leaders can validate tickets')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
  });
});
