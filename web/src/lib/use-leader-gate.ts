import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { MeResponse } from '../../../shared/api/types';
import { useMe } from './auth/session';
import { toast } from './toast';
import type { LeaderDenial } from './leader-access';

/**
 * Loads `/me` and applies a leader screen's rule: a denied user sees the
 * spec's message and goes to `/party-events`. The API re-checks every call;
 * this only spares the user a form they cannot submit.
 */
export function useLeaderGate(rule: (me: MeResponse) => LeaderDenial | null, loadError: string, options: { enabled?: boolean } = {}) {
  // A leader's standing changes (a request approved): asked again on opening, and judged on the answer, not the session's kept copy.
  // `enabled: false` when the screen's own request is the gate (use-leader-refusal.ts): no `/me` then.
  const me = useMe({ fresh: true, enabled: options.enabled });
  const navigate = useNavigate();
  const judged = me.isFetchedAfterMount && !!me.data;
  const denial = judged ? rule(me.data) : null;

  useEffect(() => {
    if (denial) {
      toast.error(denial.title, { description: denial.description, id: `denied:${denial.description}` });
      navigate('/party-events', { replace: true });
    }
  }, [denial?.description]); // eslint-disable-line react-hooks/exhaustive-deps -- once per denial

  useEffect(() => {
    if (me.error) toast.error(loadError, { id: loadError });
  }, [me.error, loadError]);

  return { me, allowed: judged && !denial, denial };
}
