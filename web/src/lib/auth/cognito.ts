/**
 * Everything that needs Amplify (a lazy chunk: see `loadAuth`): configuration
 * from `/config.json`, sign-in/up with codes, password reset, sign-out and
 * fresh access tokens. Callers re-read the session (`syncSession`) through the
 * functions here, so the header follows every change.
 */
import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignUp,
  confirmUserAttribute,
  fetchAuthSession,
  resendSignUpCode,
  resetPassword,
  sendUserAttributeVerificationCode,
  signIn,
  signOut,
  signUp,
  updateUserAttribute,
} from 'aws-amplify/auth';
import type { AuthConfig } from '../runtime-config-fetch';
import { syncSession } from './session-store';
import { clearStoredTokens, readStoredTokens } from './stored-tokens';

let configured: AuthConfig | null = null;

/** Configures Amplify once with the pool of `/config.json`. */
export function configureAuth(config: AuthConfig): void {
  if (configured) return;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: config.userPoolId,
        userPoolClientId: config.userPoolClientId,
        // Locally the emulated Cognito (it answers every call Amplify makes, refresh included).
        ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        loginWith: { email: true, phone: true },
        signUpVerificationMethod: 'code',
      },
    },
  });
  configured = config;
}

/** Outcome of a password sign-in: done, or the account still needs its code. */
export type SignInOutcome = 'signedIn' | 'confirmSignUp';

/**
 * Signs in with e-mail or phone and password (USER_PASSWORD_AUTH: cognito-local
 * has no SRP). A previous session in this browser is ended first.
 */
export async function signInWithPassword(username: string, password: string): Promise<SignInOutcome> {
  if (readStoredTokens(configured?.userPoolClientId)) await signOutUser();
  const result = await signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  syncSession();
  if (result.isSignedIn) return 'signedIn';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_UP') return 'confirmSignUp';
  throw new Error(`Unsupported sign-in step: ${result.nextStep.signInStep}`);
}

/** Attributes set at sign-up; the API builds the profile from them (name, school). */
export interface SignUpAttributes {
  email?: string;
  phone_number?: string;
  name: string;
  'custom:school_id'?: string;
}

/** A new account, or a new code for the same account never confirmed (a second try after "Back to sign up"). */
export type SignUpOutcome = 'created' | 'codeResent';

const errorName = (error: unknown) => (error instanceof Error ? error.name : '');

/**
 * Self sign-up; Cognito sends the confirmation code by e-mail or SMS.
 * `username` is the e-mail or E.164 phone. When the account exists but was
 * never confirmed, it gets a new code instead of an error; a confirmed one
 * still fails with Cognito's UsernameExistsException.
 */
export async function signUpUser(username: string, password: string, attributes: SignUpAttributes): Promise<SignUpOutcome> {
  const userAttributes = Object.fromEntries(Object.entries(attributes).filter(([, v]) => v !== undefined && v !== '')) as Record<
    string,
    string
  >;
  try {
    await signUp({ username, password, options: { userAttributes } });
    return 'created';
  } catch (error) {
    if (errorName(error) !== 'UsernameExistsException') throw error;
    try {
      await resendSignUpCode({ username });
      return 'codeResent';
    } catch (resendError) {
      // "User is already confirmed.": the account is real, so the sign-up's own answer stands.
      if (errorName(resendError) === 'InvalidParameterException') throw error;
      throw resendError;
    }
  }
}

/** Confirms a sign-up with the 6-digit code. */
export async function confirmSignUpCode(username: string, code: string): Promise<void> {
  await confirmSignUp({ username, confirmationCode: code });
}

/** Sends the sign-up code again. */
export async function resendCode(username: string): Promise<void> {
  await resendSignUpCode({ username });
}

/** A way to reach the person that an account may add after sign-up: the one it was not created with. */
export type ContactKind = 'email' | 'phone';
const CONTACT_ATTRIBUTE = { email: 'email', phone: 'phone_number' } as const;

/** Adds (or replaces) the signed-in account's e-mail or phone number; Cognito sends a code to it. */
export async function addContact(kind: ContactKind, value: string): Promise<void> {
  await updateUserAttribute({ userAttribute: { attributeKey: CONTACT_ATTRIBUTE[kind], value } });
}

/** Sends the code for the e-mail or phone number being added again. */
export async function resendContactCode(kind: ContactKind): Promise<void> {
  await sendUserAttributeVerificationCode({ userAttributeKey: CONTACT_ATTRIBUTE[kind] });
}

/** Verifies the e-mail or phone number with its code, then refreshes the session so the header shows it. */
export async function confirmContact(kind: ContactKind, code: string): Promise<void> {
  await confirmUserAttribute({ userAttributeKey: CONTACT_ATTRIBUTE[kind], confirmationCode: code });
  await fetchAuthSession({ forceRefresh: true });
  syncSession();
}

/**
 * Sets the signed-in account's full name (the API refused the one it had:
 * `shared/account-name.ts`), then refreshes the session so the tokens carry it.
 */
export async function setAccountName(fullName: string): Promise<void> {
  await updateUserAttribute({ userAttribute: { attributeKey: 'name', value: fullName } });
  await fetchAuthSession({ forceRefresh: true });
  syncSession();
}

/** Forgot password: Cognito sends a reset code. */
export async function requestPasswordReset(username: string): Promise<void> {
  await resetPassword({ username });
}

/** Sets the new password with the reset code. */
export async function confirmPasswordReset(username: string, code: string, newPassword: string): Promise<void> {
  await confirmResetPassword({ username, confirmationCode: code, newPassword });
}

/** Signs out of this browser; the stored tokens are gone afterwards even if Amplify kept some. */
export async function signOutUser(): Promise<void> {
  try {
    await signOut();
  } finally {
    clearStoredTokens();
    syncSession();
  }
}

/**
 * A valid access token, refreshed when expired; null when the session cannot
 * be refreshed (the stored tokens are then cleared: a clean sign-out).
 */
export async function freshAccessToken(): Promise<string | null> {
  try {
    const session = await fetchAuthSession();
    const token = session.tokens?.accessToken?.toString() ?? null;
    if (!token) clearStoredTokens();
    syncSession();
    return token;
  } catch {
    // A transient failure (network): keep the session; the call goes without a token.
    return null;
  }
}
