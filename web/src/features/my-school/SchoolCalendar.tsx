import { CalendarDays } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { formatTime } from '../../../../shared/dates';
import type { GreekEvent } from '../../../../shared/api/types';
import { Calendar, dayKey, formatDayKey } from '../../components/ui/calendar';
import { Card } from '../../components/ui/card';

/**
 * A month calendar of the school's upcoming Greek-life events: days with
 * events are dotted; choosing a day lists that day's events.
 */
export function SchoolCalendar({ events }: { events: GreekEvent[] }) {
  const [month, setMonth] = useState(() => new Date());
  const [selected, setSelected] = useState(() => dayKey(new Date()));
  const marked = useMemo(() => new Set(events.map((e) => e.date)), [events]);
  const onDay = events.filter((e) => e.date === selected);

  return (
    <Card className="p-5">
      <h2 className="mb-3 flex items-center gap-2 text-lg font-semibold text-slate-900">
        <CalendarDays className="size-5 text-violet-700" aria-hidden="true" /> Calendar
      </h2>
      <Calendar month={month} onMonthChange={setMonth} selected={selected} onSelect={setSelected} marked={marked} className="mx-auto" />
      <div className="mt-4 border-t border-slate-100 pt-3">
        <p className="text-sm font-medium text-slate-700">{formatDayKey(selected)}</p>
        {onDay.length === 0 ? (
          <p className="mt-1 text-sm text-slate-500">No Greek Life events on this day.</p>
        ) : (
          <ul className="mt-1 space-y-1">
            {onDay.map((e) => (
              <li key={e.id} className="text-sm">
                <Link to={`/events/${e.id}`} className="font-medium text-violet-700 hover:underline">
                  {e.title}
                </Link>
                <span className="text-slate-500"> · {formatTime(e.time)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
