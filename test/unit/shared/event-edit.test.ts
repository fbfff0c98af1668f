import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holderRelevantChanges, officeRelevantChanges, type OfficeRelevantFields } from '../../../shared/event-edit';
import { editPartyEventSchema } from '../../../shared/schemas/party-events';

const event: OfficeRelevantFields = { date: '2031-04-12', time: '21:00', location: '12 Elm St', maxAttendees: 150, alcoholAllowed: true };

describe('officeRelevantChanges', () => {
  it('names nothing when nothing the office reviews changed', () => {
    expect(officeRelevantChanges(event, { ...event })).toEqual([]);
  });

  it('names each changed field, one at a time', () => {
    expect(officeRelevantChanges(event, { ...event, date: '2031-04-13' })).toEqual(['date']);
    expect(officeRelevantChanges(event, { ...event, time: '22:00' })).toEqual(['time']);
    expect(officeRelevantChanges(event, { ...event, location: '14 Oak Ave' })).toEqual(['location']);
    expect(officeRelevantChanges(event, { ...event, maxAttendees: 149 })).toEqual(['capacity']);
    expect(officeRelevantChanges(event, { ...event, alcoholAllowed: false })).toEqual(['alcohol']);
  });

  it('names all of them, in a fixed order, when all changed', () => {
    const after = { date: '2031-05-01', time: '20:30', location: 'Chapter house', maxAttendees: 80, alcoholAllowed: false };
    expect(officeRelevantChanges(event, after)).toEqual(['date', 'time', 'location', 'capacity', 'alcohol']);
  });

  it('does not count a location retyped with other case or spacing as a move', () => {
    expect(officeRelevantChanges(event, { ...event, location: ' 12  elm st ' })).toEqual([]);
  });

  it('is symmetric and never names a field that is equal', () => {
    const fields = fc.record({
      date: fc.constantFrom('2031-04-12', '2031-04-13'),
      time: fc.constantFrom('21:00', '22:00'),
      location: fc.constantFrom('12 Elm St', 'Chapter house'),
      maxAttendees: fc.integer({ min: 1, max: 3 }),
      alcoholAllowed: fc.boolean(),
    });
    fc.assert(
      fc.property(fields, fields, (a, b) => {
        const changes = officeRelevantChanges(a, b);
        expect(officeRelevantChanges(b, a)).toEqual(changes);
        expect(changes.includes('date')).toBe(a.date !== b.date);
        expect(changes.includes('capacity')).toBe(a.maxAttendees !== b.maxAttendees);
        expect(changes.includes('alcohol')).toBe(a.alcoholAllowed !== b.alcoholAllowed);
      }),
    );
  });
});

describe('holderRelevantChanges', () => {
  it('tells ticket holders about when and where, not about capacity or alcohol', () => {
    expect(holderRelevantChanges(event, { ...event, maxAttendees: 10, alcoholAllowed: false })).toEqual([]);
    expect(holderRelevantChanges(event, { ...event, date: '2031-04-13', location: 'Chapter house', maxAttendees: 10 })).toEqual(['date', 'location']);
  });
});

describe('editPartyEventSchema', () => {
  it('holds an edit to the same rules as creation', () => {
    const edit = { title: 'Spring formal', date: '2031-04-12', time: '21:00', location: '12 Elm St', maxAttendees: 150, priceCents: 0 };
    expect(editPartyEventSchema.safeParse(edit).success).toBe(true);
    expect(editPartyEventSchema.safeParse({ ...edit, maxAttendees: 0 }).success).toBe(false);
    expect(editPartyEventSchema.safeParse({ ...edit, title: ' ' }).success).toBe(false);
  });
});
