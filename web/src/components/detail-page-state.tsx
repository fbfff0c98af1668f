import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageContainer } from './page-header';
import { EmptyState } from './ui/empty-state';
import { ErrorState } from './ui/error-state';
import { PageTitle } from './ui/page-title';
import { Skeleton } from './ui/skeleton';

/** "← All schools": the way back from a detail page to its list. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> {label}
    </Link>
  );
}

/** What one detail page says while it has nothing to show: the spec's texts for that page. */
export interface DetailPageCopy {
  back: { to: string; label: string };
  notFound: { title: string; description?: string };
  /** The failed load: the tab title, then the error's title and description. */
  failed: { pageTitle: string; title: string; description?: string };
  /** The loading skeleton's accessible name, and its shape when the page's own differs from the default. */
  loading: { label: string; skeleton?: ReactNode };
}

/** The state of the page's one query. */
export interface DetailPageQuery {
  notFound: boolean;
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

function DefaultSkeleton() {
  return (
    <>
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-48 w-full" />
      <Skeleton className="h-64 w-full" />
    </>
  );
}

/**
 * What a detail page (a school, a chapter, a national, an event) shows before
 * it has its data: not found, a failed load with a retry, or a loading
 * skeleton. Null once the page can render.
 */
export function detailPageState(copy: DetailPageCopy, query: DetailPageQuery): ReactNode | null {
  const back = <BackLink {...copy.back} />;
  if (query.notFound) {
    return (
      <PageContainer>
        <PageTitle title={copy.notFound.title} />
        {back}
        <EmptyState className="mt-6" title={copy.notFound.title} description={copy.notFound.description} />
      </PageContainer>
    );
  }
  if (query.error) {
    return (
      <PageContainer>
        <PageTitle title={copy.failed.pageTitle} />
        {back}
        <div className="mt-6">
          <ErrorState title={copy.failed.title} description={copy.failed.description} onRetry={query.retry} />
        </div>
      </PageContainer>
    );
  }
  if (query.isPending) {
    return (
      <PageContainer>
        <div role="status" aria-label={copy.loading.label} className="space-y-4">
          {copy.loading.skeleton ?? <DefaultSkeleton />}
        </div>
      </PageContainer>
    );
  }
  return null;
}
