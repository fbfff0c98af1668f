import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DataToolJob, ReplaceSchoolsPreview } from '../../../shared/api/types';
import type { DataTool } from '../../../shared/schemas/data-tools';
import { CONTINUES_IN_BACKGROUND, REDISTRIBUTE_WAIT_MS } from '../../../web/src/features/data-tools/SeedDataPage';
import { mockApi, ok, type MockReply } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession, signIn } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) =>
  (await import('../support/session-mock')).mockSessionModule(await original()),
);

const JOB_ID = '6f1d2c3b-4a59-4e68-9d7c-8b9a0f1e2d3c';
const job = (tool: DataTool, over: Partial<DataToolJob> = {}): DataToolJob => ({
  id: JOB_ID,
  tool,
  status: 'running',
  done: 0,
  total: 0,
  message: null,
  result: null,
  startedAt: '2026-11-23T15:00:00.000Z',
  finishedAt: null,
  ...over,
});

/** The job answers `states` in turn, then the last one for good. */
function jobApi(tool: DataTool, states: DataToolJob[], extra: Record<string, MockReply> = {}) {
  let read = 0;
  return mockApi({
    'GET /api/admin/data-tools': ok({ running: null }),
    [`POST /api/admin/data-tools/${tool}`]: { status: 202, body: job(tool) },
    'GET /api/admin/data-tools/jobs/{id}': () => ok(states[Math.min(read++, states.length - 1)]),
    ...extra,
  });
}

describe('the data tools', () => {
  beforeEach(() => {
    resetSession();
    signIn({ sub: '93c4d5e6-f708-4192-a3b4-c5d6e7f8091a', email: 'admin@greekcampus.example' });
  });
  afterEach(() => vi.useRealTimers());

  it('/populate-data starts the job, shows its progress, then the counts', async () => {
    const calls = jobApi('populate-orgs', [
      job('populate-orgs', { done: 1, total: 4 }),
      job('populate-orgs', { status: 'succeeded', done: 4, total: 4, message: 'Added 30 organizations at 2 schools: 60 organizations at 4 schools in all', result: { added: 30, schoolsChanged: 2, organizations: 60, schools: 4 } }),
    ]);
    const { user } = renderApp('/populate-data');
    await user.click(await screen.findByRole('button', { name: 'Populate Greek Organizations' }));
    expect(await screen.findByRole('progressbar', { name: 'Populate Greek Organizations progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(await screen.findByRole('status')).toHaveTextContent('Populate Greek Organizations: Added 30 organizations at 2 schools: 60 organizations at 4 schools in all');
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/data-tools/populate-orgs']);
  });

  it('says why a tool did not start: another one is running', async () => {
    mockApi({
      'GET /api/admin/data-tools': ok({ running: null }),
      'POST /api/admin/data-tools/populate-orgs': { status: 409, body: { message: 'Another data tool is still running. Wait for it to finish, then try again.' } },
    });
    const { user } = renderApp('/populate-data');
    await user.click(await screen.findByRole('button', { name: 'Populate Greek Organizations' }));
    expect(await screen.findByText('Failed to populate Greek organizations')).toBeInTheDocument();
    expect(screen.getByText('Another data tool is still running. Wait for it to finish, then try again.')).toBeInTheDocument();
  });

  it('/populate-top-schools warns, lists the schools that stay, asks to confirm, and goes to /schools 2 seconds after success', async () => {
    const preview: ReplaceSchoolsPreview = { running: null, keep: 240, add: 10, remove: 3, staying: [{ id: 'a5b6c7d8-e9f0-4a1b-8c2d-3e4f5a6b7c8d', name: 'Old State College', state: 'OH' }] };
    const calls = jobApi('replace-schools', [job('replace-schools', { status: 'succeeded', done: 13, total: 13, message: 'Schools replaced: 240 kept, 10 added, 3 removed, 1 kept because organizations or events refer to them', result: { kept: 240, added: 10, removed: 3, stayed: 1 } })], {
      'GET /api/admin/data-tools/replace-schools/preview': ok(preview),
      'GET /api/schools': ok({ schools: [] }),
    });
    const { user, router } = renderApp('/populate-top-schools');
    expect(await screen.findByText('240 schools stay, 10 are added and 3 are removed.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('This cannot be undone. Greek organizations stay unchanged.');
    expect(screen.getByText('Old State College, OH')).toBeInTheDocument();
    // The page's one request: the preview carries the running job (none), so the status route is not asked.
    expect(calls.filter((c) => c.path.startsWith('/api/admin/')).map((c) => c.path)).toEqual(['/api/admin/data-tools/replace-schools/preview']);
    await user.click(screen.getByRole('button', { name: 'Replace with Top 250 Universities' }));
    const dialog = await screen.findByRole('dialog', { name: 'Replace all schools?' });
    await user.click(within(dialog).getByRole('button', { name: 'Replace Schools' }));
    expect(await screen.findAllByText(/Schools replaced: 240 kept/)).not.toHaveLength(0);
    expect(router.state.location.pathname).toBe('/populate-top-schools');
    // The page's own 2 s timer, then the suite's ceiling (setup.ts): a 4 s cap left a loaded machine 2 s to spare.
    await waitFor(() => expect(router.state.location.pathname).toBe('/schools'));
  });

  it('/populate-top-schools opened while a run goes on follows it, from the preview alone', async () => {
    const running = job('replace-schools', { done: 5, total: 20 });
    const calls = jobApi('replace-schools', [running], {
      'GET /api/admin/data-tools/replace-schools/preview': ok({ running, keep: 240, add: 10, remove: 0, staying: [] } satisfies ReplaceSchoolsPreview),
    });
    renderApp('/populate-top-schools');
    expect(await screen.findByRole('progressbar', { name: 'Replace Schools progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('button', { name: 'Replacing...' })).toBeDisabled();
    expect(calls.some((c) => c.path === '/api/admin/data-tools')).toBe(false);
  });

  it('/seed-data asks before clearing every event', async () => {
    const calls = jobApi('clear-events', [job('clear-events', { status: 'succeeded', message: 'Cleared 12 events', result: { deleted: 12 } })]);
    const { user } = renderApp('/seed-data');
    await user.click(await screen.findByRole('button', { name: 'Clear All Events' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear all events?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Clear All Events' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Clear all events?' })).getByRole('button', { name: 'Clear All Events' }));
    expect(await screen.findAllByText(/Cleared 12 events/)).not.toHaveLength(0);
  });

  it('/seed-data tells the admin that Redistribute goes on in the background after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    jobApi('redistribute-orgs', [job('redistribute-orgs', { done: 3, total: 300 })]);
    const { user } = renderApp('/seed-data');
    await user.click(await screen.findByRole('button', { name: 'Redistribute Organizations Across Schools' }));
    expect(await screen.findByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.queryByText(CONTINUES_IN_BACKGROUND)).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(REDISTRIBUTE_WAIT_MS);
    });
    expect(await screen.findByText(CONTINUES_IN_BACKGROUND)).toBeInTheDocument();
  });

  it('sends a visitor who is no admin home with "Access Denied"', async () => {
    mockApi({ 'GET /api/admin/data-tools': { status: 403, body: { message: 'Forbidden' } }, 'GET /api/admin/data-tools/replace-schools/preview': { status: 403, body: { message: 'Forbidden' } } });
    for (const path of ['/seed-data', '/populate-top-schools']) {
      const { router, unmount } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findAllByText('Access Denied')).not.toHaveLength(0);
      unmount();
    }
  });
});
