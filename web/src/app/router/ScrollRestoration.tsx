import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

/** Scroll position of each history entry (by its key), kept over a reload of the tab. */
let positions: Record<string, number> | undefined;

/**
 * How long a return to a saved position keeps trying while the page grows
 * (its lists still rendering, slowly on a loaded machine); trying long costs
 * nothing, as the reader's own scroll ends it at once.
 */
const RESTORE_FOR_MS = 15_000;
/** What the reader does that ends a return under way: they scroll the page themselves. */
const READER_SCROLLS = ['wheel', 'touchmove', 'keydown', 'pointerdown'] as const;

/** A return to a saved position under way: stops it (the position is recorded again as the page scrolls). */
let restoring: (() => void) | undefined;

/** The history entry on screen (its key): the one the page's scrolling is recorded for. */
let shownEntry: string | undefined;

/**
 * Records where the page on screen is scrolled, as the history moves to
 * another entry: the router calls it before it renders the next page. The
 * scroll event of a last scroll only comes with the browser's next frame,
 * and on a loaded machine the next page can be in the document before that
 * frame: the event then came too late, and Forward brought the page back
 * to where it had been scrolled before.
 */
export function recordPositionOnLeaving(): void {
  if (shownEntry !== undefined && !restoring) savedPositions()[shownEntry] = window.scrollY;
}

/**
 * Scrolls to `y`, again on each frame while the page is not yet tall enough
 * to get there (a page paints its first cards, then the rest; the browser
 * clamps a scroll beyond the end), until it gets there, the reader scrolls,
 * or `RESTORE_FOR_MS` passes. Meanwhile the clamped positions are not
 * recorded as the page's.
 */
function restoreTo(y: number, record: () => void): () => void {
  const until = performance.now() + RESTORE_FOR_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of READER_SCROLLS) window.removeEventListener(event, done);
    if (restoring === stop) restoring = undefined;
  };
  // Got there, gave up, or the reader took over: where the page is now is its position.
  function done() {
    stop();
    record();
  }
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) < 1 || performance.now() > until) done();
    else frame = requestAnimationFrame(attempt);
  };
  restoring?.();
  restoring = stop;
  for (const event of READER_SCROLLS) window.addEventListener(event, done, { passive: true });
  attempt();
  // Leaving the entry stops it without recording: the next page may already be in the document.
  return stop;
}

function savedPositions(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

/**
 * What the data router's `<ScrollRestoration />` did: Back and Forward (and a
 * reload) return to where that page was scrolled, any other navigation starts
 * at the top (or at its `#hash`). Rendered beside the page, inside its
 * Suspense boundary, so it runs once the page itself is on screen.
 *
 * The position is recorded as the page scrolls, and once more as the history
 * leaves the entry ({@link recordPositionOnLeaving}), not when the next page
 * commits: by then the browser may already have clamped it to the new page's
 * height.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      if (!restoring && shownEntry !== undefined) savedPositions()[shownEntry] = window.scrollY;
    };
    const persist = () => {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(savedPositions()));
      // The browser's own restoration for the next document (or this one restored from the back-forward cache).
      window.history.scrollRestoration = 'auto';
    };
    const resume = () => {
      window.history.scrollRestoration = 'manual';
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', persist);
    window.addEventListener('pageshow', resume);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', persist);
      window.removeEventListener('pageshow', resume);
      // The error page has none of this: leaving it records nothing.
      shownEntry = undefined;
    };
  }, []);

  useLayoutEffect(() => {
    shownEntry = location.key;
    const saved = action === 'POP' ? savedPositions()[location.key] : undefined;
    if (saved !== undefined) return restoreTo(saved, () => (savedPositions()[location.key] = window.scrollY));
    restoring?.();
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Each navigation makes a new entry (a new key): a re-render of the same entry does not scroll.
  }, [location.key, location.hash, action]);

  return null;
}
