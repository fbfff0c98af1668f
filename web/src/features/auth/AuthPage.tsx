import { lazy, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { AuthPageFrame } from '../../components/auth/auth-page-frame';
import { getSession } from '../../lib/auth/session-store';

/** The forms (and on submit Amplify) are their own chunk. */
const AuthForms = lazy(() => import('./AuthForms').then((m) => ({ default: m.AuthForms })));

/**
 * /auth?mode=login|signup (docs/spec/student-side.md §2). A visitor already signed in when
 * arriving is sent to `/` (later sign-ins on this page navigate themselves).
 */
export function AuthPage() {
  const [signedInOnArrival] = useState(() => getSession().status === 'signedIn');
  const [params] = useSearchParams();
  if (signedInOnArrival) return <Navigate to="/" replace />;
  const signup = params.get('mode') === 'signup';
  return (
    <AuthPageFrame
      pageTitle={signup ? 'Create your account' : 'Sign in'}
      heading={signup ? 'Create your account' : 'Welcome back'}
      intro={signup ? 'Join your campus: events, chapters and tickets in one place.' : 'Sign in to see your school, tickets and events.'}
    >
      <AuthForms />
    </AuthPageFrame>
  );
}
