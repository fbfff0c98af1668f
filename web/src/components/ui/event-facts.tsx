import { Calendar, Clock, MapPin, School } from 'lucide-react';
import { formatTime } from '../../../../shared/dates';
import { formatPrice } from '../../../../shared/money';
import { Badge } from './badge';
import { cn } from '../../lib/cn';

/**
 * The when-and-where rows of an event card: (school), date, time, location,
 * each with its icon. `date` comes formatted, since cards differ (chapter
 * cards `MMM d, yyyy`, lists `MMMM d, yyyy`).
 */
export function EventFacts(props: { date: string; time: string; location: string; school?: string; className?: string }) {
  const rows = [
    ...(props.school ? [{ key: 'school', icon: School, text: props.school }] : []),
    { key: 'date', icon: Calendar, text: props.date },
    { key: 'time', icon: Clock, text: formatTime(props.time) },
    { key: 'location', icon: MapPin, text: props.location },
  ];
  return (
    <ul className={cn('space-y-1 text-sm text-slate-600', props.className)}>
      {rows.map(({ key, icon: Icon, text }) => (
        <li key={key} className="flex items-center gap-2">
          <Icon className="size-4 shrink-0 text-slate-400" aria-hidden="true" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** FREE or $x.xx, and Sold Out when tickets sold reach max attendees (docs/spec/student-side.md §4). */
export function PriceBadges({ priceCents, soldOut }: { priceCents: number; soldOut: boolean }) {
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <Badge tone={priceCents === 0 ? 'green' : 'violet'}>{formatPrice(priceCents)}</Badge>
      {soldOut ? <Badge tone="red">Sold Out</Badge> : null}
    </div>
  );
}
