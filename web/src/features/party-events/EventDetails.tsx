import { cancelledNotice } from '../../../../shared/event-cancellation';
import { Calendar, Clock, GlassWater, Info, MapPin, Shirt, ShieldCheck, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PartyEventDetail } from '../../../../shared/api/types';
import { ageRestrictionLine } from '../../../../shared/age';
import { formatLongDate, formatTime } from '../../../../shared/dates';
import { Badge } from '../../components/ui/badge';
import { isSoldOut } from '../../lib/sold-out';
import { formatCount } from '../../lib/text';

/** One term and its value; the icon sits in the term, so the group holds only `dt` and `dd` (a valid `dl`). */
function Row({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative pl-8">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
        <span className="absolute left-0 top-0.5 text-slate-400 [&_svg]:size-5" aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="text-slate-800">{children}</dd>
    </div>
  );
}

/** The event's header and facts: chapter (linking to its page), school, date, time, place, rules, capacity. */
export function EventDetails({ event }: { event: PartyEventDetail }) {
  const soldOut = isSoldOut(event);
  const ageLine = ageRestrictionLine(event.ageLimit, event.ageRestriction);
  return (
    <div>
      <Link to={`/organizations/${event.chapterId}`} className="group inline-block">
        <span className="font-serif text-3xl font-bold text-violet-800 group-hover:underline">{event.letters || event.organizationName}</span>
        <span className="ml-2 text-sm font-medium text-violet-700 group-hover:underline">{event.organizationName}</span>
      </Link>
      <p className="text-sm text-slate-600">{event.schoolName}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">{event.title}</h1>
        {soldOut ? <Badge tone="red">Sold Out</Badge> : null}
      </div>
      {event.status === 'cancelled' ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-4 text-sm font-medium text-red-800">
          {cancelledNotice(event.cancelReason)}
        </p>
      ) : null}
      <dl className="mt-6 grid gap-4 sm:grid-cols-2">
        <Row icon={<Calendar />} label="Date">
          {formatLongDate(event.date)}
        </Row>
        <Row icon={<Clock />} label="Time">
          {formatTime(event.time)}
        </Row>
        <Row icon={<MapPin />} label="Location">
          {event.location}
        </Row>
        <Row icon={<Users />} label="Capacity">
          {formatCount(event.ticketsSold)} / {formatCount(event.maxAttendees)} tickets
          {soldOut ? ' · Sold Out' : ''}
        </Row>
        {event.dressCode ? (
          <Row icon={<Shirt />} label="Dress code">
            {event.dressCode}
          </Row>
        ) : null}
        {ageLine ? (
          <Row icon={<ShieldCheck />} label="Age restriction">
            {ageLine}
          </Row>
        ) : null}
        <Row icon={<GlassWater />} label="Alcohol policy">
          {event.alcoholAllowed ? 'Alcohol allowed (21+ with valid ID)' : 'No alcohol'}
        </Row>
      </dl>
      {event.description ? (
        <section className="mt-6">
          <h2 className="text-lg font-semibold text-slate-900">About this event</h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{event.description}</p>
        </section>
      ) : null}
      {event.additionalInfo ? (
        <section className="mt-6">
          <h2 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            <Info className="size-5 text-slate-400" aria-hidden="true" /> Additional info
          </h2>
          <p className="mt-2 whitespace-pre-line text-slate-700">{event.additionalInfo}</p>
        </section>
      ) : null}
    </div>
  );
}
