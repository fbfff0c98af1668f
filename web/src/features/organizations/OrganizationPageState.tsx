import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from '../../components/page-header';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';

/** "← Greek organizations": back to the directory from a chapter or national page. */
export function BackLink() {
  return (
    <Link to="/organizations" className="inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> Greek organizations
    </Link>
  );
}

/**
 * What a chapter or national page shows before it has its data: the spec's
 * "Organization not found", "Failed to load organization" with a retry, or a
 * loading skeleton. Null once the page can render.
 */
export function organizationPageState(state: { notFound: boolean; error: unknown; isPending: boolean; retry: () => void }): ReactNode | null {
  if (state.notFound) {
    return (
      <PageContainer>
        <PageTitle title="Organization not found" />
        <BackLink />
        <EmptyState className="mt-6" title="Organization not found" />
      </PageContainer>
    );
  }
  if (state.error) {
    return (
      <PageContainer>
        <PageTitle title="Organizations" />
        <BackLink />
        <div className="mt-6">
          <ErrorState title="Failed to load organization" onRetry={state.retry} />
        </div>
      </PageContainer>
    );
  }
  if (state.isPending) {
    return (
      <PageContainer>
        <div role="status" aria-label="Loading organization" className="space-y-4">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-44 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </PageContainer>
    );
  }
  return null;
}
