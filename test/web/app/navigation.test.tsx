/**
 * What the router gives every page (web/src/app/routes.tsx, app/router/):
 * the current page stays with a progress bar while the next one's code
 * downloads, a page that fails shows the error page until the next
 * navigation, and Back returns to where the page was scrolled.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadPage } from '../../../web/src/app/routes';
import { clearSession, storeSession } from '../support/fake-auth';
import { mockApi } from '../support/mock-api';
import { renderApp } from '../support/render';

/** The Schools page's code, held until the test lets it arrive; the page modules asked for. */
const schoolsChunk = vi.hoisted(() => {
  let arrive: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  return { arrived, arrive: () => arrive(), requested: new Set<string>() };
});

vi.mock('../../../web/src/features/schools/SchoolsPage', async () => {
  schoolsChunk.requested.add('schools');
  await schoolsChunk.arrived;
  return { SchoolsPage: () => <h1>All the schools</h1> };
});

vi.mock('../../../web/src/features/my-tickets/MyTicketsPage', () => {
  schoolsChunk.requested.add('my-tickets');
  return { MyTicketsPage: () => <h1>My tickets</h1> };
});

// The logo gallery's code fails to download (a deploy replaced its chunk).
vi.mock('../../../web/src/features/logos/LogosPage', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const mainNav = () => screen.findByRole('navigation', { name: 'Main' });

describe('the first page’s code', () => {
  afterEach(() => clearSession());

  it('starts downloading before anything renders; a signed-in page’s only for someone signed in', async () => {
    preloadPage('/my-tickets');
    preloadPage('/schools');
    await vi.waitFor(() => expect(schoolsChunk.requested).toContain('schools'));
    expect(schoolsChunk.requested).not.toContain('my-tickets');

    storeSession({ sub: 'a-student', email: 'student@ua.edu' });
    preloadPage('/my-tickets');
    await vi.waitFor(() => expect(schoolsChunk.requested).toContain('my-tickets'));
  });
});

describe('navigating between pages', () => {
  it('keeps the current page, with the progress bar, until the next page’s code is there', async () => {
    mockApi({});
    const { user, router } = renderApp('/');
    await screen.findByRole('link', { name: /Join Free Now/ });
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();

    await user.click(within(await mainNav()).getByRole('link', { name: 'Schools' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/schools');
    expect(screen.getByRole('link', { name: /Join Free Now/ })).toBeInTheDocument();

    schoolsChunk.arrive();
    expect(await screen.findByRole('heading', { name: 'All the schools' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join Free Now/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Loading page' })).not.toBeInTheDocument();
  });

  it('shows the error page when a page’s code fails to download, and the next page after it', async () => {
    mockApi({});
    // React reports the error the boundary caught.
    const reported = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = renderApp('/logos');
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(reported).toHaveBeenCalled();

    await user.click(within(await mainNav()).getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('link', { name: /Join Free Now/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});

describe('scroll restoration', () => {
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true, writable: true });
  });

  function scrollTo(y: number) {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true, writable: true });
    window.dispatchEvent(new Event('scroll'));
  }

  it('starts a new page at the top and returns to the scrolled position on Back', async () => {
    mockApi({});
    schoolsChunk.arrive();
    const scrolls = vi.spyOn(window, 'scrollTo');
    const { user, router } = renderApp('/');
    await screen.findByRole('link', { name: /Join Free Now/ });
    scrollTo(700);
    scrolls.mockClear();

    await user.click(within(await mainNav()).getByRole('link', { name: 'Schools' }));
    await screen.findByRole('heading', { name: 'All the schools' });
    expect(scrolls).toHaveBeenCalledWith(0, 0);
    scrollTo(120);
    scrolls.mockClear();

    await router.back();
    await screen.findByRole('link', { name: /Join Free Now/ });
    expect(scrolls).toHaveBeenCalledWith(0, 700);
    expect(scrolls).not.toHaveBeenCalledWith(0, 0);
  });

  it('keeps going back to the position while the page is still too short for it, and keeps that position as the page’s', async () => {
    mockApi({});
    schoolsChunk.arrive();
    // The browser clamps a scroll to the page's end: `end` stands for how far this page reaches now.
    let end = Number.POSITIVE_INFINITY;
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => scrollTo(Math.min(y, end))) as typeof window.scrollTo);
    const { user, router } = renderApp('/');
    await screen.findByRole('link', { name: /Join Free Now/ });
    scrollTo(700);
    await user.click(within(await mainNav()).getByRole('link', { name: 'Schools' }));
    await screen.findByRole('heading', { name: 'All the schools' });

    end = 300;
    await router.back();
    await screen.findByRole('link', { name: /Join Free Now/ });
    expect(window.scrollY).toBe(300);
    // The rest of the page renders: the position is reached.
    end = Number.POSITIVE_INFINITY;
    await vi.waitFor(() => expect(window.scrollY).toBe(700));

    // 700, not the 300 passed through, is where Back brings this page again.
    await user.click(within(await mainNav()).getByRole('link', { name: 'Schools' }));
    await screen.findByRole('heading', { name: 'All the schools' });
    expect(window.scrollY).toBe(0);
    await router.back();
    await screen.findByRole('link', { name: /Join Free Now/ });
    await vi.waitFor(() => expect(window.scrollY).toBe(700));
  });

  it('keeps a last scroll whose event the browser sends only after the next page is in the document', async () => {
    mockApi({});
    schoolsChunk.arrive();
    const scrolls = vi.spyOn(window, 'scrollTo');
    const { user, router } = renderApp('/');
    await screen.findByRole('link', { name: /Join Free Now/ });
    await user.click(within(await mainNav()).getByRole('link', { name: 'Schools' }));
    await screen.findByRole('heading', { name: 'All the schools' });

    // Scrolled to 450; its scroll event waits for the browser's next frame, which comes after Back's page.
    Object.defineProperty(window, 'scrollY', { value: 450, configurable: true, writable: true });
    await router.back();
    await screen.findByRole('link', { name: /Join Free Now/ });
    window.dispatchEvent(new Event('scroll'));

    scrolls.mockClear();
    await router.forward();
    await screen.findByRole('heading', { name: 'All the schools' });
    expect(scrolls).toHaveBeenCalledWith(0, 450);
  });
});
