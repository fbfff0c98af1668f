import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../shared/api/types';
import { type ApiError, api } from '../lib/api';
import { loadAuth } from '../lib/auth/load';
import { syncSession } from '../lib/auth/session-store';
import { useSession } from '../lib/auth/use-session';
import { clearStoredTokens } from '../lib/auth/stored-tokens';
import { toast } from '../lib/toast';
import { clearUserData } from './auth-setup';

export type { Session, SessionUser } from '../lib/auth/session-store';
export { useSession } from '../lib/auth/use-session';

/** Query key of `GET /me`. */
export const ME_QUERY_KEY = ['me'] as const;

/**
 * The signed-in user's profile, roles and counts (`GET /me`, which also
 * creates the profile on first call). Disabled while signed out.
 */
export function useMe(): UseQueryResult<MeResponse, ApiError> {
  const { status, user } = useSession();
  return useQuery<MeResponse, ApiError>({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => api('getMe', { signal }),
    enabled: status === 'signedIn' && !!user,
  });
}

/**
 * Signs out (student side §4/§8): "Signed out / You have been successfully
 * signed out" and `/`; "Failed to sign out" when Cognito refuses.
 */
export async function signOutWithToast(navigate: (to: string) => unknown): Promise<void> {
  try {
    const auth = await loadAuth().catch(() => null);
    if (auth) await auth.signOutUser();
    else clearStoredTokens();
  } catch {
    toast.error('Failed to sign out');
    return;
  } finally {
    syncSession();
  }
  clearUserData();
  toast.success('Signed out', { description: 'You have been successfully signed out' });
  await navigate('/');
}

/**
 * Ends the session of an account that no longer exists (after `deleteMe`):
 * nothing to tell Cognito, so only this browser's tokens go.
 */
export async function signOutAfterDeletion(): Promise<void> {
  clearStoredTokens();
  syncSession();
}
