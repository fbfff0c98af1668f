import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SignInResult } from '../../components/auth/password-sign-in';
import { SignUpCodeStep } from '../../components/auth/sign-up-code-step';
import { Segmented } from '../../components/form-fields';
import { type PendingSignUp, errorText, profileAfterSignIn, safeRedirect } from '../../lib/auth/auth-flow';
import { loadAuth } from '../../lib/auth/load';
import { toast } from '../../lib/toast';
import { ForgotPassword } from './ForgotPassword';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

export type AuthMode = 'login' | 'signup';

type Step = { kind: 'form' } | { kind: 'forgot' } | { kind: 'confirm'; pending: PendingSignUp; from: AuthMode };

/**
 * /auth's forms (a lazy chunk; the shared zod rules load when a form is first used): sign-in, sign-up by
 * e-mail or phone, the code step, and password reset. Finishing signs in,
 * loads the profile (`GET /me`) and goes to `?redirect=` or `/`.
 */
export function AuthForms() {
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get('mode') === 'signup' ? 'signup' : 'login';
  const redirect = safeRedirect(params.get('redirect'));
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const setMode = (next: AuthMode) => {
    const copy = new URLSearchParams(params);
    copy.set('mode', next);
    setParams(copy, { replace: true });
    setStep({ kind: 'form' });
  };

  const finish = async () => {
    const me = await profileAfterSignIn(queryClient, navigate);
    // A Greek-life office signing in with nowhere else to go lands on its school's events.
    if (me) navigate(me.office && redirect === '/' ? '/office' : redirect, { replace: true });
  };

  const onSignedIn = async (result: SignInResult) => {
    if (result.outcome === 'confirmSignUp') {
      // The account exists but was never confirmed: send a fresh code and ask for it.
      const auth = await loadAuth();
      await auth.resendCode(result.username).catch(() => undefined);
      setStep({ kind: 'confirm', pending: result, from: 'login' });
      return;
    }
    await finish();
  };

  if (step.kind === 'forgot') return <ForgotPassword onBack={() => setStep({ kind: 'form' })} />;

  const confirm = (pending: PendingSignUp, from: AuthMode) => (
    <SignUpCodeStep
      pending={pending}
      backLabel={from === 'signup' ? 'Back to sign up' : 'Back to sign in'}
      onBack={() => setStep({ kind: 'form' })}
      onConfirmed={async (auth) => {
        try {
          await auth.signInWithPassword(pending.username, pending.password);
          await finish();
        } catch (error) {
          toast.error(errorText(error));
          setMode('login');
        }
      }}
    />
  );

  return (
    <>
      {step.kind === 'confirm' ? confirm(step.pending, step.from) : null}
      {/* Kept mounted under the code step so "Back" finds the form as the user left it. */}
      <div className="space-y-6" hidden={step.kind === 'confirm'}>
        <Segmented
          label="Account"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'login', label: 'Sign In' },
            { value: 'signup', label: 'Sign Up' },
          ]}
        />
        {mode === 'login' ? (
          <SignInForm onSignedIn={onSignedIn} onForgot={() => setStep({ kind: 'forgot' })} />
        ) : (
          <SignUpForm onCreated={(pending) => setStep({ kind: 'confirm', pending, from: 'signup' })} />
        )}
      </div>
    </>
  );
}
