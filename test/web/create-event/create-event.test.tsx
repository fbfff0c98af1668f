import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SCHOOL_RULES } from '../../../shared/school-deadlines';
import { me, studentSub } from '../support/accounts';
import { presidentMe, memberMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn, signOut } from '../support/session-mock';
import { aephiChapterId, partyEventDetail } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

/** The device's date during these tests (local noon: the same date in any zone the tests run in). */
const today = '2026-11-23';
const future = '2026-12-23';

/** The screen's one request: the president's chapter and its school's office rules (Alabama, the defaults unless given). */
const officeOf = (rules = DEFAULT_SCHOOL_RULES, school = { state: 'AL', schoolName: 'University of Alabama' }) =>
  ok({ rules, ...school, chapter: { id: aephiChapterId, letters: 'ΑΕΦ', name: 'Alpha Epsilon Phi' } });
/** The route's 403 for a caller who may not create events. */
const refused = (message: string) => ({ status: 403, body: { message } });

async function fillRequired(user: ReturnType<typeof renderApp>['user'], price: string) {
  await user.type(await screen.findByLabelText('Event Title'), 'Neon Glow Night');
  fireEvent.change(screen.getByLabelText('Date'), { target: { value: future } });
  fireEvent.change(screen.getByLabelText('Time'), { target: { value: '21:00' } });
  await user.type(screen.getByLabelText('Location'), 'AEPhi House');
  await user.type(screen.getByLabelText('Max Attendees'), '150');
  await user.clear(screen.getByLabelText('Price ($)'));
  await user.type(screen.getByLabelText('Price ($)'), price);
}

describe('/create-event', () => {
  beforeEach(() => {
    // Only Date is faked: the form's "today" is fixed, timers and typing run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 23, 12));
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('creates the event with the price in cents, empty optionals as null, then opens it', async () => {
    const created = partyEventDetail();
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/me/office-rules': officeOf(), 'POST /api/party-events': { status: 201, body: { event: created } } });
    const { user, router } = renderApp('/create-event');
    expect(await screen.findByLabelText('Date')).toHaveAttribute('min', today);
    await fillRequired(user, '12.50');
    await user.type(screen.getByLabelText(/Dress Code/), 'Neon');
    await user.click(screen.getByLabelText('Alcohol allowed'));
    await user.selectOptions(screen.getByLabelText('Age Limit'), '21+');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));

    expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/party-events/${created.id}`));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      title: 'Neon Glow Night',
      date: future,
      time: '21:00',
      location: 'AEPhi House',
      maxAttendees: 150,
      priceCents: 1250,
      description: null,
      dressCode: 'Neon',
      ageRestriction: null,
      ageLimit: '21+',
      additionalInfo: null,
      alcoholAllowed: true,
      salesOpenAt: null,
      cancelCutoffHours: 24,
      // A paid event's tickets are live unless the leader chooses.
      ticketCodes: 'live',
    });
  });

  it("Live tickets: the code follows the price until the leader chooses one, and the leader's choice is sent", async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/me/office-rules': officeOf(), 'POST /api/party-events': { status: 201, body: { event: partyEventDetail() } } });
    const { user } = renderApp('/create-event');
    await fillRequired(user, '0');
    const codes = screen.getByLabelText('Ticket codes');
    expect(codes).toHaveValue('fixed');
    await user.clear(screen.getByLabelText('Price ($)'));
    await user.type(screen.getByLabelText('Price ($)'), '15');
    await waitFor(() => expect(codes).toHaveValue('live'));
    await user.selectOptions(codes, 'fixed');
    await user.type(screen.getByLabelText('Price ($)'), '0');
    expect(codes).toHaveValue('fixed');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ priceCents: 15000, ticketCodes: 'fixed' });
  });

  it('Ticket cancellation: sends the cut-off in hours and refuses one beyond a week', async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/me/office-rules': officeOf(), 'POST /api/party-events': { status: 201, body: { event: partyEventDetail() } } });
    const { user } = renderApp('/create-event');
    await fillRequired(user, '0');
    const cutoff = screen.getByLabelText('Ticket cancellation cut-off (hours before the start)');
    await user.clear(cutoff);
    await user.type(cutoff, '200');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect((await screen.findAllByText('Cancellation cut-off must be at most 168 hours')).length).toBeGreaterThan(0);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.clear(cutoff);
    await user.type(cutoff, '48');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ cancelCutoffHours: 48 });
  });

  describe('an event with alcohol: the Greek-life office deadlines (a school in Arizona, 48 hours for the guest list)', () => {
    const officeRules = officeOf({ ...DEFAULT_SCHOOL_RULES, guestListLeadHours: 48 }, { state: 'AZ', schoolName: 'Arizona State University' });
    const deadlines = () => screen.findByRole('note', { name: 'Greek-life office deadlines' });

    it('says before submitting when the guest list closes, in the school’s zone, and creates at once while it is open', async () => {
      const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/me/office-rules': officeRules, 'POST /api/party-events': { status: 201, body: { event: partyEventDetail() } } });
      const { user } = renderApp('/create-event');
      await fillRequired(user, '0');
      await user.click(screen.getByLabelText('Alcohol allowed'));
      // 9:00 PM on December 23 in Arizona, less 48 hours.
      expect(await deadlines()).toHaveTextContent('Guest list closes (ticket sales and transfers end): December 21, 2026 at 9:00 PM (Arizona time)');
      expect(screen.queryByText(/would already be closed/)).toBeNull();
      await user.click(screen.getByRole('button', { name: 'Create Event' }));
      expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
      // The deadlines come from the page's one request: the form asks nothing more.
      expect(calls.filter((c) => c.method === 'GET' && c.path !== '/api/me').map((c) => c.path)).toEqual(['/api/me/office-rules']);
    });

    it('shows the member-to-guest cap of the chapter, the second figure for a large chapter', async () => {
      const capped = ok({ rules: { ...DEFAULT_SCHOOL_RULES, guestsPerMember: 6, largeChapterMembers: 40, guestsPerMemberLarge: 3 }, state: 'AZ', schoolName: 'Arizona State University', members: 45 });
      mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/me/office-rules': capped });
      const { user } = renderApp('/create-event');
      await fillRequired(user, '0');
      await user.click(screen.getByLabelText('Alcohol allowed'));
      expect(await deadlines()).toHaveTextContent('Member-to-guest cap: At most 135 guests: 45 members × 3 guests per member.');
    });

    it('warns when the guest list would be closed from the start, and creates only once the leader confirms', async () => {
      const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/me/office-rules': officeRules, 'POST /api/party-events': { status: 201, body: { event: partyEventDetail() } } });
      const { user } = renderApp('/create-event');
      await fillRequired(user, '0');
      // Tomorrow (November 24) at 9:00 PM in Arizona: its guest list closed at 9:00 PM on November 22, before now (noon on the 23rd).
      fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-24' } });
      await user.click(screen.getByLabelText('Alcohol allowed'));
      const closed = 'The guest list would already be closed: the office closes it 48 hours before the start, at November 22, 2026 at 9:00 PM (Arizona time). Nobody could get a ticket.';
      expect(await deadlines()).toHaveTextContent(closed);

      await user.click(screen.getByRole('button', { name: 'Create Event' }));
      let dialog = await screen.findByRole('dialog', { name: 'Create an event with its guest list closed?' });
      expect(dialog).toHaveTextContent(closed);
      await user.click(within(dialog).getByRole('button', { name: 'Change the Date' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      await user.click(screen.getByRole('button', { name: 'Create Event' }));
      dialog = await screen.findByRole('dialog', { name: 'Create an event with its guest list closed?' });
      await user.click(within(dialog).getByRole('button', { name: 'Create Anyway' }));
      expect(await screen.findByText('Event created successfully')).toBeInTheDocument();
      expect(calls.filter((c) => c.method === 'POST').map((c) => (c.body as { date: string }).date)).toEqual(['2026-11-24']);
    });
  });

  it('refuses a fractional max attendees and a negative price before calling the API', async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/me/office-rules': officeOf() });
    const { user } = renderApp('/create-event');
    await fillRequired(user, '-1');
    await user.clear(screen.getByLabelText('Max Attendees'));
    await user.type(screen.getByLabelText('Max Attendees'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect((await screen.findAllByText('Max attendees must be a whole number')).length).toBeGreaterThan(0);
    expect(screen.getByText('Price cannot be negative')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('refuses a past date (yesterday on this device)', async () => {
    mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/me/office-rules': officeOf() });
    const { user } = renderApp('/create-event');
    await fillRequired(user, '0');
    fireEvent.change(screen.getByLabelText('Date'), { target: { value: '2026-11-22' } });
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect((await screen.findAllByText('Event date cannot be in the past')).length).toBeGreaterThan(0);
  });

  it("shows the server's message, or \"Failed to create event\"", async () => {
    let reply = { status: 403, body: { message: 'You must be a president or media manager to create events' } };
    mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/me/office-rules': officeOf(), 'POST /api/party-events': () => reply });
    const { user } = renderApp('/create-event');
    await fillRequired(user, '0');
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('You must be a president or media manager to create events')).toBeInTheDocument();

    reply = { status: 500, body: { message: 'Internal Server Error' } };
    await user.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Failed to create event')).toBeInTheDocument();
  });

  it('without an organization: "Access Denied: You must belong to an organization to create events", then /party-events', async () => {
    mockApi({ 'GET /api/me': ok(me()), 'GET /api/me/office-rules': refused('You must belong to an organization to create events'), 'GET /api/party-events': ok({ events: [], nextCursor: null }) });
    const { router } = renderApp('/create-event');
    expect(await screen.findByText('You must belong to an organization to create events')).toBeInTheDocument();
    expect(await screen.findByText('Access Denied')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
  });

  it('without a role: "You must be a president or media manager to create events", then /party-events', async () => {
    mockApi({ 'GET /api/me': ok(memberMe()), 'GET /api/me/office-rules': refused('You must be a president or media manager to create events'), 'GET /api/party-events': ok({ events: [], nextCursor: null }) });
    const { router } = renderApp('/create-event');
    expect(await screen.findByText('You must be a president or media manager to create events')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/party-events'));
  });

  it('signed out: goes to /auth', async () => {
    signOut();
    mockApi({});
    const { router } = renderApp('/create-event');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
  });
});
