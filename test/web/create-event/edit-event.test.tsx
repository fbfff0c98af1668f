import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EditPartyEventFormResponse } from '../../../shared/api/types';
import type { PartyEventFields } from '../../../shared/schemas/party-events';
import { DEFAULT_SCHOOL_RULES } from '../../../shared/school-deadlines';
import { studentSub } from '../support/accounts';
import { memberMe, presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { aephiChapterId, partyEventDetail, partyEventId } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const EDIT = `/party-events/${partyEventId}/edit`;
const PUT = `PUT /api/party-events/${partyEventId}`;

/** The office rules the edit read answers with the event: Alabama's, the defaults unless given. */
const officeOf = (rules = DEFAULT_SCHOOL_RULES, school = { state: 'AL', schoolName: 'University of Alabama' }): EditPartyEventFormResponse['office'] => ({
  rules,
  ...school,
  chapter: { id: aephiChapterId, letters: 'ΑΕΦ', name: 'Alpha Epsilon Phi' },
  members: null,
});

/** The stored event (December 12, 2026 at 9:00 PM; the device's day is November 23), `sold` tickets sold, with its office rules. */
function stored(sold: number, extra: Partial<EditPartyEventFormResponse['event']> = {}, office = officeOf()): EditPartyEventFormResponse {
  const event = partyEventDetail({ date: '2026-12-12', ticketsSold: sold, ticketCodes: 'live', ...extra });
  const fields: PartyEventFields = {
    title: event.title,
    date: event.date,
    time: event.time,
    location: event.location,
    maxAttendees: event.maxAttendees,
    priceCents: event.priceCents,
    description: event.description,
    dressCode: event.dressCode,
    ageRestriction: event.ageRestriction,
    ageLimit: event.ageLimit,
    additionalInfo: event.additionalInfo,
    alcoholAllowed: event.alcoholAllowed,
    salesOpenAt: event.salesOpenAt,
    cancelCutoffHours: 6,
    ticketCodes: 'live',
  };
  return { event, fields, office };
}

function serve(answer: EditPartyEventFormResponse, put: () => { status: number; body: unknown } = () => ({ status: 200, body: { event: answer.event } })) {
  return mockApi({
    'GET /api/me': ok(presidentMe()),
    [`GET /api/party-events/${partyEventId}/edit`]: ok(answer),
    [`GET /api/party-events/${partyEventId}/viewer`]: ok({ event: answer.event, reviews: [], photos: [], viewer: { rsvp: null, saved: false, ticket: null, canReview: false, hasReviewed: false } }),
    [PUT]: put,
  });
}

describe('/party-events/:id/edit', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 12));
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('opens prefilled with the stored event and saves the whole event, the price in cents, the cut-off kept', async () => {
    const calls = serve(stored(0));
    const { user, router } = renderApp(EDIT);
    expect(await screen.findByLabelText('Event Title')).toHaveValue('Neon Glow Night');
    expect(screen.getByLabelText('Date')).toHaveValue('2026-12-12');
    expect(screen.getByLabelText('Price ($)')).toHaveValue(15);
    expect(screen.getByLabelText('Price ($)')).toBeEnabled();
    expect(screen.getByLabelText(/Ticket cancellation cut-off/)).toHaveValue(6);
    await user.clear(screen.getByLabelText('Location'));
    await user.type(screen.getByLabelText('Location'), '14 Elm St');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/party-events/${partyEventId}`));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ title: 'Neon Glow Night', date: '2026-12-12', location: '14 Elm St', priceCents: 1500, maxAttendees: 150, cancelCutoffHours: 6, ticketCodes: 'live' });
  });

  it("asks only for the event, and shows the office deadlines of the rules that came with it", async () => {
    // Arizona, 48 hours for the guest list: the event's December 12 at 9:00 PM closes it on December 10.
    const answer = stored(0, { alcoholAllowed: true, state: 'AZ' }, officeOf({ ...DEFAULT_SCHOOL_RULES, guestListLeadHours: 48 }, { state: 'AZ', schoolName: 'Arizona State University' }));
    const calls = serve(answer);
    renderApp(EDIT);
    const deadlines = await screen.findByRole('note', { name: 'Greek-life office deadlines' });
    expect(deadlines).toHaveTextContent('Guest list closes (ticket sales and transfers end): December 10, 2026 at 9:00 PM (Arizona time)');
    const data = calls.filter((c) => c.path !== '/api/me').map((c) => `${c.method} ${c.path}`);
    expect(data).toEqual([`GET /api/party-events/${partyEventId}/edit`]);
  });

  it('once tickets are sold: the price and the ticket codes are disabled with the reason, the capacity says its floor', async () => {
    serve(stored(42));
    renderApp(EDIT);
    const price = await screen.findByLabelText('Price ($)');
    expect(price).toBeDisabled();
    expect(price).toHaveAccessibleDescription('Tickets are sold: the price can no longer change');
    expect(screen.getByLabelText('Ticket codes')).toBeDisabled();
    expect(screen.getByLabelText('Ticket codes')).toHaveAccessibleDescription('Tickets are sold: the ticket codes can no longer change');
    expect(screen.getByLabelText('Max Attendees')).toHaveAttribute('min', '42');
    expect(screen.getByLabelText('Max Attendees')).toHaveAccessibleDescription('At least 42: tickets already sold');
    // Sales opened with the event: no drop can be added.
    expect(screen.getByLabelText(/Sales open at/)).toBeDisabled();
  });

  const approved = { review: { state: 'approved' as const, comment: null, by: 'office', at: '2026-11-01T12:00:00.000Z' } };

  it("saves a new title of an approved event at once: it is not the office's concern", async () => {
    const calls = serve(stored(3, approved));
    const { user } = renderApp(EDIT);
    await user.type(await screen.findByLabelText('Event Title'), '!');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns before an edit that sends an approved event back to the office, and saves only once confirmed', async () => {
    const calls = serve(stored(3, approved));
    const { user } = renderApp(EDIT);
    fireEvent.change(await screen.findByLabelText('Date'), { target: { value: '2026-12-13' } });
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('dialog', { name: "Send the event back to the office's review?" });
    expect(dialog).toHaveTextContent('off sale until the office approves it again');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Save and Send Back' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect((calls.find((c) => c.method === 'PUT')!.body as { date: string }).date).toBe('2026-12-13');
  });

  it("shows the API's refusal where the leader acts, focused, and stays on the form", async () => {
    serve(stored(5), () => ({ status: 400, body: { message: 'Max attendees cannot be less than the 7 tickets already sold', issues: [{ path: 'maxAttendees', message: 'x' }] } }));
    const { user, router } = renderApp(EDIT);
    await user.click(await screen.findByRole('button', { name: 'Save Changes' }));
    const alert = await screen.findByText('Max attendees cannot be less than the 7 tickets already sold');
    expect(alert).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(router.state.location.pathname).toBe(EDIT);
  });

  it('a cancelled event is not offered for editing', async () => {
    serve(stored(0, { status: 'cancelled' }));
    renderApp(EDIT);
    expect(await screen.findByText('A cancelled event cannot be edited')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });

  it("a member who may not create events is told why and sent to /party-events", async () => {
    mockApi({
      'GET /api/me': ok(memberMe()),
      [`GET /api/party-events/${partyEventId}/edit`]: { status: 403, body: { message: 'You must be a president or media manager to create events' } },
      'GET /api/party-events': ok({ events: [], nextCursor: null }),
    });
    const { router } = renderApp(EDIT);
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
  });

  it('the event page offers "Edit event" to its chapter\'s president', async () => {
    serve(stored(0));
    const { user, router } = renderApp(`/party-events/${partyEventId}`);
    await user.click(await screen.findByRole('link', { name: 'Edit event' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(EDIT));
  });
});
