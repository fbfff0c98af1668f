/**
 * Every counter the seed writes equals the items it counts: tickets sold and
 * revenue are the event's tickets, RSVP and review counts their (absent)
 * items, a profile's ticket count its tickets, and the admin totals the
 * profiles, schools, chapters, active events and pending requests written.
 */
import { describe, expect, it } from 'vitest';
import { buildDemoDataset, demoPlacement, type DemoDataset } from '../../../infra/seed/dataset';
import type { Item } from '../../../functions/lib/db/table';
import { seedAccounts as accounts } from './instants';

const placement = demoPlacement();
const instants = ['2026-11-23T15:00:00Z', '2027-02-28T23:59:59Z', '2028-02-29T06:00:00Z'];
const ofEntity = (data: DemoDataset, entity: string) => data.items.filter((i) => i.entity === entity);
const countBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + 1);
  return counts;
};

describe.each(instants)('the demo seed built at %s', (instant) => {
  const now = new Date(instant);
  const data = buildDemoDataset(accounts, now, placement);

  it("backs every party's tickets sold and revenue with its tickets, one per holder, bought before now", () => {
    const sold = countBy(data.tickets, (t) => t.eventId);
    expect(data.tickets.length).toBeGreaterThan(0);
    for (const event of data.partyEvents) {
      const tickets = data.tickets.filter((t) => t.eventId === event.id);
      expect(tickets.length, event.id).toBe(event.ticketsSold);
      expect(tickets.reduce((sum, t) => sum + t.amountPaidCents, 0)).toBe(event.revenueCents);
      expect(new Set(tickets.map((t) => t.sub)).size).toBe(tickets.length);
      expect(tickets.filter((t) => t.status === 'used')).toHaveLength(event.checkedIn);
      for (const t of tickets) expect(t.purchasedAt >= event.createdAt && Date.parse(t.purchasedAt) <= now.getTime()).toBe(true);
    }
    expect([...sold.keys()].every((id) => data.partyEvents.some((e) => e.id === id))).toBe(true);
  });

  it('writes no RSVPs, saves or reviews, so every count of them is 0', () => {
    for (const entity of ['partyRsvp', 'greekRsvp', 'save', 'review']) expect(ofEntity(data, entity)).toEqual([]);
    for (const e of data.partyEvents) expect([e.interestedCount, e.goingCount, e.saveCount, e.reviewCount, e.ratingSum]).toEqual([0, 0, 0, 0, 0]);
    for (const e of data.greekEvents) expect([e.interestedCount, e.goingCount]).toEqual([0, 0]);
  });

  it("counts each profile's tickets on the profile", () => {
    const held = countBy(data.tickets, (t) => t.sub);
    const profiles = ofEntity(data, 'profile');
    for (const p of profiles) expect(p.ticketCount, String(p.sub)).toBe(held.get(String(p.sub)) ?? 0);
    expect([...held.keys()].every((sub) => profiles.some((p) => p.sub === sub))).toBe(true);
  });

  it('sets the admin totals and sign-ups to what it writes', () => {
    const totals = data.items.find((i) => i.SK === 'GLOBAL') as Item;
    const signups = data.items.filter((i) => String(i.SK).startsWith('SIGNUPS#'));
    const profiles = ofEntity(data, 'profile');
    expect(totals).toMatchObject({
      users: profiles.length,
      schools: data.schools.length,
      organizations: data.chapters.length,
      activeEvents: data.partyEvents.filter((e) => e.status === 'active').length,
      pendingApprovals: ofEntity(data, 'leaderRequest').filter((r) => r.status === 'pending').length,
    });
    expect(signups.reduce((sum, d) => sum + Number(d.count), 0)).toBe(profiles.length);
    expect(data.chapters.every((c) => c.followerCount === 0)).toBe(true);
  });

  it("sets the Stats tab's counters to the tickets, events and profiles written", () => {
    const stat = (pk: string) => data.items.filter((i) => i.PK === pk);
    const sum = (items: Item[], field: string) => items.reduce((total, i) => total + Number(i[field] ?? 0), 0);
    const shards = stat('STATS#TICKETS');
    expect(sum(shards, 'ticketsSold')).toBe(data.tickets.length);
    expect(sum(shards, 'revenueCents')).toBe(data.tickets.reduce((total, t) => total + t.amountPaidCents, 0));
    const chapters = stat('STATS#CHAPTERS');
    expect(sum(chapters, 'events')).toBe(data.partyEvents.length);
    expect(sum(chapters, 'ticketsSold')).toBe(data.tickets.length);
    expect(sum(stat('STATS#EVENTS'), 'count')).toBe(data.partyEvents.length);
    const profiles = ofEntity(data, 'profile');
    expect(sum(stat('STATS#SCHOOLS'), 'users')).toBe(profiles.filter((p) => p.schoolId).length);
  });
});
