import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfficeEventRow } from '../../../shared/api/types';
import { entryLogAvailable, filterEvents, monitorsText, officeCounts, reportText, weekOf, weeksOf } from '../../../web/src/features/office/office-view';
import { me, studentSub } from '../support/accounts';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const row = (id: string, date: string, extra: Partial<OfficeEventRow> = {}): OfficeEventRow => ({
  id,
  title: `Party ${id}`,
  date,
  time: '21:00',
  chapterId: 'chapter-a',
  chapterName: 'ΑΕΦ Alpha Epsilon Phi',
  status: 'active',
  review: null,
  late: false,
  guestCount: 10,
  monitorsNamed: 1,
  monitorsRequired: 1,
  blockers: [],
  state: 'AL',
  report: { state: 'none', dueAt: null },
  vendors: 0,
  vendorCertificates: 0,
  ...extra,
});

const submitted = { state: 'submitted' as const, comment: null, by: 'president', at: '2031-04-01T12:00:00.000Z' };

// 2031-04-07 is a Monday.
const EVENTS = [
  row('past', '2031-04-01'),
  row('friday', '2031-04-11', { monitorsNamed: 0 }),
  row('sunday', '2031-04-13', { vendors: 2, vendorCertificates: 1 }),
  row('cancelled', '2031-04-12', { status: 'cancelled' }),
  row('review', '2031-04-18', { status: 'inReview', review: submitted, late: true, monitorsRequired: 2, blockers: ['Name 2 sober monitors for 40 guests (1 named)'] }),
  row('later', '2031-04-20', { monitorsNamed: 0 }),
];

describe('the office view of its events', () => {
  it('weeks run Monday to Sunday', () => {
    expect(['2031-04-07', '2031-04-09', '2031-04-13', '2031-04-14'].map(weekOf)).toEqual(['2031-04-07', '2031-04-07', '2031-04-07', '2031-04-14']);
    expect(weeksOf(EVENTS)).toEqual(['2031-03-31', '2031-04-07', '2031-04-14']);
  });

  it('counts those awaiting review, the events ahead, those short of sober monitors, the late, this weekend and the cancelled, on a given day', () => {
    expect(officeCounts(EVENTS, '2031-04-08')).toEqual({ awaitingReview: 1, ahead: 4, missingMonitors: 3, late: 1, thisWeekend: 2, cancelled: 1 });
    // 'later' falls on Sunday 2031-04-20, that week's weekend, beside Saturday's event in review.
    expect(officeCounts(EVENTS, '2031-04-14')).toEqual({ awaitingReview: 1, ahead: 2, missingMonitors: 2, late: 1, thisWeekend: 2, cancelled: 1 });
    expect(officeCounts(EVENTS, '2031-04-21')).toEqual({ awaitingReview: 1, ahead: 0, missingMonitors: 0, late: 0, thisWeekend: 0, cancelled: 1 });
  });

  it('filters by status and week together', () => {
    expect(filterEvents(EVENTS, { status: 'all', week: '2031-04-07' }).map((e) => e.id)).toEqual(['friday', 'sunday', 'cancelled']);
    expect(filterEvents(EVENTS, { status: 'cancelled', week: '' }).map((e) => e.id)).toEqual(['cancelled']);
    expect(filterEvents(EVENTS, { status: 'registered', week: '2031-04-14' }).map((e) => e.id)).toEqual(['later']);
    expect(filterEvents(EVENTS, { status: 'submitted', week: '' }).map((e) => e.id)).toEqual(['review']);
    expect(filterEvents(EVENTS, { status: 'late', week: '' }).map((e) => e.id)).toEqual(['review']);
  });
});

describe('the office view after the party', () => {
  it('shows monitors named of required, the report filed, due or MISSING, and the entry log from the event’s day', () => {
    expect([monitorsText(row('a', '2031-04-01', { monitorsNamed: 1, monitorsRequired: 3 })), monitorsText(row('b', '2031-04-01', { monitorsRequired: null }))]).toEqual(['1 / 3', '1']);
    const when = (iso: string) => `at ${iso}`;
    expect(
      (['filed', 'due', 'notYet', 'missing', 'none'] as const).map((state) => reportText(row('r', '2031-04-01', { report: { state, dueAt: state === 'none' ? null : 'D' } }), when)),
    ).toEqual(['Filed', 'Due at D', 'Due at D', 'MISSING', '—']);
    expect(['2031-04-07', '2031-04-08', '2031-04-09'].map((today) => entryLogAvailable({ date: '2031-04-08' }, today))).toEqual([false, true, true]);
  });
});

describe('/office', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'office@ua.edu' });
  });

  it("lists the school's events with their chapter, status, guests and monitors, filtered by status", async () => {
    mockApi({
      'GET /api/me': () => ok(me({ office: { schoolId: 'school-a', schoolName: 'University of Alabama' } })),
      'GET /api/office/events': ok({ schoolId: 'school-a', schoolName: 'University of Alabama', events: EVENTS, reportsMissing: 0 }),
    });
    const { user } = renderApp('/office');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(EVENTS.length + 1);
    expect(screen.getByText('University of Alabama: its chapters\' social events, ahead and past.')).toBeInTheDocument();
    const cancelledRow = within(table).getByRole('link', { name: 'Party cancelled' }).closest('tr')!;
    expect(cancelledRow).toHaveTextContent('Cancelled');
    expect(cancelledRow).toHaveTextContent('ΑΕΦ Alpha Epsilon Phi');
    expect(within(table).getByRole('link', { name: 'Party sunday' }).closest('tr')).toHaveTextContent('vendors: 2, certificates: 1');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Week' }), 'Week of Apr 14, 2031');
    expect(within(screen.getByRole('table')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Party review', 'Party later']);
  });

  it('approves an event awaiting review, and returns one with a comment the chapter will read', async () => {
    const calls = mockApi({
      'GET /api/me': () => ok(me({ office: { schoolId: 'school-a', schoolName: 'University of Alabama' } })),
      'GET /api/office/events': ok({ schoolId: 'school-a', schoolName: 'University of Alabama', events: EVENTS }),
      'POST /api/office/events/review/approve': { status: 409, body: { message: 'Not approved yet: Name 2 sober monitors for 40 guests (1 named)' } },
      'POST /api/office/events/review/return': ok({ ...EVENTS.at(-2), review: { ...submitted, state: 'returned', comment: 'Name a second monitor' } }),
    });
    const { user } = renderApp('/office');
    const reviewRow = (await screen.findByRole('link', { name: 'Party review' })).closest('tr')!;
    expect(reviewRow).toHaveTextContent('Awaiting review');
    expect(reviewRow).toHaveTextContent('Late');
    expect(reviewRow).toHaveTextContent('1 / 2');
    expect(reviewRow).toHaveTextContent('Name 2 sober monitors for 40 guests (1 named)');

    await user.click(within(reviewRow).getByRole('button', { name: 'Approve Party review' }));
    expect(await screen.findByText('Not approved yet: Name 2 sober monitors for 40 guests (1 named)', { selector: '[data-sonner-toast] *' })).toBeInTheDocument();

    await user.click(within(reviewRow).getByRole('button', { name: 'Return Party review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return Party review?' });
    expect(within(dialog).getByRole('button', { name: 'Return to the chapter' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('What should the chapter change?'), 'Name a second monitor');
    await user.click(within(dialog).getByRole('button', { name: 'Return to the chapter' }));
    expect(await screen.findByText('Party review returned to the chapter')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/return'))?.body).toEqual({ comment: 'Name a second monitor' });
  });

  it("edits its own school's rules in the Schools tab's dialog, from School rules", async () => {
    const rules = {
      registrationLeadDays: 7,
      guestListLeadHours: 48,
      baseMonitors: 1,
      baseGuests: 20,
      guestsPerExtraMonitor: 20,
      officeEmail: null,
      approvalRequired: false,
      eventReportDueHours: null,
      guestsPerMember: null,
      largeChapterMembers: null,
      guestsPerMemberLarge: null,
      monitorTrainingValidDays: null,
    };
    const calls = mockApi({
      'GET /api/me': () => ok(me({ office: { schoolId: 'school-a', schoolName: 'University of Alabama' } })),
      'GET /api/office/events': ok({ schoolId: 'school-a', schoolName: 'University of Alabama', events: EVENTS }),
      'GET /api/office/rules': ok({ rules }),
      'PUT /api/office/rules': ({ body }: { body: unknown }) => ok({ rules: body }),
    });
    const { user } = renderApp('/office');
    await user.click(await screen.findByRole('button', { name: 'School rules' }));
    const dialog = await screen.findByRole('dialog', { name: 'Office rules: University of Alabama' });
    const field = await within(dialog).findByLabelText('Registration due (days before)');
    await user.clear(field);
    await user.type(field, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save Rules' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...rules, registrationLeadDays: 10 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("says why to an account that is no office, as the API refuses it", async () => {
    mockApi({
      'GET /api/me': () => ok(me()),
      'GET /api/office/events': { status: 403, body: { message: 'Only the Greek-life office can do this' } },
    });
    renderApp('/office');
    expect(await screen.findByRole('alert')).toHaveTextContent('Only the Greek-life office can do this');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('/office after the party', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'office@ua.edu' });
  });

  it('counts the missing reports, flags them, and opens an entry log only with a reason', async () => {
    const past = row('past', '2001-04-01', { report: { state: 'missing', dueAt: '2001-04-03T11:00:00.000Z' }, monitorsRequired: 2 });
    const ahead = row('ahead', '2999-04-01');
    const calls = mockApi({
      'GET /api/me': () => ok(me({ office: { schoolId: 'school-a', schoolName: 'University of Alabama' } })),
      'GET /api/office/events': ok({ schoolId: 'school-a', schoolName: 'University of Alabama', events: [past, ahead], reportsMissing: 1 }),
      'POST /api/office/events/{id}/entry-log': ok({ eventId: 'past', title: 'Party past', entries: [{ name: 'Ada Adult', enteredAt: '2001-04-02T02:30:00.000Z', admittedBy: 'idCheck', ageBand: '21+' }] }),
    });
    const { user } = renderApp('/office');
    const table = await screen.findByRole('table');
    expect(screen.getByText('Reports missing').nextElementSibling).toHaveTextContent(/^1$/);
    const pastRow = within(table).getByRole('link', { name: 'Party past' }).closest('tr')!;
    expect(pastRow).toHaveTextContent('MISSING');
    expect(pastRow).toHaveTextContent('1 / 2');
    expect(within(table).queryByRole('button', { name: 'Entry log of Party ahead' })).toBeNull();
    expect(within(table).getByRole('button', { name: 'Registration packet of Party ahead' })).toBeInTheDocument();

    await user.click(within(pastRow).getByRole('button', { name: 'Entry log of Party past' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'ab');
    await user.click(dialog.getByRole('button', { name: 'Open Entry Log' }));
    expect(await dialog.findByText('The reason must be 3 to 300 characters')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(dialog.getByRole('textbox', { name: /Reason/ }), 'c complaint');
    await user.click(dialog.getByRole('button', { name: 'Open Entry Log' }));
    const entry = await dialog.findByRole('row', { name: /Ada Adult/ });
    expect(entry).toHaveTextContent('ID check');
    expect(entry).toHaveTextContent('21+');
    expect(calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/office/events/past/entry-log', { reason: 'abc complaint' }]]);
  });
});
