import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, formatInstantInState, formatInstantLong, formatLongDate, formatMonthDay, formatMonthYear, formatShortDate, localDay, todayIn, todayInState, todayOfState, usToday, venueInstant } from '../../../shared/dates';
import { US_STATES } from '../../../shared/states';

describe('calendar dates as the spec shows them', () => {
  it('gives MMMM d, yyyy, MMM d, yyyy and MMM d, and the next day, exactly as date-fns would, for every day of a leap year', () => {
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(format(parseISO(iso), 'MMMM d, yyyy'));
      expect(formatShortDate(iso)).toBe(format(parseISO(iso), 'MMM d, yyyy'));
      expect(formatMonthDay(iso)).toBe(format(parseISO(iso), 'MMM d'));
      expect(addCalendarDays(iso, 1)).toBe(format(addDays(parseISO(iso), 1), 'yyyy-MM-dd'));
      expect(localDay(parseISO(iso))).toBe(iso);
    }
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatShortDate('2026-09-05')).toBe('Sep 5, 2026');
  });

  it("gives an instant's day and a month in the viewer's zone as date-fns would: MMMM d, yyyy and MMMM yyyy", () => {
    for (let day = 0; day < 366; day += 5) {
      // Local noon and a minute before local midnight: the day the viewer's calendar shows, whatever the machine's zone.
      for (const [h, m] of [[12, 0], [23, 59]] as const) {
        const at = new Date(2028, 0, 1 + day, h, m);
        expect(formatInstantLong(at.toISOString())).toBe(format(at, 'MMMM d, yyyy'));
        expect(formatMonthYear(at)).toBe(format(at, 'MMMM yyyy'));
      }
    }
  });
});

describe('an instant on the wall clock of a state', () => {
  it("shows a door scan in the venue's zone, whatever the machine's zone", () => {
    expect(formatInstantInState('2026-11-24T03:41:00.000Z', 'AL')).toBe('November 23, 2026 at 9:41 PM');
    expect(formatInstantInState('2026-11-24T03:41:00.000Z', 'CA')).toBe('November 23, 2026 at 7:41 PM');
    expect(formatInstantInState('2026-11-24T05:05:00.000Z', 'NY')).toBe('November 24, 2026 at 12:05 AM');
    expect(formatInstantInState('2026-07-04T16:00:00.000Z', 'HI')).toBe('July 4, 2026 at 6:00 AM');
  });
});

describe("a school's today and a venue's wall time, in its zone", () => {
  it('changes date at local midnight, standard or daylight time', () => {
    // 05:59Z is 11:59 PM in Chicago in winter (UTC-6); 05:00Z is midnight in summer (UTC-5).
    expect(todayIn('America/Chicago', new Date('2026-01-16T05:59:00Z'))).toBe('2026-01-15');
    expect(todayIn('America/Chicago', new Date('2026-01-16T06:00:00Z'))).toBe('2026-01-16');
    expect(todayIn('America/Chicago', new Date('2026-07-16T04:59:00Z'))).toBe('2026-07-15');
    expect(todayIn('America/Chicago', new Date('2026-07-16T05:00:00Z'))).toBe('2026-07-16');
    expect(todayIn('Pacific/Honolulu', new Date('2026-07-16T09:59:00Z'))).toBe('2026-07-15');
  });

  it("is the instant the venue's clock shows, either side of a daylight-saving change", () => {
    expect(venueInstant('2026-11-22', '21:30', 'TX').toISOString()).toBe('2026-11-23T03:30:00.000Z');
    expect(venueInstant('2026-03-07', '21:00', 'NY').toISOString()).toBe('2026-03-08T02:00:00.000Z');
    expect(venueInstant('2026-03-08', '21:00', 'NY').toISOString()).toBe('2026-03-09T01:00:00.000Z');
    expect(venueInstant('2026-11-01', '12:00', 'CA').toISOString()).toBe('2026-11-01T20:00:00.000Z');
    expect(formatInstantInState(venueInstant('2026-11-01', '12:00', 'CA').toISOString(), 'CA')).toBe('November 1, 2026 at 12:00 PM');
  });
});

describe('the US calendar: one date, or two between midnight in New York and midnight in Honolulu', () => {
  it("names each state's today as todayInState does, every quarter hour of a day across a daylight-saving change", () => {
    for (let minutes = 0; minutes < 48 * 60; minutes += 15) {
      const now = new Date(Date.parse('2030-03-10T00:00:00Z') + minutes * 60_000);
      const today = usToday(now);
      for (const { abbreviation } of US_STATES) expect(todayOfState(today, abbreviation), `${abbreviation} at ${now.toISOString()}`).toBe(todayInState(abbreviation, now));
      expect(today.latest === today.earliest || today.latest === addCalendarDays(today.earliest, 1)).toBe(true);
    }
  });

  it('lists the states still on the earliest date', () => {
    expect(usToday(new Date('2030-03-12T07:05:00Z'))).toEqual({ earliest: '2030-03-11', latest: '2030-03-12', onEarliest: ['AK', 'HI'] });
    const oneDate = usToday(new Date('2030-03-12T03:00:00Z'));
    expect([oneDate.earliest, oneDate.latest, oneDate.onEarliest.length]).toEqual(['2030-03-11', '2030-03-11', US_STATES.length]);
  });
});
