import { Calendar, Clock, MapPin, School, Users } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { formatLongDate, formatTime } from '../../../../shared/dates';
import { stateName } from '../../../../shared/states';
import { BackLink, type DetailPageCopy, detailPageState } from '../../components/detail-page-state';
import { PageContainer } from '../../components/page-header';
import { Card } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { isApiStatus } from '../../lib/api';
import { useErrorToast } from '../../lib/use-error-toast';
import { isUuid } from '../../lib/uuid';
import { EventTypeBadge } from '../../components/event-type-badge';
import { useGreekEvent } from './api';
import { GreekRsvp } from './GreekRsvp';

const COPY: DetailPageCopy = {
  back: { to: '/events', label: 'Back to Greek Life events' },
  notFound: { title: 'Event not found', description: 'It may have ended or been removed.' },
  failed: { pageTitle: 'Error', title: 'Error', description: 'Failed to load event' },
  loading: { label: 'Loading event' },
};

/** `/events/{id}`: one Greek-life event, with RSVP Now (signed-out visitors go to sign in first); one request, signed in or not. */
export function EventPage() {
  const { id = '' } = useParams();
  const valid = isUuid(id);
  const { data, error, isPending, refetch, key } = useGreekEvent(id, valid);
  const notFound = !valid || isApiStatus(error, 404, 400);
  useErrorToast(notFound ? null : error, 'Error', 'Failed to load event');

  const placeholder = detailPageState(COPY, { notFound, error, isPending, retry: () => void refetch() });
  if (placeholder || !data) return placeholder;

  const { event } = data;
  return (
    <PageContainer>
      <PageTitle title={event.title} />
      <BackLink {...COPY.back} />
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
          <GreekRsvp page={data} pageKey={key} />
        </Card>
      </div>
    </PageContainer>
  );
}
