import { ChevronLeft, ChevronRight } from 'lucide-react';
import { formatLongDate, formatMonthYear, localDay } from '../../../../shared/dates';
import { cn } from '../../lib/cn';
import { Button } from './button';

const WEEKDAYS = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];

/** A `Date` → its calendar day `yyyy-MM-dd` in the viewer's zone (the format dates are stored in). */
export const dayKey = localDay;

/** `yyyy-MM-dd` → that day, at local midnight. */
export function fromDayKey(key: string): Date {
  const [y = 0, m = 1, d = 1] = key.split('-').map(Number);
  return new Date(y, m - 1, d);
}

/** `yyyy-MM-dd` → "November 22, 2026". */
export const formatDayKey = formatLongDate;

/** The first of the month `offset` months from `month`'s. */
function addMonths(month: Date, offset: number): Date {
  return new Date(month.getFullYear(), month.getMonth() + offset, 1);
}

/** Whole weeks (Sunday first) covering the month of `month`. */
function monthWeeks(month: Date): Date[][] {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const start = new Date(first.getFullYear(), first.getMonth(), 1 - first.getDay());
  const weeks: Date[][] = [];
  for (let day = start; weeks.length === 0 || day.getMonth() === month.getMonth(); ) {
    const week: Date[] = [];
    for (let i = 0; i < 7; i += 1) {
      week.push(day);
      day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/**
 * A compact month grid: previous / next month, today outlined, the selected
 * day filled and `marked` days dotted. Plain `Date` rather than a
 * date-picker library or date-fns, which would cost the page that shows it
 * 6–20 KiB gzip for features this grid does not need (docs/performance.md#budgets).
 */
export function Calendar({
  month,
  onMonthChange,
  selected,
  onSelect,
  marked,
  today = new Date(),
  className,
}: {
  /** Any day of the month shown. */
  month: Date;
  onMonthChange: (month: Date) => void;
  /** Selected day as `yyyy-MM-dd`, or null. */
  selected: string | null;
  onSelect: (day: string) => void;
  /** Days (`yyyy-MM-dd`) that have something on them. */
  marked?: ReadonlySet<string>;
  today?: Date;
  className?: string;
}) {
  const weeks = monthWeeks(month);
  const todayKey = dayKey(today);
  const title = formatMonthYear(month);

  return (
    <div className={cn('w-full max-w-sm', className)}>
      <div className="mb-2 flex items-center justify-between">
        <Button variant="ghost" size="sm" aria-label="Previous month" onClick={() => onMonthChange(addMonths(month, -1))}>
          <ChevronLeft aria-hidden="true" />
        </Button>
        <p className="text-sm font-semibold text-slate-900" aria-live="polite">
          {title}
        </p>
        <Button variant="ghost" size="sm" aria-label="Next month" onClick={() => onMonthChange(addMonths(month, 1))}>
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table role="grid" aria-label={title} className="w-full table-fixed border-collapse text-center text-sm">
        <thead>
          <tr>
            {WEEKDAYS.map((d) => (
              <th key={d} scope="col" className="pb-1 text-xs font-medium text-slate-500">
                {d}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={dayKey(week[0]!)}>
              {week.map((day) => {
                const key = dayKey(day);
                const inMonth = day.getMonth() === month.getMonth();
                const isSelected = key === selected;
                const hasItems = marked?.has(key) ?? false;
                return (
                  <td key={key} className="p-0.5">
                    <button
                      type="button"
                      aria-label={`${formatLongDate(localDay(day))}${hasItems ? ', has events' : ''}`}
                      aria-pressed={isSelected}
                      onClick={() => onSelect(key)}
                      className={cn(
                        'relative mx-auto flex size-9 items-center justify-center rounded-md transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-violet-500',
                        isSelected ? 'bg-violet-700 text-white hover:bg-violet-800' : inMonth ? 'text-slate-800 hover:bg-violet-50' : 'text-slate-400 hover:bg-slate-50',
                        key === todayKey && !isSelected && 'ring-1 ring-violet-300',
                      )}
                    >
                      {day.getDate()}
                      {hasItems ? (
                        <span
                          aria-hidden="true"
                          className={cn('absolute bottom-1 size-1 rounded-full', isSelected ? 'bg-white' : 'bg-amber-500')}
                        />
                      ) : null}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
