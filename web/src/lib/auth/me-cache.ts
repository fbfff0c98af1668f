/**
 * The signed-in user's `/me` summary kept for the session (one screen, one request): the
 * header and every page read it from here at first paint, so a page load
 * does not pay its own `/me` round trip. Kept in localStorage under the
 * user's id (every tab of the session shares it), for {@link ME_FRESH_MS};
 * removed at sign-out with the rest of the user's data.
 */
import type { MeResponse } from '../../../../shared/api/types';

const KEY_PREFIX = 'greek-campus.me.';
/**
 * How long the kept summary counts as fresh: a role granted meanwhile shows
 * within this time; screens that decide on it (the leader gate, counts the
 * page changes) ask again anyway.
 */
export const ME_FRESH_MS = 10 * 60_000;

interface Kept {
  at: number;
  me: MeResponse;
}

/** The kept summary of `sub` and when it was fetched, or null. */
export function readKeptMe(sub: string): Kept | null {
  try {
    const raw = localStorage.getItem(KEY_PREFIX + sub);
    if (!raw) return null;
    const kept = JSON.parse(raw) as Partial<Kept>;
    if (typeof kept.at !== 'number' || !kept.me || kept.me.profile?.id !== sub) return null;
    return { at: kept.at, me: kept.me };
  } catch {
    return null;
  }
}

/** Keeps a fresh summary (after every `/me` answer). */
export function keepMe(me: MeResponse, at = Date.now()): void {
  try {
    localStorage.setItem(KEY_PREFIX + me.profile.id, JSON.stringify({ at, me } satisfies Kept));
  } catch {
    // Storage full or refused (private mode): the page simply asks again next time.
  }
}

/** Drops every kept summary (sign-out, a 401). */
export function forgetKeptMe(): void {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(KEY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // Nothing kept.
  }
}
