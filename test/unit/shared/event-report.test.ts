import { describe, expect, it } from 'vitest';
import { eventReportDueAt, eventReportState, type ReportedEvent } from '../../../shared/event-report';
import { entryLogReasonSchema, eventReportSchema, INCIDENT_TEXT_REQUIRED } from '../../../shared/schemas/event-report';
import { rulesOf, schoolRulesSchema } from '../../../shared/school-rules';

// 2031-11-01 22:00 in Chicago is CDT (UTC-5): 2031-11-02T03:00Z. Over six hours later, 09:00Z;
// the clocks go back at 07:00Z that night, and a deadline in elapsed hours ignores it.
const event = (hours: number | null, extra: Partial<ReportedEvent> = {}): ReportedEvent => ({
  date: '2031-11-01',
  time: '22:00',
  state: 'IL',
  status: 'active',
  officeRules: { eventReportDueHours: hours },
  ...extra,
});

describe('the event report deadline', () => {
  it('is N elapsed hours after the event is over, and none without a deadline, rules or for a cancelled event', () => {
    expect(eventReportDueAt(event(24))?.toISOString()).toBe('2031-11-03T09:00:00.000Z');
    expect([eventReportDueAt(event(null)), eventReportDueAt(event(24, { officeRules: undefined })), eventReportDueAt(event(24, { status: 'cancelled' }))]).toEqual([null, null, null]);
  });

  it('is not due before the end, due until its deadline, missing from it, filed whenever filed', () => {
    const states = ['2031-11-02T08:59:59Z', '2031-11-02T09:00:00Z', '2031-11-03T08:59:59Z', '2031-11-03T09:00:00Z'].map((now) => eventReportState(event(24), false, new Date(now)));
    expect(states).toEqual(['notYet', 'due', 'due', 'missing']);
    expect(eventReportState(event(24), true, new Date('2031-12-01T00:00:00Z'))).toBe('filed');
    expect(eventReportState(event(null), false, new Date('2031-12-01T00:00:00Z'))).toBe('none');
  });
});

describe('the event report form', () => {
  it('needs a text when there was an incident, plain and at most 2000 characters, and a whole attendance', () => {
    const check = (input: unknown) => {
      const parsed = eventReportSchema.safeParse(input);
      return parsed.success ? parsed.data : parsed.error.issues[0]!.message;
    };
    expect(check({ attendance: 12, incident: false, text: '  ' })).toEqual({ attendance: 12, incident: false, text: '' });
    expect(check({ attendance: 12, incident: true, text: ' ' })).toBe(INCIDENT_TEXT_REQUIRED);
    expect(check({ attendance: 12, incident: true, text: 'Line one\nline two' })).toEqual({ attendance: 12, incident: true, text: 'Line one\nline two' });
    expect(check({ attendance: 12, incident: true, text: 'Hidden\u200B' })).toBe('Text cannot contain invisible, control or text-direction characters');
    expect(check({ attendance: 12, incident: true, text: 'x'.repeat(2001) })).toBe('Text must be at most 2000 characters');
    expect(check({ attendance: 1.5, incident: false, text: '' })).toBe('Attendance must be a whole number');
    expect(check({ attendance: 100_001, incident: false, text: '' })).toBe('Attendance must be between 0 and 100000');
  });

  it("the office's reason: 3 to 300 plain characters on one line, trimmed", () => {
    expect(entryLogReasonSchema.safeParse({ reason: '  Noise complaint ' }).data).toEqual({ reason: 'Noise complaint' });
    expect(['ab', 'x'.repeat(301), 'Two\nlines', ''].map((reason) => entryLogReasonSchema.safeParse({ reason }).success)).toEqual([false, false, false, false]);
  });
});

describe('the report deadline among the school rules', () => {
  it('is none by default and for rules stored before it; 1 to 720 hours when set', () => {
    expect(rulesOf(undefined).eventReportDueHours).toBeNull();
    const base = { registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: '' };
    expect(schoolRulesSchema.safeParse(base).data?.eventReportDueHours).toBeNull();
    expect(schoolRulesSchema.safeParse({ ...base, eventReportDueHours: 72 }).data?.eventReportDueHours).toBe(72);
    expect([0, 721, 2.5].map((h) => schoolRulesSchema.safeParse({ ...base, eventReportDueHours: h }).success)).toEqual([false, false, false]);
  });
});
