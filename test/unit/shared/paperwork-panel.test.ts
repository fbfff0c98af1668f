import { describe, expect, it } from 'vitest';
import { monitorCover, monitorShortfall, paperworkWarnings } from '../../../shared/paperwork-panel';

describe('the sober-monitor sentences', () => {
  it('say how many more monitors the expected guests need, singular or plural, with the ratio in words', () => {
    expect(monitorShortfall(2, 1, 1)).toBe('2 guests need 1 more sober monitor (one per guest)');
    expect(monitorShortfall(30, 1, 20)).toBe('30 guests need 1 more sober monitor (one per 20 guests)');
    expect(monitorShortfall(61, 1, 20)).toBe('61 guests need 3 more sober monitors (one per 20 guests)');
    expect(monitorShortfall(40, 2, 20)).toBeNull();
    expect(monitorShortfall(0, 0, 20)).toBeNull();
  });

  it('say what the named monitors cover', () => {
    expect(monitorCover(0, 20)).toBe('No sober monitors named yet (one per 20 guests)');
    expect(monitorCover(1, 1)).toBe('1 sober monitor covers 1 guest (one per guest)');
    expect(monitorCover(2, 20)).toBe('2 sober monitors cover 40 guests (one per 20 guests)');
  });

  it('are the warnings of an alcohol event only', () => {
    const facts = { alcoholAllowed: true, soberMonitors: 1, expectedGuests: 45, guestsPerMonitor: 20, lateRegistration: false };
    expect(paperworkWarnings(facts)).toEqual(['45 guests need 2 more sober monitors (one per 20 guests)']);
    expect(paperworkWarnings({ ...facts, alcoholAllowed: false })).toEqual([]);
    expect(paperworkWarnings({ ...facts, soberMonitors: 0 })).toEqual(['Sober monitors missing: an event with alcohol needs at least one']);
  });
});
