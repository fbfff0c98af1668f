import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANDING_STATS } from '../../../shared/limits';
import { mockApi } from '../support/mock-api';
import { renderApp } from '../support/render';

describe('404 page', () => {
  it('answers any unknown path with Oops! Page not found and a way home', async () => {
    mockApi({});
    const { user, router } = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found | Greek Campus');
    await user.click(screen.getByRole('link', { name: 'Return to Home' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: /Join Free Now/ })).toBeInTheDocument();
  });
});

describe('header and landing page (signed out)', () => {
  it('offers Sign In, Get Started, the Leader Portal and the main links', async () => {
    mockApi({});
    renderApp('/');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const links = within(nav).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Schools', '/schools'],
      ['Greek Life', '/events'],
      ['Events', '/party-events'],
      ['Organizations', '/organizations'],
    ]);
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?mode=login');
    expect(within(header).getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/auth?mode=signup');
    expect(within(header).getByRole('link', { name: 'Leader Portal' })).toHaveAttribute('href', '/leader-auth');
  });

  describe('the footer', () => {
    afterEach(() => vi.useRealTimers());

    it("gives the copyright the year of the browser's clock", async () => {
      // Only Date is faked: the app's timers (queries, toasts) run as usual.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2031, 5, 15, 12));
      mockApi({});
      renderApp('/');
      expect(await screen.findByText('© 2031 Greek Campus. All rights reserved.')).toBeInTheDocument();
    });
  });

  it('shows the hero, the one-leader warning, the stats, features, steps and testimonials', async () => {
    mockApi({});
    renderApp('/');
    expect(await screen.findByRole('link', { name: /Join Free Now/ })).toHaveAttribute('href', '/auth?mode=signup');
    expect(screen.getByRole('link', { name: 'Explore Events' })).toHaveAttribute('href', '/party-events');
    expect(screen.getByText('Only one leader per organization can register.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the Leader Portal' })).toHaveAttribute('href', '/leader-auth');
    for (const stat of LANDING_STATS) expect(screen.getByText(stat.value)).toBeInTheDocument();
    for (const title of ['Verified Events', 'Instant Ticket Access', 'Nationwide Campus Network']) {
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    }
    expect(screen.getByText('Sign up with your university email and pick your school.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Show up with your QR ticket' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Students love it' })).toBeInTheDocument();
  });
});
