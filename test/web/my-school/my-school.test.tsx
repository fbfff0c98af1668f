import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { me, studentSub } from '../support/accounts';
import { chapter, schoolPage, schools, ut } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn, signOut } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const chapters = [
  chapter(),
  chapter({ id: '1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b', nationalKey: 'alpha-tau-omega', letters: 'ΑΤΩ', name: 'Alpha Tau Omega' }),
  chapter({ id: '2a3b4c5d-6e7f-4809-9a1b-2c3d4e5f6a7b', nationalKey: 'kappa-delta', letters: 'ΚΔ', name: 'Kappa Delta', type: 'sorority' }),
];

const chapterNames = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('/my-school', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: studentSub, email: 'jordan.avery@utexas.edu' });
  });

  it('sends a signed-out visitor to sign in, with the way back', async () => {
    signOut();
    const calls = mockApi({});
    const { router } = renderApp('/my-school');
    await waitFor(() =>
      expect(router.state.location.pathname + router.state.location.search).toBe('/auth?mode=login&redirect=%2Fmy-school'),
    );
    expect(calls.filter((c) => c.path === '/api/me')).toHaveLength(0);
  });

  it('without a school: every school as "name - state", Save School disabled until chosen, then the school view', async () => {
    let saved: string | null = null;
    const calls = mockApi({
      'GET /api/me': ok(me({ profile: { schoolId: null, schoolName: null, schoolState: null } })),
      'GET /api/schools': ok({ schools }),
      'PUT /api/me/school': ({ body }) => {
        saved = (body as { schoolId: string }).schoolId;
        return ok(me());
      },
      [`GET /api/schools/${ut.id}`]: ok({ ...schoolPage, chapters }),
    });
    const { user } = renderApp('/my-school');
    const select = await screen.findByRole('combobox', { name: 'School' });
    expect(within(select).getByRole('option', { name: 'University of Texas at Austin - TX' })).toBeInTheDocument();
    expect(within(select).getByRole('option', { name: 'Ohio State University - OH' })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save School' });
    expect(save).toBeDisabled();

    await user.selectOptions(select, ut.id);
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Your school has been updated')).toBeInTheDocument();
    expect(saved).toBe(ut.id);
    expect(await screen.findByRole('heading', { level: 1, name: 'University of Texas at Austin' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kappa Delta' })).toBeInTheDocument();
    // The school view came from the saved answer: no second /me.
    expect(calls.filter((c) => c.path === '/api/me')).toHaveLength(1);
  });

  it('with a school: logo (initials), name, state, calendar, organizations and the links onward, from one request', async () => {
    const calls = mockApi({
      'GET /api/me': ok(me()),
      [`GET /api/schools/${ut.id}`]: ok({ ...schoolPage, chapters }),
    });
    renderApp('/my-school');
    expect(await screen.findByRole('heading', { level: 1, name: 'University of Texas at Austin' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'University of Texas at Austin logo' })).toHaveTextContent('UT');
    expect(screen.getByText('Texas')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change School' })).toBeInTheDocument();
    expect(screen.getByRole('grid')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Party Events/ })).toHaveAttribute('href', '/party-events');
    expect(screen.getByRole('link', { name: /Greek Life Events/ })).toHaveAttribute('href', '/events');

    await screen.findByRole('link', { name: 'Sigma Chi' });
    expect(chapterNames()).toEqual(['Sigma Chi', 'Alpha Tau Omega', 'Kappa Delta']);
    expect(screen.getByText('ΚΔ', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByText('Fraternity')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Kappa Delta' })).toHaveAttribute('href', `/organizations/${chapters[2]!.id}`);
    // One screen, one request: the school, its events and its chapters in one request.
    expect(calls.filter((c) => c.path.startsWith('/api/schools')).map((c) => c.path + c.search)).toEqual([`/api/schools/${ut.id}?include=chapters`]);
  });

  it('filters all / fraternities / sororities', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      [`GET /api/schools/${ut.id}`]: ok({ ...schoolPage, chapters }),
    });
    const { user } = renderApp('/my-school');
    await screen.findByRole('link', { name: 'Sigma Chi' });
    await user.click(screen.getByRole('button', { name: 'Sororities' }));
    expect(chapterNames()).toEqual(['Kappa Delta']);
    await user.click(screen.getByRole('button', { name: 'Fraternities' }));
    expect(chapterNames()).toEqual(['Sigma Chi', 'Alpha Tau Omega']);
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(chapterNames()).toHaveLength(3);
  });

  it('shows the three empty messages', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      [`GET /api/schools/${ut.id}`]: ok({ ...schoolPage, chapters: [] }),
    });
    const { user } = renderApp('/my-school');
    expect(await screen.findByText('No Greek organizations found at this school yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Fraternities' }));
    expect(screen.getByText('No fraternities found at this school.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sororities' }));
    expect(screen.getByText('No sororities found at this school.')).toBeInTheDocument();
  });

  it('only sororities: the fraternity filter says none', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      [`GET /api/schools/${ut.id}`]: ok({ ...schoolPage, chapters: [chapters[2]] }),
    });
    const { user } = renderApp('/my-school');
    await screen.findByRole('link', { name: 'Kappa Delta' });
    await user.click(screen.getByRole('button', { name: 'Fraternities' }));
    expect(screen.getByText('No fraternities found at this school.')).toBeInTheDocument();
  });

  it('marks event days on the calendar and lists a chosen day', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      [`GET /api/schools/${ut.id}`]: ok({ ...schoolPage, chapters }),
    });
    // The device's date: mid-October 2026 (only Date is faked; timers and clicks run as usual).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 9, 15, 12));
    const { user } = renderApp('/my-school');
    // The calendar opens on this month; the next one holds the first fixture event.
    await screen.findByRole('grid', { name: 'October 2026' });
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByRole('grid', { name: 'November 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'November 22, 2026, has events' }));
    expect(screen.getByRole('link', { name: 'Fall Recruitment Kickoff' })).toHaveAttribute('href', `/events/${schoolPage.events[0]!.id}`);
    await user.click(screen.getByRole('button', { name: 'November 23, 2026' }));
    expect(screen.getByText('No Greek Life events on this day.')).toBeInTheDocument();
  });

  it('Change School returns to the selector; Cancel goes back', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      'GET /api/schools': ok({ schools }),
      [`GET /api/schools/${ut.id}`]: ok({ ...schoolPage, chapters }),
    });
    const { user } = renderApp('/my-school');
    await user.click(await screen.findByRole('button', { name: 'Change School' }));
    expect(await screen.findByRole('combobox', { name: 'School' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save School' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'University of Texas at Austin' })).toBeInTheDocument();
  });

  it('says "Failed to update school" when saving fails', async () => {
    mockApi({
      'GET /api/me': ok(me({ profile: { schoolId: null, schoolName: null, schoolState: null } })),
      'GET /api/schools': ok({ schools }),
      'PUT /api/me/school': { status: 500, body: { message: 'Internal Server Error' } },
    });
    const { user } = renderApp('/my-school');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'School' }), schools[1]!.id);
    await user.click(screen.getByRole('button', { name: 'Save School' }));
    expect(await screen.findByText('Failed to update school')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'School' })).toBeInTheDocument();
  });

  it('says "Failed to load school information" when the school cannot be loaded', async () => {
    mockApi({
      'GET /api/me': ok(me()),
      [`GET /api/schools/${ut.id}`]: { status: 500, body: { message: 'Internal Server Error' } },
    });
    renderApp('/my-school');
    expect((await screen.findAllByText('Failed to load school information')).length).toBeGreaterThan(0);
  });

  it('says "Failed to load school information" when the profile cannot be loaded', async () => {
    mockApi({ 'GET /api/me': { status: 500, body: { message: 'Internal Server Error' } } });
    renderApp('/my-school');
    expect((await screen.findAllByText('Failed to load school information')).length).toBeGreaterThan(0);
  });
});
