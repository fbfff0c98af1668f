import { type QueryClient, type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { MeResponse } from '../../../../shared/api/types';
import { type ApiError, api } from '../api';
import { loadAuth } from './load';
import { ME_FRESH_MS, forgetKeptMe, keepMe, readKeptMe } from './me-cache';
import { syncSession } from './session-store';
import { useSession } from './use-session';
import { clearStoredTokens } from './stored-tokens';
import { toast } from '../toast';
import { clearUserData } from './setup';

export type { Session, SessionUser } from './session-store';
export { useSession } from './use-session';

/** Query key of `GET /me`. */
const ME_QUERY_KEY = ['me'] as const;

/**
 * The signed-in user's profile, roles and counts (`GET /me`, which also
 * creates the profile on first call). Disabled while signed out.
 */
export function useMe(options: { fresh?: boolean; enabled?: boolean } = {}): UseQueryResult<MeResponse, ApiError> {
  const { status, user } = useSession();
  return useQuery<MeResponse, ApiError>({
    queryKey: ME_QUERY_KEY,
    queryFn: async ({ signal }) => {
      const me = await api('getMe', { signal });
      keepMe(me);
      return me;
    },
    // `enabled: false`: a screen whose own request decides (one screen, one request) reads only what is kept.
    enabled: (options.enabled ?? true) && status === 'signedIn' && !!user,
    // The session's kept copy (one screen, one request): a page load shows it at once and asks only once it is older than ME_FRESH_MS.
    initialData: () => (user ? readKeptMe(user.sub)?.me : undefined),
    initialDataUpdatedAt: () => (user ? readKeptMe(user.sub)?.at : undefined),
    staleTime: ME_FRESH_MS,
    // `fresh`: a page showing counts other pages change (tickets, saves, friends) asks again whenever it opens.
    ...(options.fresh ? { refetchOnMount: 'always' as const } : {}),
  });
}

/** Asks `/me` again after a change to what it counts (a friend accepted or removed). */
export function refreshMe(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
}

/** Keeps a fresh `/me` answer (after sign-in, or a change that answers with the new profile): header and pages follow. */
export function storeMe(queryClient: QueryClient, me: MeResponse): void {
  keepMe(me);
  queryClient.setQueryData(ME_QUERY_KEY, me);
}

/**
 * Signs out (docs/spec/student-side.md §4, §8): "Signed out / You have been successfully
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
 * Ends this browser's session once the API has ended the account's sessions
 * itself (`deleteMe`, `signOutEverywhere`): nothing is left to tell Cognito,
 * so only this browser's tokens go.
 */
export async function signOutEndedSession(): Promise<void> {
  forgetKeptMe();
  clearStoredTokens();
  syncSession();
}
