import { ShieldCheck } from 'lucide-react';
import { Suspense, lazy } from 'react';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { warmAuth } from '../../lib/auth/load';
import { FormSkeleton } from '../../components/form-skeleton';

const LeaderForms = lazy(() => import('./LeaderForms').then((m) => ({ default: m.LeaderForms })));

/** /leader-auth (leader side §2): chapter presidents and media managers sign in or ask for access. */
export function LeaderAuthPage() {
  return (
    <div className="mx-auto flex max-w-lg flex-col gap-6 px-4 py-12 sm:py-16">
      <PageTitle title="Leader Portal" />
      <div className="space-y-2 text-center">
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-violet-100 text-violet-800">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Leader Portal</h1>
        <p className="text-slate-600">For chapter presidents and media managers: create events and manage your organization.</p>
      </div>
      {/* Amplify (sign-in needs it on submit) loads at the first touch of the form, while the visitor types. */}
      <Card className="p-6" onFocusCapture={warmAuth} onPointerDownCapture={warmAuth}>
        <Suspense fallback={<FormSkeleton />}>
          <LeaderForms />
        </Suspense>
      </Card>
    </div>
  );
}
