/**
 * A controllable session for web tests (Cognito is not in jsdom): replaces
 * `useSession` (`web/src/lib/auth/use-session.ts`; the real `useMe` then
 * follows it) and the sign-out helpers of `web/src/lib/auth/session.ts`:
 *
 *   vi.mock('../../../web/src/lib/auth/use-session', () => import('../support/session-mock'));
 *   vi.mock('../../../web/src/lib/auth/session', async (original) =>
 *     (await import('../support/session-mock')).mockSessionModule(await original()));
 */
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { Session } from '../../../web/src/lib/auth/session-store';

const SIGNED_OUT: Session = { status: 'signedOut', user: null };
let current: Session = SIGNED_OUT;
const listeners = new Set<() => void>();

function set(next: Session): void {
  current = next;
  for (const l of listeners) l();
}

/** Signs the test user in (before or during a render). */
export function signIn(user: { sub: string; email?: string | null; phone?: string | null }): void {
  set({ status: 'signedIn', user: { sub: user.sub, email: user.email ?? null, phone: user.phone ?? null } });
}

/** Signs the test user out. */
export function signOut(): void {
  set(SIGNED_OUT);
}

/** Signs out and forgets recorded calls: call in `beforeEach`. */
export function resetSession(): void {
  signOut();
  sessionMocks.signOutWithToast.mockClear();
  sessionMocks.signOutEndedSession.mockClear();
}

/** Replacements, recorded so tests can assert on them. */
export const sessionMocks = {
  signOutWithToast: vi.fn(async (navigate: (to: string) => unknown) => {
    signOut();
    await navigate('/');
  }),
  signOutEndedSession: vi.fn(async () => signOut()),
};

/** The mocked `useSession`: the session set by {@link signIn} / {@link signOut}. */
export function useSession(): Session {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}

/** `lib/auth/session` as tests see it: the original (its `useMe` reads the mocked session), with sign-out recorded. */
export function mockSessionModule<T extends object>(original: T) {
  return {
    ...original,
    useSession,
    signOutWithToast: (navigate: (to: string) => unknown) => sessionMocks.signOutWithToast(navigate),
    signOutEndedSession: () => sessionMocks.signOutEndedSession(),
  };
}
