import { Link } from 'react-router-dom';
import type { PartyEventSummary } from '../../../shared/api/types';
import { formatShortDate } from '../../../shared/dates';
import { Card } from './ui/card';
import { EventFacts, PriceBadges } from './ui/event-facts';
import { isSoldOut } from '../lib/sold-out';

/** A chapter's party event: date as `MMM d, yyyy`, FREE or $x.xx, Sold Out when full. */
export function PartyEventCard({ event }: { event: PartyEventSummary }) {
  return (
    <Card className="relative flex flex-col p-4 transition-shadow focus-within:ring-2 focus-within:ring-violet-500 hover:shadow-md">
      <div className="flex items-start justify-between gap-3">
        <h4 className="font-semibold text-slate-900">
          <Link to={`/party-events/${event.id}`} className="after:absolute after:inset-0 focus:outline-none">
            {event.title}
          </Link>
        </h4>
        <PriceBadges priceCents={event.priceCents} soldOut={isSoldOut(event)} />
      </div>
      <EventFacts className="mt-3" date={formatShortDate(event.date)} time={event.time} location={event.location} />
    </Card>
  );
}
