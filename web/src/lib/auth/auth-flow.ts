import type { QueryClient } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/api/types';
import { ACCOUNT_NAME_ISSUE } from '../../../../shared/account-name';
import { storeMe } from './session';
import { api, ApiError } from '../api';
import type { SignUpAttributes } from './cognito';
import { type AuthModule, loadAuth } from './load';
import { toast } from '../toast';

/** How an account signs in: its e-mail, or (registered by phone) its phone number. */
export type SignInChannel = 'email' | 'phone';

/** An account created and waiting for its code: what the code step needs to confirm it and sign in. */
export interface PendingSignUp {
  username: string;
  password: string;
  channel: SignInChannel;
}

/** Cognito exception names of a wrong or stale code. */
const BAD_CODE = new Set(['CodeMismatchException', 'ExpiredCodeException']);
/** Cognito exception names of an address that already has an account. */
const EXISTS = new Set(['UsernameExistsException', 'AliasExistsException']);

function nameOf(error: unknown): string {
  return error instanceof Error ? error.name : '';
}

/** The service's own text, or a generic line. */
export function errorText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

/** True when Cognito says the e-mail (or phone) is already registered. */
export function isAlreadyRegistered(error: unknown): boolean {
  return EXISTS.has(nameOf(error));
}

/** True when Cognito refused a password sign-in because the account is not confirmed yet. */
export function isUnconfirmed(error: unknown): boolean {
  return nameOf(error) === 'UserNotConfirmedException';
}

/**
 * docs/spec/student-side.md §8: "This email is already registered. Please sign in
 * instead." A phone sign-up hears about its phone number.
 */
export function toastAlreadyRegistered(channel: 'email' | 'phone' = 'email'): void {
  toast.error(`This ${channel === 'phone' ? 'phone number' : 'email'} is already registered. Please sign in instead.`);
}

/** A failed code check: "Verification failed" with "Invalid or expired verification code" (or the service's text). */
export function toastVerificationFailed(error: unknown): void {
  toast.error('Verification failed', {
    description: BAD_CODE.has(nameOf(error)) ? 'Invalid or expired verification code' : errorText(error),
  });
}

/**
 * Creates the account; Cognito sends its code to `username` (or, for an
 * account never confirmed, a new one). False, and why in a toast, when no
 * code is on its way.
 */
export async function createAccount(pending: PendingSignUp, attributes: SignUpAttributes): Promise<boolean> {
  try {
    const auth = await loadAuth();
    await auth.signUpUser(pending.username, pending.password, attributes);
    return true;
  } catch (error) {
    if (isAlreadyRegistered(error)) toastAlreadyRegistered(pending.channel);
    else toast.error(errorText(error));
    return false;
  }
}

/**
 * After Cognito sign-in: `GET /me` (which creates the profile from the
 * account's name and school on first call) and keeps it for the header.
 */
export async function loadProfileAfterSignIn(queryClient: QueryClient): Promise<MeResponse> {
  const me = await api('getMe');
  storeMe(queryClient, me);
  return me;
}

/**
 * True when `GET /me` refused the account's name (set outside this site's
 * forms, where Cognito takes anything): My Profile asks for it again.
 */
export function isUnusableAccountName(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 400 && error.issues?.[0]?.path === ACCOUNT_NAME_ISSUE;
}

/** Says why, and takes the user — still signed in — to My Profile, where they enter their full name again. */
export function askForAccountName(error: ApiError, navigate: (to: string, options?: { replace?: boolean }) => unknown): void {
  toast.error('Please enter your full name again', { description: error.message, id: 'account-name' });
  void navigate('/profile', { replace: true });
}

/**
 * The profile after a password sign-in, or null when `GET /me` refused the
 * account's name (set outside this site's forms): the user, still signed in,
 * is then on My Profile to enter it again.
 */
export async function profileAfterSignIn(queryClient: QueryClient, navigate: Parameters<typeof askForAccountName>[1]): Promise<MeResponse | null> {
  try {
    return await loadProfileAfterSignIn(queryClient);
  } catch (error) {
    if (!isUnusableAccountName(error)) throw error;
    askForAccountName(error, navigate);
    return null;
  }
}

/** Signs out without the toast (leader checks, post-request): nothing of the account stays cached. */
export async function quietSignOut(auth: AuthModule, queryClient: QueryClient): Promise<void> {
  await auth.signOutUser().catch(() => undefined);
  queryClient.clear();
}

/** A same-site path from `?redirect=`, else `/` (never another origin). */
export function safeRedirect(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}
