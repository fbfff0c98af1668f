/**
 * Age at an event ("21+ at the door"): a pure function of a date
 * of birth and the event's own calendar day, no clock. An event's date is
 * the wall calendar at the venue (`shared/dates.ts`), so the day that
 * counts is the venue's day, whatever zone a server or a door phone is in.
 *
 * Birthdays: a person turns N on their birthday (the whole day counts). One
 * born on February 29 turns N on March 1 in a common year — the later of
 * the two readings in use, so the door never admits someone a day early.
 */
import { todayIn, venueInstant } from './dates';
import { stateTimeZone } from './states';

/** What the door may know of a person's age for one event: never the date itself. */
export type AgeBand = '21+' | 'under21' | 'unknown';

/** The structured age restriction of a party event (the free-text `ageRestriction` stays as a note). */
export const AGE_LIMITS = ['none', '18+', '21+'] as const;
export type AgeLimit = (typeof AGE_LIMITS)[number];

/** The minimum age of each restriction. */
export const MINIMUM_AGE: Record<AgeLimit, number> = { none: 0, '18+': 18, '21+': 21 };

/** The youngest a person may be to give a date of birth on their profile. */
export const PROFILE_MINIMUM_AGE = 16;
/** The earliest date of birth accepted (no one living was born before). */
export const EARLIEST_BIRTH_DATE = '1900-01-01';

const parts = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/** Whole years between a `yyyy-MM-dd` date of birth and the `yyyy-MM-dd` day `onDate` (negative before birth). */
export function ageOn(dateOfBirth: string, onDate: string): number {
  const [by, bm, bd] = parts(dateOfBirth);
  const [y, m, d] = parts(onDate);
  const years = y - by;
  // Born on Feb 29: in a common year the birthday is March 1 (see above).
  const leapling = bm === 2 && bd === 29 && !isLeapYear(y);
  const [birthMonth, birthDay] = leapling ? [3, 1] : [bm, bd];
  return m > birthMonth || (m === birthMonth && d >= birthDay) ? years : years - 1;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** The date `years` whole years before `onDate`: the latest birthday of someone that old on that day. */
export function yearsBefore(onDate: string, years: number): string {
  const [y, m, d] = parts(onDate);
  const pad = (n: number) => String(n).padStart(2, '0');
  const year = y - years;
  // Feb 29 of a common year does not exist: the last day that is old enough is Feb 28.
  const day = m === 2 && d === 29 && !isLeapYear(year) ? 28 : d;
  return `${String(year).padStart(4, '0')}-${pad(m)}-${pad(day)}`;
}

/** Where and when an event happens, as party events store it: venue wall date and time, the school's state. */
export interface EventWhen {
  date: string;
  time: string;
  state: string;
}

/**
 * The calendar day at the venue when the event starts: its start instant
 * (wall date and time read in the state's zone) as the venue's clock shows
 * it. Never the UTC day, nor the day where the server or the door phone is.
 */
export function eventDay(event: EventWhen): string {
  return todayIn(stateTimeZone(event.state), venueInstant(event.date, event.time, event.state));
}

/** "21+", "under 21" or unknown (no date of birth) on the event's day at its venue. */
export function ageBandAtEvent(dateOfBirth: string | null | undefined, event: EventWhen): AgeBand {
  if (!dateOfBirth) return 'unknown';
  return ageOn(dateOfBirth, eventDay(event)) >= 21 ? '21+' : 'under21';
}

/**
 * True when a person is known to be too young for an event's restriction on
 * its day. An unknown age is never refused: the ID check is the door's.
 */
export function tooYoungFor(limit: AgeLimit, dateOfBirth: string | null | undefined, event: EventWhen): boolean {
  return limit !== 'none' && !!dateOfBirth && ageOn(dateOfBirth, eventDay(event)) < MINIMUM_AGE[limit];
}

/** The refusal of a ticket (or an entry) to someone known to be too young: "This event is 21+". */
export function ageLimitMessage(limit: AgeLimit): string {
  return `This event is ${limit}`;
}

/** A leader's note that says no more than the restriction: "21+", "21+ only", "21 and over". */
const RESTATED_AGE = /^(\d+)\s*(?:\+|and over|and up|& over|& up)?\s*(?:only)?\.?$/i;

/**
 * An event's age line: the restriction ("21+ only"), the leader's free-text
 * note, or both; a note that only restates the restriction is not repeated.
 * Null when there is neither.
 */
export function ageRestrictionLine(limit: AgeLimit, note: string | null | undefined): string | null {
  const text = note?.trim() ?? '';
  const restated = RESTATED_AGE.exec(text);
  const keepNote = text && !(limit !== 'none' && restated && Number(restated[1]) === MINIMUM_AGE[limit]);
  const parts = [limit !== 'none' ? `${limit} only` : null, keepNote ? text : null].filter(Boolean);
  return parts.length ? parts.join(' · ') : null;
}

/** An event's stored restriction; items from before it existed read as none. */
export function ageLimitOf(value: unknown): AgeLimit {
  return (AGE_LIMITS as readonly unknown[]).includes(value) ? (value as AgeLimit) : 'none';
}
