/**
 * The instants the seed's calendar test builds the seed at on each of its
 * dates (`calendar-sample.ts`): one second before and at local midnight in
 * Hawaii (the last US zone to change date), in the demo school's zone, and
 * in New York.
 */
import type { SeedAccount } from '../../../infra/seed/accounts';
import { addCalendarDays, todayIn } from '../../../shared/dates';

/** Each zone with the states whose schools the test looks at when the date changes there. */
export const MIDNIGHTS = [
  { zone: 'Pacific/Honolulu', states: ['HI'] },
  { zone: 'America/Chicago', states: ['AL'] },
  { zone: 'America/New_York', states: ['NY'] },
] as const;

const partsFormat = new Map<string, Intl.DateTimeFormat>();

/** How far the zone's wall clock is ahead of UTC at `instant` (negative in the US). */
function zoneOffsetMs(timeZone: string, instant: number): number {
  let format = partsFormat.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormat.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!) - instant;
}

/**
 * The instant `isoDate` begins in `timeZone`. US zones change offset at 2 a.m.,
 * so the offset at UTC midnight (the previous local evening) is the one at
 * local midnight.
 */
export function localMidnight(timeZone: string, isoDate: string): Date {
  const utcMidnight = Date.parse(`${isoDate}T00:00:00Z`);
  return new Date(utcMidnight - zoneOffsetMs(timeZone, utcMidnight));
}

/** One second before, and the instant, `isoDate` begins in `timeZone`. */
export function aroundMidnight(timeZone: string, isoDate: string): { before: Date; at: Date } {
  const at = localMidnight(timeZone, isoDate);
  return { before: new Date(at.getTime() - 1000), at };
}

/** Sanity of the instants themselves: the zone's date changes between them. */
export function changesDate(timeZone: string, isoDate: string): boolean {
  const { before, at } = aroundMidnight(timeZone, isoDate);
  return todayIn(timeZone, before) === addCalendarDays(isoDate, -1) && todayIn(timeZone, at) === isoDate;
}

/** The demo accounts the seed tests build the dataset for. */
export const seedAccounts: SeedAccount[] = [
  { kind: 'student', sub: 'sub-student', email: 'student@demo.test', fullName: 'Sam Student' },
  { kind: 'president', sub: 'sub-president', email: 'president@demo.test', fullName: 'Pat President' },
  { kind: 'media_manager', sub: 'sub-media', email: 'media@demo.test', fullName: 'Morgan Media' },
  { kind: 'admin', sub: 'sub-admin', email: 'admin@demo.test', fullName: 'Alex Admin' },
];
