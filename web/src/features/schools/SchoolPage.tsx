import { ArrowLeft, CalendarX2, ExternalLink, MapPin } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { stateName } from '../../../../shared/states';
import { PageContainer } from '../../components/page-header';
import { SchoolLogo } from '../../components/school-logo';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { CardGridSkeleton, Skeleton } from '../../components/ui/skeleton';
import { isApiStatus } from '../../lib/api';
import { useApiQuery } from '../../lib/queries';
import { useErrorToast } from '../../lib/use-error-toast';
import { isUuid } from '../../lib/uuid';
import { GreekEventCard } from '../events/GreekEventCard';

function BackLink() {
  return (
    <Link to="/schools" className="inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> All schools
    </Link>
  );
}

/** `/schools/{id}`: logo, name, city and state, and the school's upcoming Greek-life events. */
export function SchoolPage() {
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const { data, error, isPending, refetch } = useApiQuery('getSchool', { params: { id } }, { enabled: valid });
  const notFound = !valid || isApiStatus(error, 404, 400);
  useErrorToast(notFound ? null : error, 'Failed to load school information');

  if (notFound) {
    return (
      <PageContainer>
        <PageTitle title="School not found" />
        <BackLink />
        <EmptyState className="mt-6" title="School not found" description="Pick a school from the list instead." />
      </PageContainer>
    );
  }
  if (error) {
    return (
      <PageContainer>
        <PageTitle title="Schools" />
        <BackLink />
        <div className="mt-6">
          <ErrorState title="Failed to load school information" onRetry={() => void refetch()} />
        </div>
      </PageContainer>
    );
  }
  if (isPending) {
    return (
      <PageContainer>
        <div role="status" aria-label="Loading school" className="mb-8 flex items-center gap-5">
          <Skeleton className="size-20 rounded-full" />
          <div className="space-y-2">
            <Skeleton className="h-8 w-72" />
            <Skeleton className="h-4 w-40" />
          </div>
        </div>
        <CardGridSkeleton count={3} label="Loading events" />
      </PageContainer>
    );
  }

  const { school, events } = data;
  return (
    <PageContainer>
      <PageTitle title={school.name} />
      <BackLink />
      <Card className="mt-4 flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
        <SchoolLogo name={school.name} logoUrl={school.logoUrl} website={school.website} className="size-20 text-2xl" />
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">{school.name}</h1>
          <p className="mt-1 flex items-center gap-1.5 text-slate-600">
            <MapPin className="size-4" aria-hidden="true" />
            {school.city}, {stateName(school.state)}
          </p>
          {school.website ? (
            <a
              href={/^https?:\/\//.test(school.website) ? school.website : `https://${school.website}`}
              target="_blank"
              rel="noreferrer noopener"
              className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline"
            >
              Visit website <ExternalLink className="size-3.5" aria-hidden="true" />
            </a>
          ) : null}
        </div>
      </Card>
      <section aria-labelledby="school-events" className="mt-10">
        <h2 id="school-events" className="mb-4 text-2xl font-bold tracking-tight">
          Upcoming Events
        </h2>
        {events.length === 0 ? (
          <EmptyState icon={<CalendarX2 />} title="No upcoming events for this school yet" />
        ) : (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {events.map((event) => (
              <GreekEventCard key={event.id} event={event} />
            ))}
          </div>
        )}
      </section>
    </PageContainer>
  );
}
