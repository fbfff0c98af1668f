import type { MeResponse } from '../../../shared/api/types';
import { ACCESS_DENIED, chapterDenial, leaderDenial, standingFromMe, type LeaderAction } from '../../../shared/authz';

/** Why a signed-in user may not use a leader screen, or null when they may. */
export interface LeaderDenial {
  title: string;
  description: string;
}

/**
 * A leader screen's gate: the API's own rule for its action, read from
 * `/me`, before any request, for the screen with no request of its own
 * to gate on (the door opened bare); the others judge their own request's
 * 403 (use-leader-refusal.ts).
 */
const gate =
  (action: LeaderAction) =>
  (me: MeResponse): LeaderDenial | null => {
    const denial = leaderDenial(action, standingFromMe(me));
    return denial ? { title: ACCESS_DENIED, description: denial.reason } : null;
  };

/** Validate Event Ticket (docs/spec/leader-admin-side.md §6). */
export const validateTicketDenial = gate('validateTickets');

/** Edit Event's link: for those who create the host chapter's events (the API's rule), while the event is not cancelled. */
export function mayEditEvent(me: MeResponse | undefined, event: { chapterId: string; status: string }): boolean {
  return !!me && event.status !== 'cancelled' && chapterDenial('createEvent', standingFromMe(me), event.chapterId) === null;
}
