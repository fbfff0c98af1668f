import { differenceInYears, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ageBandAtEvent, ageLimitOf, ageOn, eventDay, tooYoungFor, yearsBefore } from '../../../shared/age';
import { addCalendarDays } from '../../../shared/dates';
import { US_STATES } from '../../../shared/states';

const day = (from: string, to: string) =>
  fc.integer({ min: Date.parse(`${from}T00:00:00Z`) / 86_400_000, max: Date.parse(`${to}T00:00:00Z`) / 86_400_000 }).map((n) => new Date(n * 86_400_000).toISOString().slice(0, 10));
const eventDate = day('2026-01-01', '2040-12-31');
const birthDate = day('1950-01-01', '2025-12-31');
const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const state = fc.constantFrom(...US_STATES.map((s) => s.abbreviation));
const notLeapling = (dob: string) => !dob.endsWith('-02-29');

describe('age on a day', () => {
  it('is the whole years date-fns counts between the two calendar days', () => {
    fc.assert(
      fc.property(birthDate.filter(notLeapling), eventDate, (dob, on) => {
        expect(ageOn(dob, on)).toBe(differenceInYears(parseISO(on), parseISO(dob)));
      }),
    );
  });

  it('counts the birthday itself: 21 on the day, 20 the day before', () => {
    fc.assert(
      fc.property(eventDate, (on) => {
        expect(ageOn(yearsBefore(on, 21), on)).toBe(21);
        expect(ageOn(addCalendarDays(yearsBefore(on, 21), 1), on)).toBe(20);
      }),
    );
  });

  it('turns a February 29 birthday into March 1 in common years', () => {
    expect(ageOn('2008-02-29', '2029-02-28')).toBe(20);
    expect(ageOn('2008-02-29', '2029-03-01')).toBe(21);
    expect(ageOn('2008-02-29', '2032-02-29')).toBe(24);
    expect(yearsBefore('2032-02-29', 21)).toBe('2011-02-28');
  });
});

describe("21+ on the event's day at its venue", () => {
  it("is the venue's own calendar day, in every state and at every hour (never the UTC day)", () => {
    fc.assert(
      fc.property(eventDate, time, state, (date, t, st) => {
        expect(eventDay({ date, time: t, state: st })).toBe(date);
      }),
    );
  });

  it('says 21+ to someone whose 21st birthday is the event day, under 21 the day after, in any zone and hour', () => {
    fc.assert(
      fc.property(eventDate, time, state, (date, t, st) => {
        const event = { date, time: t, state: st };
        const turns21 = yearsBefore(date, 21);
        expect(ageBandAtEvent(turns21, event)).toBe('21+');
        expect(ageBandAtEvent(addCalendarDays(turns21, -1), event)).toBe('21+');
        expect(ageBandAtEvent(addCalendarDays(turns21, 1), event)).toBe('under21');
      }),
    );
  });

  it('agrees with the age on the event date for any birth date, and says unknown without one', () => {
    fc.assert(
      fc.property(birthDate, eventDate, time, state, (dob, date, t, st) => {
        const event = { date, time: t, state: st };
        expect(ageBandAtEvent(dob, event)).toBe(ageOn(dob, date) >= 21 ? '21+' : 'under21');
        expect(ageBandAtEvent(null, event)).toBe('unknown');
      }),
    );
  });

  it('a late party in Hawaii counts the Hawaii day, though it is already the next day in UTC', () => {
    const event = { date: '2030-03-20', time: '23:30', state: 'HI' };
    expect(ageBandAtEvent('2009-03-20', event)).toBe('21+');
    expect(ageBandAtEvent('2009-03-21', event)).toBe('under21');
  });
});

describe('age restrictions', () => {
  it('refuses only the known too young; an unknown age is the door’s ID check', () => {
    const event = { date: '2030-03-20', time: '21:00', state: 'TX' };
    expect(tooYoungFor('21+', '2009-03-21', event)).toBe(true);
    expect(tooYoungFor('21+', '2009-03-20', event)).toBe(false);
    expect(tooYoungFor('21+', null, event)).toBe(false);
    expect(tooYoungFor('18+', '2012-03-21', event)).toBe(true);
    expect(tooYoungFor('18+', '2009-03-21', event)).toBe(false);
    expect(tooYoungFor('none', '2014-01-01', event)).toBe(false);
  });

  it('reads a missing or unknown stored restriction as none', () => {
    expect(ageLimitOf(undefined)).toBe('none');
    expect(ageLimitOf('21 and over')).toBe('none');
    expect(ageLimitOf('21+')).toBe('21+');
  });
});
