/**
 * React's first render (web/src/main.tsx) waits for the first page's code,
 * up to a cap, and then renders that page at once: the shell and the page
 * paint together, with no skeleton before them (the 150 KiB page budget's first-render rule: the page's
 * first render before the first paint, out of Lighthouse's TBT window).
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstPageReady } from '../../../web/src/app/routes';
import { mockApi } from '../support/mock-api';
import { renderApp } from '../support/render';

vi.mock('../../../web/src/features/schools/SchoolsPage', () => ({ SchoolsPage: () => <h1>All the schools</h1> }));

// The directory's code never arrives (a network that stalls).
vi.mock('../../../web/src/features/organizations/DirectoryPage', () => new Promise(() => {}));

// The logo gallery's code fails to download (a deploy replaced its chunk).
vi.mock('../../../web/src/features/logos/LogosPage', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const skeleton = () => screen.queryByRole('status', { name: 'Loading' });

/** Whether `promise` has settled after `ms` of fake time. */
async function settledAfter(promise: Promise<void>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('the first render', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the page’s code and renders the page itself, no skeleton before it', async () => {
    mockApi({});
    await firstPageReady('/schools', 3000);
    renderApp('/schools');
    // Straight after the first render, nothing awaited: a lazy page would show the skeleton here.
    expect(screen.getByRole('heading', { name: 'All the schools' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(skeleton()).not.toBeInTheDocument();
  });

  it('waits no longer than the cap for code that does not come, then shows the shell and the skeleton', async () => {
    vi.useFakeTimers();
    const ready = firstPageReady('/organizations', 3000);
    expect(await settledAfter(ready, 2999)).toBe(false);
    expect(await settledAfter(ready, 1)).toBe(true);
    vi.useRealTimers();

    mockApi({});
    renderApp('/organizations');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(skeleton()).toBeInTheDocument();
  });

  it('does not wait for code that failed to download, and shows the error page for it', async () => {
    mockApi({});
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers();
    expect(await settledAfter(firstPageReady('/logos', 3000), 0)).toBe(true);
    vi.useRealTimers();

    renderApp('/logos');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalled();
  });
});
