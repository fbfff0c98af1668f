import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventPaperworkResponse } from '../../../shared/api/types';
import { DEFAULT_SCHOOL_RULES } from '../../../shared/school-rules';
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
const ann = { sub: '11111111-1111-4111-8111-111111111111', fullName: 'Ann Member' };
const TOO_FEW = 'A capacity of 40 guests needs 2 sober monitors (one per 20 guests);';
const ben = { sub: '22222222-2222-4222-8222-222222222222', fullName: 'Ben Member' };

/** An alcohol party's panel: 30 guests expected of 40, no monitor yet, 20 guests a monitor (so 2 required for its capacity). */
const panel = (): EventPaperworkResponse => ({
  alcoholAllowed: true,
  rules: { ...DEFAULT_SCHOOL_RULES, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20 },
  registrationDueAt: null,
  guestListFreezesAt: null,
  lateRegistration: false,
  soberMonitors: [],
  members: [ann, ben],
  monitorCapacity: 0,
  expectedGuests: 30,
  maxAttendees: 40,
  warnings: ['Sober monitors missing: an event with alcohol needs at least one'],
  mailed: null,
});

describe('the paperwork panel', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'president@ua.edu' });
  });

  it('opens on the panel of the analytics answer alone: one request for the screen', async () => {
    const { members: _members, ...withoutMembers } = panel();
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      'GET /api/party-events/{id}/analytics': ok(analytics({ paperwork: withoutMembers })),
      'GET /api/party-events/{id}/paperwork': ok(panel()),
    });
    renderApp(path);
    const region = within(await screen.findByRole('region', { name: 'Registration packet' }));
    expect(region.getByRole('alert', { name: 'Paperwork warnings' })).toHaveTextContent('Sober monitors missing');
    expect(region.getByText('Expected guests 30 of 40 · No sober monitors named yet (one per 20 guests)')).toBeInTheDocument();
    expect(region.queryByRole('checkbox')).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/analytics')).map((c) => c.search)).toEqual(['?include=paperwork']);
    expect(calls.filter((c) => c.path.endsWith('/paperwork'))).toHaveLength(0);
  });

  it('reads the members when the picker opens, says how many the capacity requires; shows the monitors saved with their capacity and warnings at once, without asking again', async () => {
    const { members: _members, ...withoutMembers } = panel();
    const calls = mockApi({
      'GET /api/me': ok(presidentMe()),
      'GET /api/party-events/{id}/analytics': ok(analytics({ paperwork: withoutMembers })),
      'GET /api/party-events/{id}/paperwork': ok(panel()),
      // The answer carries the monitors only (at most 3 DynamoDB calls per request); the panel works out the rest.
      // Like the API, it refuses fewer monitors than the capacity requires.
      'PUT /api/party-events/{id}/sober-monitors': ({ body }) => {
        const { subs } = body as { subs: string[] };
        if (subs.length < 2) return { status: 400, body: { message: `${TOO_FEW} ${subs.length} named` } };
        // Each with their training as on the office's record at naming.
        return ok({ soberMonitors: [{ ...ann, trainedOn: '2031-03-01' }, { ...ben, trainedOn: null }].filter((m) => subs.includes(m.sub)) });
      },
    });
    renderApp(path);
    const region = within(await screen.findByRole('region', { name: 'Registration packet' }));
    expect(region.getByRole('alert', { name: 'Paperwork warnings' })).toHaveTextContent('Sober monitors missing');

    await userEvent.click(region.getByRole('button', { name: 'Choose Sober Monitors' }));
    expect(await region.findByText('2 required for the capacity · 0 picked')).toBeInTheDocument();
    await userEvent.click(await region.findByRole('checkbox', { name: 'Ann Member' }));
    expect(region.getByText('2 required for the capacity · 1 picked')).toBeInTheDocument();
    await userEvent.click(region.getByRole('button', { name: 'Save Sober Monitors' }));
    expect(await screen.findByText(`${TOO_FEW} 1 named`)).toBeInTheDocument();
    expect(region.getByRole('alert', { name: 'Paperwork warnings' })).toHaveTextContent('Sober monitors missing');

    await userEvent.click(region.getByRole('checkbox', { name: 'Ben Member' }));
    await userEvent.click(region.getByRole('button', { name: 'Save Sober Monitors' }));
    await waitFor(() => expect(region.getByText(/· 2 sober monitors cover 40 guests \(one per 20 guests\)$/)).toBeInTheDocument());
    expect(region.queryByRole('alert', { name: 'Paperwork warnings' })).toBeNull();
    expect(region.getByText('Named: Ann Member, Ben Member')).toBeInTheDocument();
    const training = within(region.getByRole('list', { name: 'Sober-monitor training' }));
    expect(training.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ann Member: Trained 2031-03-01', 'Ben Member: No training on record']);
    expect(calls.filter((c) => c.path.endsWith('/paperwork'))).toHaveLength(1);
    expect(calls.filter((c) => c.path.endsWith('/analytics'))).toHaveLength(1);
  });
});
