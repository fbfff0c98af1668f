import { describe, expect, it } from 'vitest';
import { monitorCover, monitorShortfall, paperworkWarnings } from '../../../shared/paperwork-panel';

const perGuest = (n: number) => ({ baseMonitors: 1, baseGuests: n, guestsPerExtraMonitor: n });

describe('the sober-monitor sentences', () => {
  it('say how many more monitors the expected guests need, singular or plural, with the ratio in words', () => {
    expect(monitorShortfall(2, 1, perGuest(1))).toBe('2 guests need 1 more sober monitor (one per guest)');
    expect(monitorShortfall(30, 1, perGuest(20))).toBe('30 guests need 1 more sober monitor (one per 20 guests)');
    expect(monitorShortfall(61, 1, perGuest(20))).toBe('61 guests need 3 more sober monitors (one per 20 guests)');
    expect(monitorShortfall(40, 2, perGuest(20))).toBeNull();
    expect(monitorShortfall(0, 0, perGuest(20))).toBeNull();
  });

  it('say what the named monitors cover', () => {
    expect(monitorCover(0, perGuest(20))).toBe('No sober monitors named yet (one per 20 guests)');
    expect(monitorCover(1, perGuest(1))).toBe('1 sober monitor covers 1 guest (one per guest)');
    expect(monitorCover(2, perGuest(20))).toBe('2 sober monitors cover 40 guests (one per 20 guests)');
    const madison = { baseMonitors: 2, baseGuests: 50, guestsPerExtraMonitor: 25 };
    expect(monitorCover(3, madison)).toBe('3 sober monitors cover 75 guests (2 for the first 50 guests, then one per 25 more)');
    expect(monitorShortfall(76, 2, madison)).toBe('76 guests need 2 more sober monitors (2 for the first 50 guests, then one per 25 more)');
  });

  it('are the warnings of an alcohol event only', () => {
    const facts = { alcoholAllowed: true, soberMonitors: 1, expectedGuests: 45, ratio: { baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20 }, lateRegistration: false };
    expect(paperworkWarnings(facts)).toEqual(['45 guests need 2 more sober monitors (one per 20 guests)']);
    expect(paperworkWarnings({ ...facts, alcoholAllowed: false })).toEqual([]);
    expect(paperworkWarnings({ ...facts, soberMonitors: 0 })).toEqual(['Sober monitors missing: an event with alcohol needs at least one']);
  });
});
