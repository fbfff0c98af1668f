import { useSyncExternalStore } from 'react';
import { type Session, getSession, subscribeSession } from './session-store';

/**
 * The current session, known synchronously at first paint from the tokens
 * Amplify stored (Amplify itself loads later). Re-renders on sign-in/out,
 * here or in another tab. Kept apart from `useMe` so the shell's bundle does
 * not carry the query observer.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
