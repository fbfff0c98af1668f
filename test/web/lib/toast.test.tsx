import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../web/src/app/providers';
import { toast, UNTIL_DISMISSED } from '../../../web/src/lib/toast';

/** Far past sonner's 4 s, and past its exit animation. */
const A_MINUTE_MS = 60_000;

/** The app's toaster (mounted at the first toast), with `toasts` raised, on a clock the test moves. */
function raise(...toasts: (() => void)[]) {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  render(<AppProviders client={new QueryClient()}>{null}</AppProviders>);
  for (const raiseOne of toasts) raiseOne();
}

describe('how long a toast stays (no time limit on what only a toast says)', () => {
  it('keeps an error until it is closed, and lets a plain success go after a few seconds', async () => {
    raise(
      () => toast.error('Payment failed', { description: 'Your card was declined.' }),
      () => toast.success('Event saved!'),
      () => toast.success('Auto-fetch: 3 fetched, 1 failed, 0 skipped', { duration: UNTIL_DISMISSED }),
    );
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    expect(await screen.findByText('Event saved!')).toBeInTheDocument();
    expect(await screen.findByText('Auto-fetch: 3 fetched, 1 failed, 0 skipped')).toBeInTheDocument();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(A_MINUTE_MS);
    });
    expect(screen.queryByText('Event saved!')).toBeNull();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('Auto-fetch: 3 fetched, 1 failed, 0 skipped')).toBeInTheDocument();

    const error = screen.getByText('Payment failed').closest('li')!;
    fireEvent.click(within(error).getByRole('button', { name: 'Close toast' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(A_MINUTE_MS);
    });
    expect(screen.queryByText('Payment failed')).toBeNull();
  });

  it('announces toasts politely: they arrive in a live region', async () => {
    raise(() => toast.error('Failed to save event'));
    const title = await screen.findByText('Failed to save event');
    expect(title.closest('[aria-live="polite"]')).not.toBeNull();
  });
});
