/** The signed-in user as the shell needs it. Filled by the accounts work (Cognito). */
export interface SessionUser {
  email: string;
}

export interface Session {
  status: 'loading' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
}

const SIGNED_OUT: Session = { status: 'signedOut', user: null };

/**
 * The current session. No sign-in exists yet, so everyone is signed out; the
 * accounts work replaces this body (keeping the shape) and the header, the
 * landing page and the guarded buttons follow.
 */
export function useSession(): Session {
  return SIGNED_OUT;
}
