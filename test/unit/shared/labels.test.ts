import { describe, expect, it } from 'vitest';
import { LABELS, labelOf, labelledOptions } from '../../../shared/labels';
import { EVENT_TYPES, ORGANIZATION_TYPES, ROLES, RSVP_STATUSES, TICKET_STATUSES } from '../../../shared/limits';
import { roleLabel } from '../../../shared/roles';

describe('the words people see for stored values', () => {
  it('has a label for every value of every list, in words, never the raw name', () => {
    const lists = [
      ['rsvpStatus', RSVP_STATUSES],
      ['ticketStatus', TICKET_STATUSES],
      ['role', ROLES],
      ['greekEventType', EVENT_TYPES],
      ['organizationType', ORGANIZATION_TYPES],
      ['leaderRequestStatus', ['pending', 'approved', 'rejected']],
    ] as const;
    for (const [kind, values] of lists) {
      expect(Object.keys(LABELS[kind]).sort()).toEqual([...values].sort());
      for (const value of values) expect(labelOf(kind, value)).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
    }
  });

  it('reads the values of the spec as people say them', () => {
    expect(labelOf('rsvpStatus', 'not_going')).toBe('Not Going');
    expect(labelOf('role', 'media_manager')).toBe('Media Manager');
    expect(roleLabel('media_manager')).toBe('Media Manager');
    expect(labelOf('ticketStatus', 'used')).toBe('Used');
    expect(labelledOptions('rsvpStatus', RSVP_STATUSES)).toEqual([
      { value: 'interested', label: 'Interested' },
      { value: 'going', label: 'Going' },
      { value: 'not_going', label: 'Not Going' },
    ]);
  });

  it('turns a value it does not know yet into words rather than showing it raw', () => {
    expect(labelOf('ticketStatus', 'partially_refunded')).toBe('Partially Refunded');
  });
});
