import { useState } from 'react';
import { useMe } from '../../lib/auth/session';
import { PageContainer, PageHeader } from '../../components/page-header';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { useErrorToast } from '../../lib/use-error-toast';
import { SchoolSelector } from './SchoolSelector';
import { SchoolView } from './SchoolView';

/** `/my-school` (signed in): the school selector until a school is saved, then the school view. */
export function MySchoolPage() {
  const me = useMe();
  const [changing, setChanging] = useState(false);
  useErrorToast(me.error, 'Failed to load school information');
  const profile = me.data?.profile;

  let body;
  if (me.error) body = <ErrorState title="Failed to load school information" onRetry={() => void me.refetch()} />;
  else if (!profile) {
    body = (
      <div role="status" aria-label="Loading your school" className="space-y-3">
        <Skeleton className="h-10 w-80" />
        <Skeleton className="h-40 w-full" />
      </div>
    );
  } else if (!profile.schoolId || changing) {
    body = (
      <>
        <PageHeader title="My School" description="Choose your school to see its Greek organizations and events." />
        <SchoolSelector
          onSaved={() => setChanging(false)}
          onCancel={profile.schoolId ? () => setChanging(false) : undefined}
        />
      </>
    );
  } else {
    body = <SchoolView schoolId={profile.schoolId} schoolName={profile.schoolName ?? ''} onChange={() => setChanging(true)} />;
  }

  return (
    <PageContainer>
      <PageTitle title="My School" />
      {body}
    </PageContainer>
  );
}
