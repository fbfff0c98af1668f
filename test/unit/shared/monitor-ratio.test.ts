import { describe, expect, it } from 'vitest';
import { guestsCoveredBy, monitorRatioText, monitorsRequired } from '../../../shared/monitor-ratio';
import { doorLimitOf, entryBlock } from '../../../shared/door-headcount';

const madison = { baseMonitors: 2, baseGuests: 50, guestsPerExtraMonitor: 25 };
const flat20 = { baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20 };

describe('the sober-monitor ratio', () => {
  it('requires the base for the first guests, then one per started block beyond them', () => {
    expect([0, 1, 50, 51, 75, 76, 100, 101].map((g) => monitorsRequired(madison, g))).toEqual([0, 2, 2, 3, 3, 4, 4, 5]);
  });

  it('keeps a flat "one per N" meaning the same: ceil(guests / N)', () => {
    for (const guests of [0, 1, 19, 20, 21, 40, 41, 399, 400, 401]) expect(monitorsRequired(flat20, guests)).toBe(Math.ceil(guests / 20));
  });

  it('covers, with m monitors, the most guests m monitors are enough for (fewer than the base cover no one)', () => {
    expect([0, 1, 2, 3, 4].map((m) => guestsCoveredBy(madison, m))).toEqual([0, 0, 50, 75, 100]);
    for (let m = 0; m < 8; m++) {
      const covered = guestsCoveredBy(madison, m);
      if (covered > 0) expect(monitorsRequired(madison, covered)).toBeLessThanOrEqual(m);
      expect(monitorsRequired(madison, covered + 1)).toBeGreaterThan(m);
    }
  });

  it('says itself in words', () => {
    expect(monitorRatioText(flat20)).toBe('one per 20 guests');
    expect(monitorRatioText(madison)).toBe('2 for the first 50 guests, then one per 25 more');
  });

  it('bounds the door: guests inside against the monitors checked in', () => {
    const rule = { capacity: 200, monitorRatio: madison };
    expect(doorLimitOf(rule, 1)).toBe(0);
    expect(doorLimitOf(rule, 3)).toBe(75);
    expect(entryBlock(rule, { insideNow: 49, monitorsIn: 2 })).toBeNull();
    expect(entryBlock(rule, { insideNow: 50, monitorsIn: 2 })).toBe('needsMonitor');
    expect(entryBlock(rule, { insideNow: 50, monitorsIn: 3 })).toBeNull();
    expect(entryBlock({ capacity: 60, monitorRatio: madison }, { insideNow: 60, monitorsIn: 9 })).toBe('full');
  });
});
