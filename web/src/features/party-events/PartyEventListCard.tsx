import { Calendar, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PartyEventListItem } from '../../../../shared/api/types';
import { formatTime } from '../../../../shared/time';
import { formatPrice } from '../../../../shared/money';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';
import { formatDayKey } from '../../components/ui/calendar';
import { isSoldOut } from './sold-out';

/** One party event of the list: chapter, school, `MMMM d, yyyy`, FREE or $x.xx, Sold Out when full. */
export function PartyEventListCard({ event }: { event: PartyEventListItem }) {
  return (
    <Card className="relative flex flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-violet-500 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-serif text-lg font-bold text-violet-800">{event.letters || event.organizationName}</p>
          <h2 className="mt-0.5 font-semibold text-slate-900">
            <Link to={`/party-events/${event.id}`} className="after:absolute after:inset-0 focus:outline-none">
              {event.title}
            </Link>
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">
            {event.organizationName} · {event.schoolName}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge tone={event.priceCents === 0 ? 'green' : 'violet'}>{formatPrice(event.priceCents)}</Badge>
          {isSoldOut(event) ? <Badge tone="red">Sold Out</Badge> : null}
        </div>
      </div>
      <ul className="mt-4 space-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <Calendar className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {formatDayKey(event.date)}
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
