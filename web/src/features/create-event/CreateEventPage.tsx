import { Suspense, lazy } from 'react';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { createEventDenial } from '../../lib/leader-access';
import { useLeaderGate } from '../../lib/use-leader-gate';

/** The form loads after the page; its zod rules when it is first used (docs/performance.md#budgets). */
const CreateEventForm = lazy(() => import('./CreateEventForm'));

function FormSkeleton() {
  return (
    <div role="status" aria-label="Loading form" className="space-y-4">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} className="h-10" />
      ))}
    </div>
  );
}

/**
 * `/create-event` (signed in; docs/spec/leader-admin-side.md §2 and §5): a president or media
 * manager creates an active party event for their own organization.
 */
export function CreateEventPage() {
  const { me, allowed, denial } = useLeaderGate(createEventDenial, 'Profile not found');
  const role = allowed ? me.data!.roles.find((r) => r.chapterId === me.data!.profile.chapterId) : undefined;

  return (
    <PageContainer>
      <PageTitle title="Create Event" />
      <PageHeader
        title="Create Event"
        description={role ? `A new party event for ${role.letters} ${role.name}.` : 'A new party event for your organization.'}
      />
      <Card className="mx-auto max-w-2xl p-6">
        {me.error ? (
          <ErrorState title="Profile not found" onRetry={() => void me.refetch()} />
        ) : denial ? (
          <p role="alert" className="text-red-700">
            {denial.description}
          </p>
        ) : allowed ? (
          <Suspense fallback={<FormSkeleton />}>
            <CreateEventForm />
          </Suspense>
        ) : (
          <FormSkeleton />
        )}
      </Card>
    </PageContainer>
  );
}
