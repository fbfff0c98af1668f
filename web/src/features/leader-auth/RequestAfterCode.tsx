import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { SignUpCodeStep } from '../../components/auth/sign-up-code-step';
import { loadProfileAfterSignIn, quietSignOut } from '../../lib/auth/auth-flow';
import { toast, UNTIL_DISMISSED } from '../../lib/toast';

/**
 * The portal's second step, for a leader and an office alike: the e-mail
 * code, then (signed in) the request is filed, the person signed out and
 * sent to `/` to wait for an administrator. A refused request is told by the
 * API's own message (a role taken, a request already pending, an office held).
 */
export function RequestAfterCode({
  account,
  onBack,
  file,
  failure,
  success,
}: {
  account: { email: string; password: string };
  onBack: () => void;
  file: () => Promise<unknown>;
  failure: string;
  success: string;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <SignUpCodeStep
      pending={{ username: account.email, password: account.password, channel: 'email' }}
      backLabel="Back to registration"
      onBack={onBack}
      onConfirmed={async (auth) => {
        try {
          await auth.signInWithPassword(account.email, account.password);
          await loadProfileAfterSignIn(queryClient);
          await file();
        } catch (error) {
          await quietSignOut(auth, queryClient);
          toast.error(error instanceof Error && error.message ? error.message : failure);
          onBack();
          return;
        }
        await quietSignOut(auth, queryClient);
        navigate('/', { replace: true });
        toast.success(success, { description: 'An administrator will review your request.', duration: UNTIL_DISMISSED });
      }}
    />
  );
}
