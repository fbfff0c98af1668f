import { stateTimeZone } from './states';
import { formatTime } from './time';

/*
 * Calendar dates are formatted with the platform's Intl rather than date-fns:
 * identical output for these two patterns, and ~6 KiB less initial JS on
 * every page that shows a date (DESIGN §5). A stored `yyyy-MM-dd` is a wall
 * date, so it is read and written in UTC: no zone can shift it by a day.
 */
const longDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'short', day: 'numeric', year: 'numeric' });
const wallDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

/** Stored date `yyyy-MM-dd` → "November 22, 2026" (lists, tickets): `MMMM d, yyyy`. */
export function formatLongDate(isoDate: string): string {
  return longDate.format(wallDate(isoDate));
}

/** Stored date `yyyy-MM-dd` → "Nov 22, 2026" (chapter cards): `MMM d, yyyy`. */
export function formatShortDate(isoDate: string): string {
  return shortDate.format(wallDate(isoDate));
}

/** A stored date moved by whole days (`"2026-11-23"`, 7 → `"2026-11-30"`), as wall dates: no zone or DST can shift it. */
export function addCalendarDays(isoDate: string, days: number): string {
  return new Date(wallDate(isoDate).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

export { formatTime };

/**
 * One formatter per time zone: building an `Intl.DateTimeFormat` costs far
 * more than formatting with it, and list endpoints ask once per item.
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** The calendar date (`yyyy-MM-dd`) it is now in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as yyyy-MM-dd.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(now);
}

/** "Today" for an event at a school in the given state (DESIGN §1: state → zone). */
export function todayInState(state: string, now: Date = new Date()): string {
  return todayIn(stateTimeZone(state), now);
}

/**
 * The earliest calendar date that is "today" anywhere in the US at `now`
 * (Hawaii is the last to change date). Queries start there, then each item is
 * checked against its own school's zone.
 */
export function earliestUsToday(now: Date = new Date()): string {
  return todayIn('Pacific/Honolulu', now);
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * An instant (ISO, e.g. a ticket's `usedAt`) as the wall clock of a state's
 * time zone shows it: "November 23, 2026 at 9:41 PM". Without a state, the
 * viewer's own zone.
 */
export function formatInstantInState(iso: string, state: string): string {
  const timeZone = state ? stateTimeZone(state) : undefined;
  const key = timeZone ?? '';
  let formatter = wallClockFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    wallClockFormatters.set(key, formatter);
  }
  const part = Object.fromEntries(formatter.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return `${formatLongDate(`${part.year}-${part.month}-${part.day}`)} at ${formatTime(`${part.hour}:${part.minute}`)}`;
}
