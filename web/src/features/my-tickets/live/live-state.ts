/**
 * What this phone remembers of its live tickets, in localStorage so the
 * ticket works in airplane mode once readied online: each ticket's last
 * answer (on this phone or not, its status) and the offset of this phone's
 * clock from the server's, measured at that answer (shared/live-code.ts).
 */
import type { LiveTicketResponse } from '../../../../../shared/api/types';

const TICKET = 'gc:live-ticket:';
const OFFSET = 'gc:live-clock-offset';

export function loadLiveTicket(ticketId: string): LiveTicketResponse | null {
  try {
    const text = localStorage.getItem(TICKET + ticketId);
    return text ? (JSON.parse(text) as LiveTicketResponse) : null;
  } catch {
    return null;
  }
}

export function saveLiveTicket(state: LiveTicketResponse, offsetMs: number): void {
  try {
    localStorage.setItem(TICKET + state.ticketId, JSON.stringify(state));
    localStorage.setItem(OFFSET, String(offsetMs));
  } catch {
    // Storage full or disabled: the ticket works while online.
  }
}

/** This phone's clock offset from the server's (0 before any answer). */
export function clockOffsetMs(): number {
  const value = Number(localStorage.getItem(OFFSET));
  return Number.isFinite(value) ? value : 0;
}

/** Sign-out: nothing of the previous user's live tickets stays readable (the key itself mints nothing without a binding). */
export function clearLiveTickets(): void {
  try {
    for (let i = localStorage.length - 1; i >= 0; i--) {
      const key = localStorage.key(i);
      if (key?.startsWith(TICKET)) localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was saved.
  }
}
