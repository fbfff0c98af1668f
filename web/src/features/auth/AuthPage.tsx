import { Suspense, lazy, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { getSession } from '../../lib/auth/session-store';
import { warmAuth } from '../../lib/auth/load';
import { FormSkeleton } from '../../components/form-skeleton';

/** The forms (and on submit Amplify) are their own chunk. */
const AuthForms = lazy(() => import('./AuthForms').then((m) => ({ default: m.AuthForms })));

/**
 * /auth?mode=login|signup (student side §2). A visitor already signed in when
 * arriving is sent to `/` (later sign-ins on this page navigate themselves).
 */
export function AuthPage() {
  const [signedInOnArrival] = useState(() => getSession().status === 'signedIn');
  const [params] = useSearchParams();
  if (signedInOnArrival) return <Navigate to="/" replace />;
  const signup = params.get('mode') === 'signup';
  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12 sm:py-16">
      <PageTitle title={signup ? 'Create your account' : 'Sign in'} />
      <div className="space-y-2 text-center">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{signup ? 'Create your account' : 'Welcome back'}</h1>
        <p className="text-slate-600">
          {signup ? 'Join your campus: events, chapters and tickets in one place.' : 'Sign in to see your school, tickets and events.'}
        </p>
      </div>
      {/* Amplify (sign-in needs it on submit) loads at the first touch of the form, while the visitor types. */}
      <Card className="p-6" onFocusCapture={warmAuth} onPointerDownCapture={warmAuth}>
        <Suspense fallback={<FormSkeleton />}>
          <AuthForms />
        </Suspense>
      </Card>
    </div>
  );
}
