import { ShieldCheck } from 'lucide-react';
import { lazy } from 'react';
import { AuthPageFrame } from '../../components/auth/auth-page-frame';

const LeaderForms = lazy(() => import('./LeaderForms').then((m) => ({ default: m.LeaderForms })));

/** /leader-auth (docs/spec/leader-admin-side.md §2): chapter presidents and media managers sign in or ask for access. */
export function LeaderAuthPage() {
  return (
    <AuthPageFrame
      wide
      pageTitle="Leader Portal"
      heading="Leader Portal"
      intro="For chapter presidents and media managers: create events and manage your organization."
      icon={
        <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-violet-100 text-violet-800">
          <ShieldCheck className="size-6" aria-hidden="true" />
        </span>
      }
    >
      <LeaderForms />
    </AuthPageFrame>
  );
}
