import { ArrowLeft, Calendar, Clock, MapPin, School, Users } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { formatLongDate, formatTime } from '../../../../shared/dates';
import { stateName } from '../../../../shared/states';
import { PageContainer } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { EmptyState } from '../../components/ui/empty-state';
import { ErrorState } from '../../components/ui/error-state';
import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { isApiStatus } from '../../lib/api';
import { useApiQuery } from '../../lib/queries';
import { useErrorToast } from '../../lib/use-error-toast';
import { isUuid } from '../../lib/uuid';
import { EventTypeBadge } from './EventTypeBadge';
import { GreekRsvp } from './GreekRsvp';

function BackLink() {
  return (
    <Link to="/events" className="inline-flex items-center gap-1 text-sm font-medium text-violet-700 hover:underline">
      <ArrowLeft className="size-4" aria-hidden="true" /> Back to Greek Life events
    </Link>
  );
}

/** `/events/{id}`: one Greek-life event, with RSVP Now (signed-out visitors go to sign in first). */
export function EventPage() {
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const { data, error, isPending, refetch } = useApiQuery('getGreekEvent', { params: { id } }, { enabled: valid });
  const notFound = !valid || isApiStatus(error, 404, 400);
  useErrorToast(notFound ? null : error, 'Error', 'Failed to load event');

  if (notFound) {
    return (
      <PageContainer>
        <PageTitle title="Event not found" />
        <BackLink />
        <EmptyState className="mt-6" title="Event not found" description="It may have ended or been removed." />
      </PageContainer>
    );
  }
  if (error) {
    return (
      <PageContainer>
        <PageTitle title="Error" />
        <BackLink />
        <div className="mt-6">
          <ErrorState title="Error" description="Failed to load event" onRetry={() => void refetch()} />
        </div>
      </PageContainer>
    );
  }
  if (isPending) {
    return (
      <PageContainer>
        <div role="status" aria-label="Loading event" className="space-y-4">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="h-10 w-2/3" />
          <Skeleton className="h-64 w-full" />
        </div>
      </PageContainer>
    );
  }

  const { event } = data;
  return (
    <PageContainer>
      <PageTitle title={event.title} />
      <BackLink />
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <article>
          <div className="flex flex-wrap items-center gap-3">
            <EventTypeBadge type={event.type} priceCents={event.priceCents} />
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{event.title}</h1>
          <p className="mt-2 text-lg font-medium text-violet-700">{event.organization}</p>
          <h2 className="mt-8 text-lg font-semibold">About this event</h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{event.description || 'More details coming soon.'}</p>
        </article>
        <Card className="h-fit p-6">
          <ul className="space-y-3 text-sm text-slate-700">
            <li className="flex gap-3">
              <School className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              <span>
                <Link to={`/schools/${event.schoolId}`} className="font-medium text-violet-700 hover:underline">
                  {event.schoolName}
                </Link>
                <span className="block text-slate-500">{stateName(event.state)}</span>
              </span>
            </li>
            <li className="flex gap-3">
              <Calendar className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              {formatLongDate(event.date)}
            </li>
            <li className="flex gap-3">
              <Clock className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              {formatTime(event.time)}
            </li>
            <li className="flex gap-3">
              <MapPin className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              {event.location}
            </li>
            <li className="flex gap-3">
              <Users className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
              {event.attendees.toLocaleString('en-US')} expected attendees
            </li>
          </ul>
          <GreekRsvp event={event} />
        </Card>
      </div>
    </PageContainer>
  );
}
