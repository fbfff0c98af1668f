import type { MyTicketsResponse } from '../../../../shared/api/types';
import { clearLiveTickets } from './live/live-state';

/** localStorage key prefix of the offline copy of My Tickets (one entry per user). */
const PREFIX = 'gc:my-tickets:';

/** The last list of tickets the API returned to this user, with when it was saved. */
export interface OfflineTickets {
  savedAt: string;
  tickets: MyTicketsResponse['tickets'];
}

/**
 * Keeps the last successful answer so a ticket opened once can still be shown
 * at the door without network. Storage may be full or disabled
 * (private mode): the page works without the copy then.
 */
export function saveOfflineTickets(sub: string, response: MyTicketsResponse, now: Date = new Date()): void {
  try {
    const entry: OfflineTickets = { savedAt: now.toISOString(), tickets: response.tickets };
    localStorage.setItem(PREFIX + sub, JSON.stringify(entry));
  } catch {
    // Nothing to do: the online list is on screen already.
  }
}

/** The offline copy of a user's tickets, or null when none (or unreadable). */
export function loadOfflineTickets(sub: string): OfflineTickets | null {
  try {
    const raw = localStorage.getItem(PREFIX + sub);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<OfflineTickets>;
    return Array.isArray(parsed.tickets) && typeof parsed.savedAt === 'string' ? (parsed as OfflineTickets) : null;
  } catch {
    return null;
  }
}

/** Removes every user's offline copy (sign-out: nothing of the previous user survives), live tickets' state included. */
export function clearOfflineTickets(): void {
  clearLiveTickets();
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was saved.
  }
}
