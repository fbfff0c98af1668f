import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_RULES, guestListFreezesAt, registrationDueAt, rulesOf, schoolRulesSchema } from '../../../shared/school-rules';

const rules = rulesOf(undefined);

describe('office rules', () => {
  it('defaults to 7 days, 48 hours, 20 guests per monitor and no office e-mail', () => {
    expect(rules).toEqual({ registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: null, approvalRequired: false, eventReportDueHours: null });
    expect(rulesOf({ baseGuests: 15 })).toEqual({ ...DEFAULT_SCHOOL_RULES, baseGuests: 15 });
  });

  it('reads a flat "one per N guests" stored before the ratio had a base as one for the first N, one per N more', () => {
    const stored = { registrationLeadDays: 7, guestListLeadHours: 48, guestsPerMonitor: 15, officeEmail: null };
    expect(rulesOf(stored)).toEqual({ ...DEFAULT_SCHOOL_RULES, baseMonitors: 1, baseGuests: 15, guestsPerExtraMonitor: 15 });
  });

  it('validates the form: whole numbers in range, an empty e-mail is none', () => {
    expect(schoolRulesSchema.parse({ ...rules, officeEmail: ' ' }).officeEmail).toBeNull();
    expect(schoolRulesSchema.parse({ registrationLeadDays: 10, guestListLeadHours: 24, baseMonitors: 1, baseGuests: 15, guestsPerExtraMonitor: 15, officeEmail: '' }).officeEmail).toBeNull();
    expect(schoolRulesSchema.parse({ ...rules, officeEmail: 'greeklife@asu.edu' }).officeEmail).toBe('greeklife@asu.edu');
    const bad = schoolRulesSchema.safeParse({ ...rules, baseGuests: 0 });
    expect(bad.error?.issues[0]?.message).toBe('First guests they cover must be between 1 and 500');
    expect(schoolRulesSchema.safeParse({ ...rules, registrationLeadDays: 2.5 }).success).toBe(false);
    expect(schoolRulesSchema.safeParse({ ...rules, officeEmail: 'not an address' }).error?.issues[0]?.message).toBe('Invalid email address');
  });
});

describe('deadlines in the school time zone', () => {
  const party = { date: '2026-11-07', time: '00:30', state: 'NY', alcoholAllowed: true };

  it('a party just after midnight: registration due 7 calendar days earlier at 00:30 New York time', () => {
    // 2026-10-31 00:30 EDT (UTC-4), across the fall-back change of Nov 1.
    expect(registrationDueAt(party, rules).toISOString()).toBe('2026-10-31T04:30:00.000Z');
    // 48 elapsed hours before 2026-11-07 00:30 EST (UTC-5) = 05:30Z on the 5th.
    expect(guestListFreezesAt(party, rules)?.toISOString()).toBe('2026-11-05T05:30:00.000Z');
  });

  it('a spring-forward weekend: 48 hours back from Sunday night is Friday an hour later on the wall clock', () => {
    const sunday = { date: '2027-03-14', time: '22:00', state: 'CA', alcoholAllowed: true };
    // 2027-03-14 22:00 PDT = 2027-03-15T05:00Z; minus 48 h = 2027-03-13T05:00Z = Mar 12 21:00 PST.
    expect(guestListFreezesAt(sunday, rules)?.toISOString()).toBe('2027-03-13T05:00:00.000Z');
    expect(registrationDueAt(sunday, rules).toISOString()).toBe('2027-03-08T06:00:00.000Z');
  });

  it('an event near midnight in Hawaii and Arizona (no daylight saving)', () => {
    expect(guestListFreezesAt({ date: '2026-07-04', time: '23:59', state: 'HI', alcoholAllowed: true }, rules)?.toISOString()).toBe('2026-07-03T09:59:00.000Z');
    expect(registrationDueAt({ date: '2026-07-04', time: '00:00', state: 'AZ' }, { ...rules, registrationLeadDays: 0 }).toISOString()).toBe('2026-07-04T07:00:00.000Z');
  });

  it('never freezes an event without alcohol or without stored rules', () => {
    expect(guestListFreezesAt({ ...party, alcoholAllowed: false }, rules)).toBeNull();
    expect(guestListFreezesAt(party, undefined)).toBeNull();
  });
});
