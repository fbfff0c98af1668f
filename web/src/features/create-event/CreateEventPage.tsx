import { Suspense, lazy } from 'react';
import { PageContainer, PageHeader } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { useLeaderRefusal } from '../../lib/use-leader-refusal';
import { FormSkeleton } from './FormSkeleton';
import { useOfficeRules } from './api';

/** The form loads after the page; its zod rules when it is first used (docs/performance.md#budgets). */
const CreateEventForm = lazy(() => import('./CreateEventForm'));

/**
 * `/create-event` (signed in; docs/spec/leader-admin-side.md §2 and §5): a president or media
 * manager creates an active party event for their own organization. The screen's one request (its
 * chapter and the office rules of its school) is its gate: a caller who may not create events gets the
 * route's 403, with the spec's words, and goes to `/party-events`.
 */
export function CreateEventPage() {
  const office = useOfficeRules();
  const denial = useLeaderRefusal('createEvent', office.error);
  const chapter = office.data?.chapter;

  return (
    <PageContainer>
      <PageTitle title="Create Event" />
      <PageHeader
        title="Create Event"
        description={chapter ? `A new party event for ${chapter.letters} ${chapter.name}.` : 'A new party event for your organization.'}
      />
      <Card className="mx-auto max-w-2xl p-6">
        {denial ? (
          <p role="alert" className="text-red-700">
            {denial.description}
          </p>
        ) : office.error ? (
          <ErrorState title="Profile not found" onRetry={() => void office.refetch()} />
        ) : office.data ? (
          <Suspense fallback={<FormSkeleton />}>
            <CreateEventForm office={office.data} />
          </Suspense>
        ) : (
          <FormSkeleton />
        )}
      </Card>
    </PageContainer>
  );
}
