import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHOOL_RULES } from '../../../shared/school-rules';
import { cancelDeadline } from '../../../shared/ticket-cancellation';
import { transferOpenUntil } from '../../../shared/ticket-transfer';

// 9 pm in Alabama (Central time, UTC−6 in November): 03:00 UTC the next day.
const party = { date: '2026-11-20', time: '21:00', state: 'AL', cancelCutoffHours: 24 };

describe('transferOpenUntil: the cancellation cut-off, or the guest-list freeze when it comes first', () => {
  it('is the cut-off for an event without alcohol or without office rules', () => {
    expect(transferOpenUntil({ ...party, alcoholAllowed: false, officeRules: DEFAULT_SCHOOL_RULES }).toISOString()).toBe('2026-11-20T03:00:00.000Z');
    expect(transferOpenUntil({ ...party, alcoholAllowed: true, officeRules: null })).toEqual(cancelDeadline(party));
  });

  it('is the freeze when the office wants the guest list earlier (48 hours before, by default)', () => {
    expect(transferOpenUntil({ ...party, alcoholAllowed: true, officeRules: DEFAULT_SCHOOL_RULES }).toISOString()).toBe('2026-11-19T03:00:00.000Z');
  });

  it('stays the cut-off when that is the earlier one', () => {
    const rules = { ...DEFAULT_SCHOOL_RULES, guestListLeadHours: 2 };
    expect(transferOpenUntil({ ...party, alcoholAllowed: true, officeRules: rules }).toISOString()).toBe('2026-11-20T03:00:00.000Z');
  });
});
