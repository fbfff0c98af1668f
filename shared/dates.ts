/**
 * Dates and times, for the API and the SPA alike: the one module that reads,
 * shows and converts them. One approach per concern:
 * - A stored date (`yyyy-MM-dd`) and time (`HH:mm`) are the wall calendar and
 *   clock at the venue. Shown from the digits themselves with the English
 *   month names, so no zone can shift a day; the output is exactly date-fns'
 *   `MMMM d, yyyy` and `MMM d, yyyy` (a test compares every day of a year).
 *   date-fns' `format` itself would add ~7 KiB gzip to every page that shows
 *   a date, past the 150 KiB budget of the largest ones (docs/performance.md#budgets); and an
 *   `Intl.DateTimeFormat` costs its first page 20–25 ms of CPU to load the
 *   locale's ICU data (80–100 ms of Lighthouse's simulated phone, all of it
 *   in the long task that renders the party list or a party event).
 *   `Intl` stays for the time-zone offsets below.
 * - Anything that depends on a time zone — "today" at a school, an instant on
 *   a venue's clock, a venue's wall time as an instant — takes the zone's UTC
 *   offset at that instant from `@date-fns/tz` (`tzOffset`: the platform's
 *   zone database, daylight saving included). Its `TZDate` class would do
 *   the same but patches `Date` at load, which would put it in the chunk
 *   every page shares.
 * - Calendar arithmetic on stored dates is done on wall dates in UTC.
 */
import { tzOffset } from '@date-fns/tz/tzOffset';
import { stateTimeZone, US_STATES } from './states';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');
const wallDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
/** `yyyy-MM-dd` → [year, month index 0–11, day], as numbers. */
function dateParts(isoDate: string): [number, number, number] {
  return [Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)) - 1, Number(isoDate.slice(8, 10))];
}

/** Stored date `yyyy-MM-dd` → "November 22, 2026" (lists, tickets): `MMMM d, yyyy`. */
export function formatLongDate(isoDate: string): string {
  const [y, m, d] = dateParts(isoDate);
  return `${MONTHS[m]} ${d}, ${y}`;
}

/** Stored date `yyyy-MM-dd` → "Nov 22, 2026" (chapter cards): `MMM d, yyyy`. */
export function formatShortDate(isoDate: string): string {
  const [y, m, d] = dateParts(isoDate);
  return `${MONTHS[m]?.slice(0, 3)} ${d}, ${y}`;
}

/** Stored date `yyyy-MM-dd` → "Nov 22" (a day of a chart): `MMM d`. */
export function formatMonthDay(isoDate: string): string {
  const [, m, d] = dateParts(isoDate);
  return `${MONTHS[m]?.slice(0, 3)} ${d}`;
}

/** Stored wall-clock `HH:mm` → "9:30 PM". */
export function formatTime(time: string): string {
  const [h = 0, m = 0] = time.split(':').map(Number);
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${pad(m)} ${h < 12 ? 'AM' : 'PM'}`;
}

/** An ISO instant (`createdAt`, `reviewedAt`) → "November 18, 2026" in the viewer's own zone. */
export function formatInstantLong(iso: string): string {
  const at = new Date(iso);
  return `${MONTHS[at.getMonth()]} ${at.getDate()}, ${at.getFullYear()}`;
}

/** A `Date`'s month in the viewer's zone → "November 2026" (a calendar's title). */
export function formatMonthYear(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A stored date moved by whole days (`"2026-11-23"`, 7 → `"2026-11-30"`), as wall dates: no zone or DST can shift it. */
export function addCalendarDays(isoDate: string, days: number): string {
  return new Date(wallDate(isoDate).getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/** The viewer's calendar day of a `Date` (a picked day, today on this device) as stored: `yyyy-MM-dd`. */
export function localDay(date: Date = new Date()): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** What a zone's wall clock shows at `instant`, as `yyyy-MM-ddTHH:mm`. */
function wallClockAt(instant: Date, timeZone: string): string {
  return new Date(instant.getTime() + tzOffset(timeZone, instant) * 60_000).toISOString().slice(0, 16);
}

/** The calendar date (`yyyy-MM-dd`) it is at `now` in an IANA time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return wallClockAt(now, timeZone).slice(0, 10);
}

/** "Today" for an event at a school in the given state (the school's state gives the zone: docs/decisions.md#dates-are-the-wall-clock-at-the-venue). */
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

/**
 * The US calendar at `now`: between midnight in New York and midnight in
 * Honolulu it is on two dates at once (never more: its zones span less than
 * a day). `earliest` is `earliestUsToday`, `latest` the East's date, and
 * `onEarliest` the states whose "today" is still `earliest` (every state
 * when the two are the same day).
 */
export interface UsToday {
  earliest: string;
  latest: string;
  onEarliest: readonly string[];
}

export function usToday(now: Date = new Date()): UsToday {
  const earliest = earliestUsToday(now);
  const todayOf = new Map<string, string>();
  const dates = US_STATES.map((s) => {
    const today = todayOf.get(s.timeZone) ?? todayIn(s.timeZone, now);
    todayOf.set(s.timeZone, today);
    return { state: s.abbreviation, today };
  });
  const latest = dates.reduce((max, d) => (d.today > max ? d.today : max), earliest);
  return { earliest, latest, onEarliest: dates.filter((d) => d.today === earliest).map((d) => d.state) };
}

/** "Today" in `state` as `usToday` sees it (the same as `todayInState` at that instant). */
export function todayOfState(today: UsToday, state: string): string {
  return today.onEarliest.includes(state.toUpperCase()) ? today.earliest : today.latest;
}

/**
 * An instant (ISO, e.g. a ticket's `usedAt`) as the wall clock of a state's
 * time zone shows it: "November 23, 2026 at 9:41 PM". Without a state, the
 * viewer's own zone.
 */
export function formatInstantInState(iso: string, state: string): string {
  const at = new Date(iso);
  const wall = state ? wallClockAt(at, stateTimeZone(state)) : `${localDay(at)}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  return `${formatLongDate(wall.slice(0, 10))} at ${formatTime(wall.slice(11, 16))}`;
}

/** An instant as a state's wall clock reads it: `yyyy-MM-ddTHH:mm` (what "sales open at" is entered as). */
export function wallClockInState(at: Date, state: string): string {
  return wallClockAt(at, stateTimeZone(state));
}

/** An instant as the time a state's wall clock shows: "9:45 PM" (the door's 15-minute windows). */
export function formatInstantTimeInState(iso: string, state: string): string {
  return formatTime(wallClockAt(new Date(iso), stateTimeZone(state)).slice(11, 16));
}

/**
 * The instant a venue's wall date and time (`yyyy-MM-dd`, `HH:mm`) stand for,
 * in the school's state's zone: the wall time read as UTC, less the zone's
 * offset at that instant (taken twice: the first guess may sit on the other
 * side of a daylight-saving change).
 */
export function venueInstant(isoDate: string, time: string, state: string): Date {
  const timeZone = stateTimeZone(state);
  const wall = Date.parse(`${isoDate}T${time}:00Z`);
  const guess = wall - tzOffset(timeZone, new Date(wall)) * 60_000;
  return new Date(wall - tzOffset(timeZone, new Date(guess)) * 60_000);
}
