import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { PasswordSignIn } from '../../components/auth/password-sign-in';
import { errorText, profileAfterSignIn, quietSignOut } from '../../lib/auth/auth-flow';
import { loadAuth } from '../../lib/auth/load';
import { toast } from '../../lib/toast';
import { leaderAccessError } from './leader-access';

/** Leader sign-in: a Greek-life office goes to /office; otherwise only accounts with an organization and a role get in (→ /create-event). */
export function LeaderSignIn() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <PasswordSignIn
      onSignedIn={async ({ outcome }) => {
        if (outcome !== 'signedIn') {
          toast.error('Please verify your email before signing in.');
          return;
        }
        const auth = await loadAuth();
        try {
          const me = await profileAfterSignIn(queryClient, navigate);
          if (!me) return;
          if (me.office) {
            navigate('/office');
            return;
          }
          const denied = leaderAccessError(me);
          if (denied) {
            await quietSignOut(auth, queryClient);
            toast.error(denied);
            return;
          }
          navigate('/create-event');
        } catch (error) {
          await quietSignOut(auth, queryClient);
          toast.error(errorText(error));
        }
      }}
    />
  );
}
