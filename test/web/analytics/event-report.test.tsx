import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventPaperworkResponse, EventReportResponse } from '../../../shared/api/types';
import { DEFAULT_SCHOOL_RULES } from '../../../shared/school-rules';
import { INCIDENT_TEXT_REQUIRED } from '../../../shared/schemas/event-report';
import { studentSub } from '../support/accounts';
import { presidentMe } from '../support/leaders';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';
import { analytics, partyEventId } from '../support/tickets';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const path = `/party-events/${partyEventId}/analytics`;

const panel = (eventReportDueHours: number | null): Omit<EventPaperworkResponse, 'members'> => ({
  alcoholAllowed: true,
  rules: { ...DEFAULT_SCHOOL_RULES, eventReportDueHours },
  registrationDueAt: null,
  guestListFreezesAt: null,
  lateRegistration: false,
  soberMonitors: [],
  monitorCapacity: 0,
  expectedGuests: 0,
  maxAttendees: 150,
  warnings: [],
  mailed: null,
});

const due: EventReportResponse = { report: null, state: 'due', dueAt: '2031-04-04T07:00:00.000Z', overAt: '2031-04-02T07:00:00.000Z', doorAttendance: 37 };
const filed = { attendance: 35, incident: true, text: 'A guest fell on the stairs', filedAt: '2031-04-02T09:00:00.000Z', filedByName: 'Pat President' };

describe('the event report on the analytics', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('is not there when the school asks for no report', async () => {
    const calls = mockApi({ 'GET /api/me': ok(presidentMe()), 'GET /api/party-events/{id}/analytics': ok(analytics({ paperwork: panel(null) })) });
    renderApp(path);
    await screen.findByRole('region', { name: 'Registration packet' });
    expect(screen.queryByRole('region', { name: 'Event report' })).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/report'))).toEqual([]);
  });

  it('offers the door’s headcount, asks for a text when there was an incident, then shows the report as filed', async () => {
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      'GET /api/party-events/{id}/analytics': ok(analytics({ paperwork: panel(48) })),
      'GET /api/party-events/{id}/report': ok(due),
      'POST /api/party-events/{id}/report': ({ body }) => ok({ ...due, state: 'filed', report: { ...(body as object), filedAt: filed.filedAt, filedByName: filed.filedByName } }),
    });
    renderApp(path);
    const region = within(await screen.findByRole('region', { name: 'Event report' }));
    const attendance = await region.findByRole('spinbutton', { name: /Attendance/ });
    expect(attendance).toHaveValue(37);
    await userEvent.clear(attendance);
    await userEvent.type(attendance, '35');
    await userEvent.click(region.getByRole('radio', { name: 'Yes' }));
    await userEvent.click(region.getByRole('button', { name: 'File Report' }));
    expect(await region.findByRole('alert')).toHaveTextContent(INCIDENT_TEXT_REQUIRED);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.type(region.getByRole('textbox', { name: /What happened/ }), filed.text);
    await userEvent.click(region.getByRole('button', { name: 'File Report' }));
    await waitFor(() => expect(region.getByText(filed.text)).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ attendance: 35, incident: true, text: filed.text }]);
    expect(region.queryByRole('button', { name: 'File Report' })).toBeNull();
    expect(region.getByText(/by Pat President$/)).toBeInTheDocument();
  });

  it('says when it can be filed before the end, and shows the API’s refusal', async () => {
    mockApi({
      'GET /api/me': ok(presidentMe()),
      'GET /api/party-events/{id}/analytics': ok(analytics({ paperwork: panel(48) })),
      'GET /api/party-events/{id}/report': ok({ ...due, state: 'missing' }),
      'POST /api/party-events/{id}/report': { status: 409, body: { message: 'The event report has already been filed and cannot be changed' } },
    });
    renderApp(path);
    const region = within(await screen.findByRole('region', { name: 'Event report' }));
    expect(await region.findByText(/^Overdue: it was due by/)).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'File Report' }));
    expect(await region.findByRole('alert')).toHaveTextContent('The event report has already been filed and cannot be changed');
  });
});
