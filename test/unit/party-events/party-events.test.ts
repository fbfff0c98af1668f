/** Pure rules of the party-events feature: averages, RSVP toggling, names, analytics figures, validation. */
import { describe, expect, it } from 'vitest';
import { createPartyEventSchema, partyEventListQuery, reviewSchema } from '../../../shared/schemas/party-events';
import { counterUpdateOp } from '../../../functions/lib/db/counter-update';
import { keys } from '../../../functions/domains/keys';
import { averageRating } from '../../../functions/domains/catalog/party-events/party-events';
import { countedFields } from '../../../functions/domains/catalog/party-events/party-rsvps';
import { attendancePercent, averageTicketCents, salesPerDay } from '../../../functions/party-events/analytics';
import * as messages from '../../../functions/domains/catalog/party-events/messages';
import { reviewerName } from '../../../functions/party-events/review';
import { nextRsvp } from '../../../functions/party-events/rsvp';

describe('figures', () => {
  it('averages to 1 decimal, null without reviews', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(9, 2)).toBe(4.5);
    expect(averageRating(13, 3)).toBe(4.3);
    expect(averageRating(14, 3)).toBe(4.7);
  });
  it('attendance and average ticket are rounded, 0 when none sold', () => {
    expect(attendancePercent(0, 0)).toBe(0);
    expect(attendancePercent(1, 3)).toBe(33);
    expect(attendancePercent(2, 3)).toBe(67);
    expect(averageTicketCents(0, 0)).toBe(0);
    expect(averageTicketCents(1000, 3)).toBe(333);
  });
  it('groups sales per day in the school time zone, oldest first', () => {
    const sales = salesPerDay(
      [
        { purchasedAt: '2031-05-03T04:00:00.000Z', amountPaidCents: 500 },
        { purchasedAt: '2031-05-01T15:00:00.000Z', amountPaidCents: 1000 },
        { purchasedAt: '2031-05-02T23:00:00.000Z', amountPaidCents: 1000 },
      ],
      'AL',
    );
    expect(sales).toEqual([
      { date: '2031-05-01', tickets: 1, revenueCents: 1000 },
      { date: '2031-05-02', tickets: 2, revenueCents: 1500 },
    ]);
  });
});

describe('RSVP and counters', () => {
  it('the same choice again removes it; interested counts interested and going', () => {
    expect(nextRsvp(null, 'going')).toBe('going');
    expect(nextRsvp('going', 'going')).toBeNull();
    expect(nextRsvp('interested', 'not_going')).toBe('not_going');
    expect(countedFields('going')).toEqual(['interestedCount', 'goingCount']);
    expect(countedFields('interested')).toEqual(['interestedCount']);
    expect(countedFields('not_going')).toEqual([]);
    expect(countedFields(null)).toEqual([]);
  });
  it('never takes a count below 0: a count read too low is reset under a guard', () => {
    const key = keys.partyEvent.item('1');
    const dec = counterUpdateOp(key, [{ field: 'goingCount', delta: -1, read: 2 }]);
    expect(dec.after).toEqual({ goingCount: 1 });
    expect(dec.op.Update?.ConditionExpression).toContain('#c0 >= :d0');
    const low = counterUpdateOp(key, [{ field: 'goingCount', delta: -1, read: 0 }]);
    expect(low.after).toEqual({ goingCount: 0 });
    expect(low.op.Update?.UpdateExpression).toBe('SET #c0 = :zero');
    const none = counterUpdateOp(key, [{ field: 'goingCount', delta: 0, read: 3 }]);
    expect(none.op.ConditionCheck).toBeDefined();
  });
});

describe('validation and messages', () => {
  it('names reviewers by first name and last initial', () => {
    expect(reviewerName('Sam Smith')).toBe('Sam S.');
    expect(reviewerName('  Jo  Ann   lee ')).toBe('Jo L.');
    expect(reviewerName('Cher')).toBe('Cher');
    expect(reviewerName('  ')).toBe('Anonymous');
  });
  it('re-checks the event fields and the review', () => {
    const ok = createPartyEventSchema.safeParse({ title: 'T', date: '2031-01-01', time: '20:00', location: 'L', maxAttendees: 10, priceCents: 0, description: '  ' });
    expect(ok.success && ok.data.description).toBeNull();
    expect(createPartyEventSchema.safeParse({ title: 'T', date: '2031-01-01', time: '20:00', location: 'L', maxAttendees: 1.5, priceCents: 0 }).success).toBe(false);
    expect(createPartyEventSchema.safeParse({ title: 'T', date: '2031-01-01', time: '20:00', location: 'L', maxAttendees: 1, priceCents: 10.5 }).success).toBe(false);
    expect(reviewSchema.safeParse({ rating: 6 }).success).toBe(false);
    expect(reviewSchema.parse({ rating: 3, comment: '  hi ' })).toEqual({ rating: 3, comment: 'hi' });
    expect(partyEventListQuery.safeParse({ limit: '0' }).success).toBe(false);
  });
  it('takes only dates that name a real day', () => {
    const event = { title: 'T', time: '20:00', location: 'L', maxAttendees: 10, priceCents: 0 };
    for (const date of ['9736-45-05', '2031-02-30', '2031-13-01', '2031-00-10', '2031-04-31']) {
      const result = createPartyEventSchema.safeParse({ ...event, date });
      expect(result.success, date).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Please choose a date']);
      expect(partyEventListQuery.safeParse({ date }).success, `list filter ${date}`).toBe(false);
    }
    for (const date of ['2032-02-29', '2031-12-31']) expect(createPartyEventSchema.safeParse({ ...event, date }).success, date).toBe(true);
  });
  it('uses the spec wording for its failure messages (permissions: test/unit/shared/authz.test.ts)', () => {
    expect(messages.RSVP_FAILED).toBe('Failed to update RSVP');
  });
});
