/** Ticket cancellation: the cut-off rule, the form's bounds and the analytics' refunds. */
import { describe, expect, it } from 'vitest';
import { createPartyEventSchema } from '../../../shared/schemas/party-events';
import { cancelDeadline } from '../../../shared/ticket-cancellation';
import { refundsOf } from '../../../functions/party-events/analytics';

const base = { title: 'Formal', date: '2031-04-01', time: '20:00', location: 'House', maxAttendees: 10, priceCents: 0 };

describe('cancelDeadline', () => {
  it('is 24 hours before the start in the venue’s time zone by default, or the event’s own cut-off', () => {
    // 8 PM Central daylight time = 01:00 UTC the next day; 24 hours before that.
    expect(cancelDeadline({ date: '2031-04-01', time: '20:00', state: 'AL' }).toISOString()).toBe('2031-04-01T01:00:00.000Z');
    expect(cancelDeadline({ date: '2031-04-01', time: '20:00', state: 'CA', cancelCutoffHours: 0 }).toISOString()).toBe('2031-04-02T03:00:00.000Z');
    expect(cancelDeadline({ date: '2031-04-01', time: '20:00', state: 'NY', cancelCutoffHours: 168 }).toISOString()).toBe('2031-03-26T00:00:00.000Z');
  });
});

describe('the create-event schema’s cut-off', () => {
  it('is optional, a whole number of hours from 0 to 168', () => {
    expect(createPartyEventSchema.safeParse(base).success).toBe(true);
    expect(createPartyEventSchema.parse({ ...base, cancelCutoffHours: 48 }).cancelCutoffHours).toBe(48);
    const issues = (v: unknown) => createPartyEventSchema.safeParse({ ...base, cancelCutoffHours: v }).error?.issues.map((i) => i.message);
    expect(issues(169)).toEqual(['Cancellation cut-off must be at most 168 hours']);
    expect(issues(-1)).toEqual(['Cancellation cut-off cannot be negative']);
    expect(issues(1.5)).toEqual(['Cancellation cut-off must be a whole number of hours']);
  });
});

describe('refundsOf', () => {
  it('counts cancelled paid tickets and their amounts only', () => {
    expect(
      refundsOf([
        { status: 'cancelled', amountPaidCents: 1500 },
        { status: 'cancelled', amountPaidCents: 0 },
        { status: 'valid', amountPaidCents: 1500 },
        { status: 'used', amountPaidCents: 1500 },
        { status: 'cancelled', amountPaidCents: 2000 },
      ]),
    ).toEqual({ count: 2, amountCents: 3500 });
  });
});
