import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MeResponse } from '../../../shared/api/types';
import { ACCESS_DENIED, DENIALS, leaderDenial, standingFromMe, type Denial, type LeaderAction } from '../../../shared/authz';
import { ApiError } from './api';
import { useMe } from './auth/session';
import type { LeaderDenial } from './leader-access';
import { toast } from './toast';

/** The refusals the API can answer for `action` (its own and a missing profile), in the order of `shared/authz.ts`. */
function refusalsOf(action: LeaderAction): Denial[] {
  const own: Record<string, Denial> = DENIALS[action];
  return [...Object.values(own), DENIALS.noProfile];
}

/**
 * The sentence for a 403 of a leader route: the spec's reason whose API
 * message it is. Where one message stands for several reasons (analytics
 * says only "Access Denied"), the session's kept `/me` picks the one that
 * fits, else the last (the one about the event's chapter); the API has decided either way.
 */
export function leaderRefusal(action: LeaderAction, error: ApiError, me: MeResponse | undefined): LeaderDenial {
  const matching = refusalsOf(action).filter((d) => d.message === error.message);
  const fromMe = me ? leaderDenial(action, standingFromMe(me)) : null;
  const chosen = matching.find((d) => d === fromMe) ?? matching.at(-1);
  return { title: ACCESS_DENIED, description: chosen?.reason ?? error.message };
}

/**
 * A leader screen gated by its own data request (one screen, one request: no separate
 * `/me` on opening): the route refuses the wrong caller with 403, and that
 * answer sends them to `/party-events` with the spec's words. The session's
 * kept `/me` (no request while fresh) only chooses the wording.
 */
export function useLeaderRefusal(action: LeaderAction, error: unknown): LeaderDenial | null {
  const me = useMe();
  const navigate = useNavigate();
  const denial = error instanceof ApiError && error.status === 403 ? leaderRefusal(action, error, me.data) : null;
  useEffect(() => {
    if (!denial) return;
    toast.error(denial.title, { description: denial.description, id: `denied:${denial.description}` });
    navigate('/party-events', { replace: true });
  }, [denial?.description]); // eslint-disable-line react-hooks/exhaustive-deps -- once per denial
  return denial;
}
