import { Calendar, Clock, MapPin, School } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { GreekEvent } from '../../../../shared/api/types';
import { formatLongDate, formatTime } from '../../../../shared/dates';
import { Card } from '../../components/ui/card';
import { EventTypeBadge } from './EventTypeBadge';

/** A Greek-life event card linking to `/events/{id}`; `showSchool` on lists that span schools. */
export function GreekEventCard({ event, showSchool = false }: { event: GreekEvent; showSchool?: boolean }) {
  return (
    <Card className="group relative flex flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-violet-500 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold text-slate-900 group-hover:text-violet-800">
          <Link to={`/events/${event.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {event.title}
          </Link>
        </h3>
        <EventTypeBadge type={event.type} priceCents={event.priceCents} />
      </div>
      <p className="mt-1 text-sm font-medium text-violet-700">{event.organization}</p>
      <ul className="mt-4 space-y-1.5 text-sm text-slate-600">
        {showSchool ? (
          <li className="flex items-center gap-2">
            <School className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
            {event.schoolName}
          </li>
        ) : null}
        <li className="flex items-center gap-2">
          <Calendar className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {formatLongDate(event.date)}
        </li>
        <li className="flex items-center gap-2">
          <Clock className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {formatTime(event.time)}
        </li>
        <li className="flex items-center gap-2">
          <MapPin className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {event.location}
        </li>
      </ul>
    </Card>
  );
}
