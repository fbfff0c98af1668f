/** The dates the seed's calendar test checks: a window around today, fresh draws over ten years, each year's landmarks. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addCalendarDays } from '../../../shared/dates';
import { calendarSample, datesOf, drawnDays, landmarksOf, ONCE_FAILED, WINDOW_AFTER, WINDOW_BEFORE } from './calendar-sample';
import { localMidnight } from './instants';

const today = '2031-06-15';

afterEach(() => vi.unstubAllEnvs());

describe('the seed calendar sample', () => {
  it('covers every day of the window around today', () => {
    const dates = datesOf(calendarSample(today, 7));
    for (let n = -WINDOW_BEFORE; n <= WINDOW_AFTER; n++) expect(dates).toContain(addCalendarDays(today, n));
  });

  it('draws distinct days after today and within ten years, the same for the same seed and others for another', () => {
    const days = drawnDays(today, 7, 150);
    expect(new Set(days).size).toBe(150);
    expect(days.every((d) => d > today && d <= '2041-06-15')).toBe(true);
    // Spread over the whole span, not bunched near today.
    expect(days.some((d) => d > '2039-01-01')).toBe(true);
    expect(drawnDays(today, 7, 150)).toEqual(days);
    expect(drawnDays(today, 8, 150)).not.toEqual(days);
  });

  it("holds each year's ends, leap day and the two US DST changes for eleven years, and the dates that once failed", () => {
    const dates = datesOf(calendarSample(today, 7));
    for (let year = 2031; year <= 2041; year++) for (const d of landmarksOf(year)) expect(dates).toContain(d);
    expect(landmarksOf(2032)).toContain('2032-02-29');
    expect(landmarksOf(2031)).not.toContain('2031-02-29');
    for (const d of ONCE_FAILED) expect(dates).toContain(d);
  });

  it('puts the DST changes on the days New York changes its offset', () => {
    for (const year of [2026, 2027, 2035]) {
      const [, march, november] = landmarksOf(year);
      for (const day of [march!, november!]) {
        const length = (d: string) => localMidnight('America/New_York', addCalendarDays(d, 1)).getTime() - localMidnight('America/New_York', d).getTime();
        expect(length(day), day).not.toBe(86_400_000);
        expect(length(addCalendarDays(day, -1)), day).toBe(86_400_000);
      }
    }
  });

  it('replays a run from its printed seed and today', () => {
    vi.stubEnv('SEED_CALENDAR_TODAY', today);
    vi.stubEnv('SEED_CALENDAR_SEED', '4242');
    const replayed = calendarSample();
    expect(replayed).toEqual(calendarSample(today, 4242));
    expect(replayed.replay).toBe('SEED_CALENDAR_TODAY=2031-06-15 SEED_CALENDAR_SEED=4242');
  });

  it('refuses a replay value it cannot read', () => {
    vi.stubEnv('SEED_CALENDAR_SEED', 'x');
    expect(() => calendarSample(today)).toThrow('SEED_CALENDAR_SEED must be an integer');
    vi.stubEnv('SEED_CALENDAR_SEED', '1');
    vi.stubEnv('SEED_CALENDAR_TODAY', '2031-02-30');
    expect(() => calendarSample()).toThrow('SEED_CALENDAR_TODAY must be a date');
  });
});
