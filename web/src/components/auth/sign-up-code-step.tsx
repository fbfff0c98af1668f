import type { PendingSignUp } from '../../lib/auth/auth-flow';
import { toastVerificationFailed } from '../../lib/auth/auth-flow';
import { type AuthModule, loadAuth } from '../../lib/auth/load';
import { CodeStep } from '../code-step';

/**
 * The code step of a new account, a student's (by e-mail or phone) or a
 * leader's: the 6-digit code sent to its e-mail or phone, sent again on
 * request; a wrong or stale code says so and keeps the user here. Once the
 * account is confirmed, `onConfirmed` signs it in and goes on.
 */
export function SignUpCodeStep({
  pending,
  backLabel,
  onBack,
  onConfirmed,
}: {
  pending: PendingSignUp;
  backLabel: string;
  onBack: () => void;
  onConfirmed: (auth: AuthModule) => Promise<void>;
}) {
  return (
    <CodeStep
      title={pending.channel === 'phone' ? 'Verify Your Phone' : 'Verify Your Email'}
      description={`Enter the 6-digit code we sent to ${pending.username}`}
      backLabel={backLabel}
      onBack={onBack}
      onResend={async () => {
        const auth = await loadAuth();
        await auth.resendCode(pending.username);
      }}
      onVerify={async (code) => {
        const auth = await loadAuth();
        try {
          await auth.confirmSignUpCode(pending.username, code);
        } catch (error) {
          toastVerificationFailed(error);
          throw error;
        }
        await onConfirmed(auth);
      }}
    />
  );
}
