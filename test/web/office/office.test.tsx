import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { OfficeEventRow } from '../../../shared/api/types';
import { filterEvents, officeCounts, weekOf, weeksOf } from '../../../web/src/features/office/office-view';
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
  guestCount: 10,
  monitorsNamed: 1,
  ...extra,
});

// 2031-04-07 is a Monday.
const EVENTS = [
  row('past', '2031-04-01'),
  row('friday', '2031-04-11', { monitorsNamed: 0 }),
  row('sunday', '2031-04-13'),
  row('cancelled', '2031-04-12', { status: 'cancelled' }),
  row('later', '2031-04-20', { monitorsNamed: 0 }),
];

describe('the office view of its events', () => {
  it('weeks run Monday to Sunday', () => {
    expect(['2031-04-07', '2031-04-09', '2031-04-13', '2031-04-14'].map(weekOf)).toEqual(['2031-04-07', '2031-04-07', '2031-04-07', '2031-04-14']);
    expect(weeksOf(EVENTS)).toEqual(['2031-03-31', '2031-04-07', '2031-04-14']);
  });

  it('counts the events ahead, those without a sober monitor, this weekend and the cancelled, on a given day', () => {
    expect(officeCounts(EVENTS, '2031-04-08')).toEqual({ ahead: 3, missingMonitors: 2, thisWeekend: 2, cancelled: 1 });
    // 'later' falls on Sunday 2031-04-20, that week's weekend.
    expect(officeCounts(EVENTS, '2031-04-14')).toEqual({ ahead: 1, missingMonitors: 1, thisWeekend: 1, cancelled: 1 });
    expect(officeCounts(EVENTS, '2031-04-21')).toEqual({ ahead: 0, missingMonitors: 0, thisWeekend: 0, cancelled: 1 });
  });

  it('filters by status and week together', () => {
    expect(filterEvents(EVENTS, { status: 'all', week: '2031-04-07' }).map((e) => e.id)).toEqual(['friday', 'sunday', 'cancelled']);
    expect(filterEvents(EVENTS, { status: 'cancelled', week: '' }).map((e) => e.id)).toEqual(['cancelled']);
    expect(filterEvents(EVENTS, { status: 'active', week: '2031-04-14' }).map((e) => e.id)).toEqual(['later']);
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
      'GET /api/office/events': ok({ schoolId: 'school-a', schoolName: 'University of Alabama', events: EVENTS }),
    });
    const { user } = renderApp('/office');
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(EVENTS.length + 1);
    expect(screen.getByText('University of Alabama: its chapters\' social events, ahead and past.')).toBeInTheDocument();
    const cancelledRow = within(table).getByRole('link', { name: 'Party cancelled' }).closest('tr')!;
    expect(cancelledRow).toHaveTextContent('Cancelled');
    expect(cancelledRow).toHaveTextContent('ΑΕΦ Alpha Epsilon Phi');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Cancelled');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All statuses');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Week' }), 'Week of Apr 14, 2031');
    expect(within(screen.getByRole('table')).getAllByRole('link').map((a) => a.textContent)).toEqual(['Party later']);
  });

  it("edits its own school's rules in the Schools tab's dialog, from School rules", async () => {
    const rules = { registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: null };
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
