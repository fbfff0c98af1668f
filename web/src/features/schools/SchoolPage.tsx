import { CalendarX2, ExternalLink, MapPin } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { stateName } from '../../../../shared/states';
import { BackLink, type DetailPageCopy, detailPageState } from '../../components/detail-page-state';
import { PageContainer } from '../../components/page-header';
import { SchoolHeadingSkeleton, SchoolLogo } from '../../components/school-logo';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { PageTitle } from '../../components/ui/page-title';
import { CardGridSkeleton } from '../../components/ui/skeleton';
import { isApiStatus } from '../../lib/api';
import { useErrorToast } from '../../lib/use-error-toast';
import { isUuid } from '../../lib/uuid';
import { GreekEventCard } from '../../components/greek-event-card';
import { useSchool } from './api';

const COPY: DetailPageCopy = {
  back: { to: '/schools', label: 'All schools' },
  notFound: { title: 'School not found', description: 'Pick a school from the list instead.' },
  failed: { pageTitle: 'Schools', title: 'Failed to load school information' },
  loading: {
    label: 'Loading school',
    skeleton: (
      <>
        <SchoolHeadingSkeleton className="mb-8" />
        <CardGridSkeleton count={3} label="Loading events" />
      </>
    ),
  },
};

/** `/schools/{id}`: logo, name, city and state, and the school's upcoming Greek-life events. */
export function SchoolPage() {
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const { data, error, isPending, refetch } = useSchool(id, valid);
  const notFound = !valid || isApiStatus(error, 404, 400);
  useErrorToast(notFound ? null : error, 'Failed to load school information');

  const placeholder = detailPageState(COPY, { notFound, error, isPending, retry: () => void refetch() });
  if (placeholder || !data) return placeholder;

  const { school, events } = data;
  return (
    <PageContainer>
      <PageTitle title={school.name} />
      <BackLink {...COPY.back} />
      <Card className="mt-4 flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
        <SchoolLogo name={school.name} logoUrl={school.logoUrl} website={school.website} size="lg" />
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
