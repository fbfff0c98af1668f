import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { greekEvent } from '../support/fixtures';
import { mockApi, ok } from '../support/mock-api';
import { renderApp } from '../support/render';
import { resetSession } from '../support/session-mock';

vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
vi.mock('../../../web/src/lib/auth/session', async (original) => (await import('../support/session-mock')).mockSessionModule(await original()));

const first = [1, 2].map((n) => greekEvent({ id: `5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4${n}`, title: `Bid Day ${n}` }));
const second = [greekEvent({ id: '5a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c43', title: 'Step Show' })];

describe('/events', () => {
  beforeEach(() => resetSession());

  it('asks for one page at a time and follows the cursor on "Show more events" until the last page', async () => {
    const calls = mockApi({
      'GET /api/events': ({ url }) => (url.searchParams.get('cursor') === 'page-2' ? ok({ events: second, nextCursor: null }) : ok({ events: first, nextCursor: 'page-2' })),
    });
    const { user } = renderApp('/events');
    expect(await screen.findByText('Bid Day 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 2 events')).toBeInTheDocument();
    expect(screen.queryByText('Step Show')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show more events' }));
    expect(await screen.findByText('Step Show')).toBeInTheDocument();
    expect(screen.getByText('Bid Day 2')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more events' })).not.toBeInTheDocument();
    expect(calls.filter((c) => c.path === '/api/events').map((c) => c.search)).toEqual(['', '?cursor=page-2']);
  });
});
