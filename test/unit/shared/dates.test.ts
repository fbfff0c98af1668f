import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatInstantInState, formatLongDate, formatShortDate } from '../../../shared/dates';

describe('calendar dates as the spec shows them', () => {
  it('gives MMMM d, yyyy and MMM d, yyyy exactly as date-fns would, for every day of a leap year', () => {
    for (let day = 0; day < 366; day++) {
      const iso = new Date(Date.UTC(2028, 0, 1 + day)).toISOString().slice(0, 10);
      expect(formatLongDate(iso)).toBe(format(parseISO(iso), 'MMMM d, yyyy'));
      expect(formatShortDate(iso)).toBe(format(parseISO(iso), 'MMM d, yyyy'));
    }
    expect(formatLongDate('2026-11-22')).toBe('November 22, 2026');
    expect(formatShortDate('2026-09-05')).toBe('Sep 5, 2026');
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
