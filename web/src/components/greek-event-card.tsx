import { Link } from 'react-router-dom';
import type { GreekEvent } from '../../../shared/api/types';
import { formatLongDate } from '../../../shared/dates';
import { Card } from './ui/card';
import { EventFacts } from './ui/event-facts';
import { EventTypeBadge } from './event-type-badge';

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
      <EventFacts className="mt-4" date={formatLongDate(event.date)} time={event.time} location={event.location} school={showSchool ? event.schoolName : undefined} />
    </Card>
  );
}
