/**
 * The dates the seed's calendar test builds the seed on. The seed's
 * randomness is keyed by the UTC date, so every date gives a dataset of its
 * own: a fixed list of dates would leave every later date unchecked. Each
 * run checks
 * - a window around the real today (what `npm start` seeds now and in the
 *   coming weeks);
 * - days drawn at random from the next ten years, with a seed printed in the
 *   test's name so a failing run can be replayed;
 * - the landmarks of each of those years, where date arithmetic breaks
 *   first: New Year's Eve and Day, the leap day, both US DST changes;
 * - the dates that once failed.
 *
 * `SEED_CALENDAR_SEED` (an integer) and `SEED_CALENDAR_TODAY` (`yyyy-MM-dd`)
 * replay a run.
 */
import { randomInt } from 'node:crypto';
import { seededRandom } from '../../../functions/lib/random';
import { addCalendarDays } from '../../../shared/dates';

/** Days checked before and after today. */
export const WINDOW_BEFORE = 14;
export const WINDOW_AFTER = 60;
/** Days drawn per run from the next ten years (a different set each run). */
export const DRAWN_DAYS = 150;
export const YEARS_AHEAD = 10;
/** Dates that once failed: the 2026-11-23 "White Out" (two parties of one chapter with one title). */
export const ONCE_FAILED = ['2026-11-23'];

export interface CalendarSample {
  today: string;
  seed: number;
  /** What to type to replay this run. */
  replay: string;
  /** The dates, in groups that each make one test (so progress and failures read per group). */
  groups: { name: string; dates: string[] }[];
}

/** `count` consecutive dates from `first`. */
function run(first: string, count: number): string[] {
  return Array.from({ length: count }, (_, n) => addCalendarDays(first, n));
}

/** The `nth` (1-based) Sunday of a month. */
function nthSunday(year: number, month: number, nth: number): string {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const day = 1 + ((7 - firstWeekday) % 7) + (nth - 1) * 7;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** A year's dates where calendar arithmetic breaks first: the year's ends, the leap day, the US DST changes. */
export function landmarksOf(year: number): string[] {
  return [
    `${year}-01-01`,
    ...(isLeap(year) ? [`${year}-02-29`] : []),
    // US rule since 2007: clocks go forward on March's second Sunday and back on November's first.
    nthSunday(year, 3, 2),
    nthSunday(year, 11, 1),
    `${year}-12-31`,
  ];
}

/** `count` distinct dates drawn from the `YEARS_AHEAD` years after `today`, ascending. */
export function drawnDays(today: string, seed: number, count: number): string[] {
  const rnd = seededRandom(seed);
  const span = Math.round(YEARS_AHEAD * 365.25);
  const days = new Set<string>();
  while (days.size < count) days.add(addCalendarDays(today, rnd.int(1, span)));
  return [...days].sort();
}

function envInteger(name: string): number | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,10}$/.test(value) || Number(value) > 0xffffffff) throw new Error(`${name} must be an integer from 0 to 4294967295, not "${value}"`);
  return Number(value);
}

function envDate(name: string): string | undefined {
  const value = process.env[name];
  if (value === undefined || value === '') return undefined;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || addCalendarDays(value, 0) !== value) throw new Error(`${name} must be a date (yyyy-MM-dd), not "${value}"`);
  return value;
}

/** Groups of at most `size` dates, named by their first and last. */
function chunks(name: string, dates: readonly string[], size: number): { name: string; dates: string[] }[] {
  const groups: { name: string; dates: string[] }[] = [];
  for (let i = 0; i < dates.length; i += size) {
    const part = dates.slice(i, i + size);
    groups.push({ name: `${name} ${part[0]} … ${part.at(-1)} (${part.length})`, dates: part });
  }
  return groups;
}

/**
 * The dates of one run: around `today` (the real UTC date unless
 * `SEED_CALENDAR_TODAY` says), drawn with `seed` (fresh unless
 * `SEED_CALENDAR_SEED` says).
 */
export function calendarSample(
  today: string = envDate('SEED_CALENDAR_TODAY') ?? new Date().toISOString().slice(0, 10),
  seed: number = envInteger('SEED_CALENDAR_SEED') ?? randomInt(0x100000000 - 1),
): CalendarSample {
  const year = Number(today.slice(0, 4));
  const landmarks = Array.from({ length: YEARS_AHEAD + 1 }, (_, n) => landmarksOf(year + n)).flat();
  return {
    today,
    seed,
    replay: `SEED_CALENDAR_TODAY=${today} SEED_CALENDAR_SEED=${seed}`,
    groups: [
      ...chunks('of the window around today', run(addCalendarDays(today, -WINDOW_BEFORE), WINDOW_BEFORE + 1 + WINDOW_AFTER), 25),
      ...chunks('drawn from the next ten years', drawnDays(today, seed, DRAWN_DAYS), 30),
      ...chunks('among the landmarks of those years', landmarks, 30),
      { name: 'that once failed', dates: ONCE_FAILED },
    ],
  };
}

/** Every date of a sample once, ascending. */
export function datesOf(sample: CalendarSample): string[] {
  return [...new Set(sample.groups.flatMap((g) => g.dates))].sort();
}
