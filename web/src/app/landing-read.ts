/**
 * `index.html`'s early script (issue 8 §4, Lighthouse mobile): on a landing
 * page whose content comes from one API read — the party list and a party
 * event — it starts that read and preloads the page's code while the entry
 * chunk still downloads, instead of after it. Without it the content waits
 * for the entry chunk, then the route's chunk, then the request, one after
 * another.
 *
 * It is built on its own (`web/landing-read-plugin.ts`, a few hundred bytes,
 * a file of its own since the CSP allows no inline script) and loaded
 * `async`. It makes exactly the request the page would make signed out
 * (same URL from the same functions, same headers) and hands it over through
 * `lib/early-read.ts`; with any stored session it starts no read (a
 * signed-in page asks the viewer route, with a token), and if the SPA has
 * already started it does nothing, so a page never makes the read twice.
 */
import { buildUrl } from '../lib/api-url';
import { AUTH_KEY_PREFIX } from '../lib/auth/stored-tokens';
import { isUuid } from '../lib/uuid';
import type {} from '../lib/early-read';
import { filtersFromSearch, listQuery } from '../features/party-events/filters';

/** The manifest's paths of the two reads (`listPartyEvents`, `getPartyEvent`; a test holds them equal). */
export const LIST_PATH = '/party-events';
export const DETAIL_PATH = '/party-events/{id}';

/** The built files of each landing page's route chunk and what it imports (the entry's own files left out). */
export interface LandingChunks {
  list: string[];
  detail: string[];
}

/** What a landing page needs first: its read and its code; null on any other page. */
export function landingRead(pathname: string, search: string, chunks: LandingChunks): { url: string; chunks: string[] } | null {
  if (pathname === '/party-events') {
    const query = listQuery(filtersFromSearch(new URLSearchParams(search)));
    return { url: buildUrl(LIST_PATH, undefined, query), chunks: chunks.list };
  }
  const id = /^\/party-events\/([^/]+)$/.exec(pathname)?.[1];
  // Not a UUID: the page says "Invalid Event" without a request.
  if (id && isUuid(id)) return { url: buildUrl(DETAIL_PATH, { id }), chunks: chunks.detail };
  return null;
}

/** Any Cognito entry in storage: the visitor may be signed in, and the page will then read as them. */
function maySignIn(win: Window): boolean {
  try {
    for (let i = 0; i < win.localStorage.length; i += 1) {
      if (win.localStorage.key(i)?.startsWith(`${AUTH_KEY_PREFIX}.`)) return true;
    }
    return false;
  } catch {
    return true;
  }
}

/** Preloads the landing page's code and, signed out, starts its read for the SPA to take. */
export function startLandingRead(win: Window, chunks: LandingChunks): void {
  if (win.__earlyRead !== undefined) return;
  const { pathname, search } = win.location;
  const read = landingRead(pathname, search, chunks);
  if (!read) return;
  for (const href of read.chunks) {
    const link = win.document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = ''; // as Vite's own preloads: the same request the import makes
    link.href = href;
    win.document.head.appendChild(link);
  }
  if (maySignIn(win)) return;
  const response = win.fetch(read.url, { headers: { accept: 'application/json' } });
  // A failure is the SPA's to report when it takes the read (as its own fetch's would be); untaken, it is nobody's.
  response.catch(() => undefined);
  win.__earlyRead = { url: read.url, page: `${pathname}${search}`, response };
}
