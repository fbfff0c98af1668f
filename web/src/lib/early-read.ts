/**
 * The landing page's first API read, started by `index.html`'s early script
 * (`app/landing-read.ts`) while the SPA's code still downloads (issue 8 §4:
 * the content no longer waits for the entry chunk, then the route's chunk,
 * then the request). The SPA takes it here instead of asking again: once,
 * for exactly the URL it was made for, and only on the page it was made on;
 * the first navigation drops it, so it can never stand in for a later read.
 */

/** What the early script leaves on `window.__earlyRead`. */
export interface EarlyRead {
  /** The URL `api()` builds for that read (`/api/party-events?state=WY`). */
  url: string;
  /** `pathname + search` of the page it was started on. */
  page: string;
  /** `fetch(url, { headers: { accept: 'application/json' } })`: the request `api()` makes signed out. */
  response: Promise<Response>;
}

declare global {
  interface Window {
    /** Set by the early script; `null` once the SPA has started (the early script then starts nothing). */
    __earlyRead?: EarlyRead | null;
  }
}

let pending: EarlyRead | null = null;

/**
 * Takes what the early script started, if anything, and closes the door
 * behind it: an early script running after this (it is `async`) sees the
 * SPA has started and leaves the read to it, so a read is never made twice.
 */
export function adoptEarlyRead(win: Window = window): void {
  pending = win.__earlyRead ?? null;
  win.__earlyRead = null;
}

/** The early response for `url` (once), when it was started for `url` on the page the SPA shows now. */
export function takeEarlyRead(url: string, page = `${window.location.pathname}${window.location.search}`): Promise<Response> | undefined {
  if (!pending || pending.url !== url || pending.page !== page) return undefined;
  const { response } = pending;
  pending = null;
  return response;
}

/** Forgets an early read nobody took (the SPA left the page it was made for). */
export function dropEarlyRead(): void {
  pending = null;
}
