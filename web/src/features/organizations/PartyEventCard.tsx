import { Calendar, Clock, MapPin } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PartyEventSummary } from '../../../../shared/api/types';
import { formatShortDate, formatTime } from '../../../../shared/dates';
import { formatPrice } from '../../../../shared/money';
import { Badge } from '../../components/ui/badge';
import { Card } from '../../components/ui/card';

/** A chapter's party event: date as `MMM d, yyyy`, FREE or $x.xx, Sold Out when full. */
export function PartyEventCard({ event }: { event: PartyEventSummary }) {
  const soldOut = event.ticketsSold >= event.maxAttendees;
  return (
    <Card className="relative flex flex-col p-4 transition-shadow focus-within:ring-2 focus-within:ring-violet-500 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-semibold text-slate-900">
          <Link to={`/party-events/${event.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {event.title}
          </Link>
        </h4>
        <div className="flex shrink-0 flex-col items-end gap-1">
          <Badge tone={event.priceCents === 0 ? 'green' : 'violet'}>{formatPrice(event.priceCents)}</Badge>
          {soldOut ? <Badge tone="red">Sold Out</Badge> : null}
        </div>
      </div>
      <ul className="mt-3 space-y-1 text-sm text-slate-600">
        <li className="flex items-center gap-2">
          <Calendar className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {formatShortDate(event.date)}
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
