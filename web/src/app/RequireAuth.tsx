import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { signInUrlFor } from '../lib/links';
import { useSession } from '../lib/auth/use-session';

/** The spinner of a page still on its way. */
export function PageLoading() {
  return (
    <div role="status" aria-label="Loading" className="flex min-h-[40vh] items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-violet-200 border-t-violet-600" />
    </div>
  );
}

/**
 * Guards a signed-in-only page (/my-school, /my-tickets, /profile): signed-out
 * visitors go to `/auth` and come back here after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status !== 'signedIn') {
    return <Navigate to={signInUrlFor(`${location.pathname}${location.search}`)} replace />;
  }
  return <>{children}</>;
}
