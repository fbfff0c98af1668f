import type { MeResponse } from '../../../shared/api/types';
import { ACCESS_DENIED, leaderDenial, standingFromMe, type LeaderAction } from '../../../shared/authz';

/** Why a signed-in user may not use a leader screen, or null when they may. */
export interface LeaderDenial {
  title: string;
  description: string;
}

/**
 * A leader screen's gate: the API's own rule for its action, read from
 * `/me`, before any request, for the screens with no request of their own
 * to gate on (Create Event, the door opened bare); the others judge their
 * own request's 403 (use-leader-refusal.ts).
 */
const gate =
  (action: LeaderAction) =>
  (me: MeResponse): LeaderDenial | null => {
    const denial = leaderDenial(action, standingFromMe(me));
    return denial ? { title: ACCESS_DENIED, description: denial.reason } : null;
  };

/** Create Event (docs/spec/leader-admin-side.md §5): organization first, then a president or media manager role for it. */
export const createEventDenial = gate('createEvent');

/** Validate Event Ticket (docs/spec/leader-admin-side.md §6). */
export const validateTicketDenial = gate('validateTickets');
