import { describe, expect, it } from 'vitest';
import { monitorsRequiredAtCapacity, tooFewMonitors } from '../../../shared/monitors-at-naming';

const madison = { baseMonitors: 2, baseGuests: 50, guestsPerExtraMonitor: 25 };

describe('monitors required at naming', () => {
  it('asks for the capacity at the school ratio of an alcohol event under school rules, and nothing otherwise', () => {
    expect(monitorsRequiredAtCapacity({ alcoholAllowed: true, maxAttendees: 100, officeRules: madison })).toBe(4);
    expect(monitorsRequiredAtCapacity({ alcoholAllowed: true, maxAttendees: 101, officeRules: madison })).toBe(5);
    expect(monitorsRequiredAtCapacity({ alcoholAllowed: false, maxAttendees: 100, officeRules: madison })).toBe(0);
    expect(monitorsRequiredAtCapacity({ alcoholAllowed: true, maxAttendees: 100 })).toBe(0);
    expect(monitorsRequiredAtCapacity({ alcoholAllowed: true, maxAttendees: 100, officeRules: null })).toBe(0);
  });

  it('says how many are required and how many were named, only when too few', () => {
    const event = { alcoholAllowed: true, maxAttendees: 100, officeRules: madison };
    expect(tooFewMonitors(event, 3)).toBe('A capacity of 100 guests needs 4 sober monitors (2 for the first 50 guests, then one per 25 more); 3 named');
    expect(tooFewMonitors(event, 0)).toBe('A capacity of 100 guests needs 4 sober monitors (2 for the first 50 guests, then one per 25 more); 0 named');
    expect(tooFewMonitors(event, 4)).toBeNull();
    expect(tooFewMonitors({ ...event, alcoholAllowed: false }, 0)).toBeNull();
    expect(tooFewMonitors({ alcoholAllowed: true, maxAttendees: 1, officeRules: { baseMonitors: 1, baseGuests: 1, guestsPerExtraMonitor: 1 } }, 0)).toBe(
      'A capacity of 1 guest needs 1 sober monitor (one per guest); 0 named',
    );
  });
});
