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
export function useLeaderGate(rule: (me: MeResponse) => LeaderDenial | null, loadError: string) {
  const me = useMe();
  const navigate = useNavigate();
  const denial = me.data ? rule(me.data) : null;

  useEffect(() => {
    if (denial) {
      toast.error(denial.title, { description: denial.description, id: `denied:${denial.description}` });
      navigate('/party-events', { replace: true });
    }
  }, [denial?.description]); // eslint-disable-line react-hooks/exhaustive-deps -- once per denial

  useEffect(() => {
    if (me.error) toast.error(loadError, { id: loadError });
  }, [me.error, loadError]);

  return { me, allowed: !!me.data && !denial, denial };
}
