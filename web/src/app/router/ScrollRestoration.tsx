import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

const STORAGE_KEY = 'scroll-positions';

/** Scroll position of each history entry (by its key), kept over a reload of the tab. */
let positions: Record<string, number> | undefined;

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
 * The position is recorded as the page scrolls, not when leaving it: by the
 * time the next page commits, the browser may already have clamped it to the
 * new page's height.
 */
export function ScrollRestoration() {
  const location = useLocation();
  const action = useNavigationType();
  const current = useRef(location.key);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => {
      savedPositions()[current.current] = window.scrollY;
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
    };
  }, []);

  useLayoutEffect(() => {
    current.current = location.key;
    const saved = action === 'POP' ? savedPositions()[location.key] : undefined;
    if (saved !== undefined) {
      window.scrollTo(0, saved);
      return;
    }
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Each navigation makes a new entry (a new key): a re-render of the same entry does not scroll.
  }, [location.key, location.hash, action]);

  return null;
}
