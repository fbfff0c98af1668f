import { format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from '../../../shared/dates';

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
