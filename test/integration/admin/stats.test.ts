/**
 * The Stats tab's figures follow the writes they count, with nothing else
 * read: tickets and revenue from sales (and their release on account
 * deletion or event deletion), organizations ranked by tickets sold, schools
 * by users (choosing, changing and deleting), and events per month.
 */
import '../../support/emulators.setup';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AdminStatsResponse, CreatePartyEventResponse, ChapterDetail } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { lastMonths } from '../../../functions/admin/stats';
import { keys } from '../../../functions/domains/keys';
import { queryPrefix } from '../../../functions/lib/db/table';
import { deleteUserPartition } from '../../../functions/domains/people/users';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { pickSchools, writeSchools } from '../support/fixtures';
import { newAdmin, newChapter, newLeader, newUser, type TestUser } from '../party-events/fixtures';

useFreshTable();

const NOW = new Date('2026-03-15T12:00:00Z');
let admin: TestUser;

const stats = async () => {
  const res = await invoke<AdminStatsResponse>('getAdminStats', { claims: admin.claims });
  expect(res.statusCode).toBe(200);
  return res.json;
};

async function createEvent(chapter: ChapterDetail, priceCents: number, title: string): Promise<string> {
  const president = await newLeader(chapter);
  const body = { title, date: '2026-04-01', time: '20:00', location: 'House', maxAttendees: 50, priceCents };
  const res = await invoke<CreatePartyEventResponse>('createPartyEvent', { body, claims: president.claims });
  expect(res.statusCode).toBe(201);
  return res.json.event.id;
}

async function freeTicket(eventId: string): Promise<TestUser> {
  const buyer = await newUser();
  expect((await invoke('createFreeTicket', { params: { id: eventId }, claims: buyer.claims })).statusCode).toBe(201);
  return buyer;
}

beforeAll(async () => {
  vi.spyOn(clock, 'now').mockReturnValue(NOW);
  admin = await newAdmin();
});
afterAll(() => vi.restoreAllMocks());

describe('the Stats tab', () => {
  it('lists the last 6 months, this one last', () => {
    expect(lastMonths(NOW)).toEqual(['2025-10', '2025-11', '2025-12', '2026-01', '2026-02', '2026-03']);
    expect(lastMonths(new Date('2026-01-31T23:59:59Z'))[0]).toBe('2025-08');
  });

  it('counts sales, ranks organizations by tickets, counts events created this month, and takes a deleted event off all of it', async () => {
    const before = await stats();
    const busy = await newChapter({ name: 'Busy Chapter' });
    const quiet = await newChapter({ name: 'Quiet Chapter' });
    const busyEvent = await createEvent(busy, 0, 'Busy Mixer');
    const quietEvent = await createEvent(quiet, 0, 'Quiet Mixer');
    const buyers = [await freeTicket(busyEvent), await freeTicket(busyEvent), await freeTicket(busyEvent)];
    await freeTicket(quietEvent);

    const after = await stats();
    expect(after.ticketsSold - before.ticketsSold).toBe(4);
    expect(after.eventsByMonth.at(-1)!.count - before.eventsByMonth.at(-1)!.count).toBe(2);
    const ranked = after.topOrganizations.map((o) => o.chapterId);
    expect(ranked.indexOf(busy.id)).toBeLessThan(ranked.indexOf(quiet.id));
    expect(after.topOrganizations.find((o) => o.chapterId === busy.id)).toMatchObject({ name: 'Busy Chapter', ticketsSold: 3, events: 1 });

    // A holder who deletes their account releases the seat.
    expect(await deleteUserPartition(buyers[0]!.sub)).toBe(true);
    expect((await stats()).topOrganizations.find((o) => o.chapterId === busy.id)?.ticketsSold).toBe(2);

    // Deleting the event takes its sales and its month's count off.
    expect((await invoke('deletePartyEvent', { params: { id: busyEvent }, claims: admin.claims })).statusCode).toBe(200);
    const deleted = await stats();
    expect(deleted.ticketsSold - before.ticketsSold).toBe(1);
    expect(deleted.eventsByMonth.at(-1)!.count - before.eventsByMonth.at(-1)!.count).toBe(1);
    expect(deleted.topOrganizations.map((o) => o.chapterId)).not.toContain(busy.id);
  });

  it("spreads one chapter's sales over several items, so a hot drop's buyers do not all write one, and counts them whole", async () => {
    const chapter = await newChapter({ name: 'Drop Chapter' });
    const eventId = await createEvent(chapter, 0, 'Drop Night');
    const buyers = await Promise.all(Array.from({ length: 12 }, () => freeTicket(eventId)));
    const shards = await queryPrefix({ pk: keys.statsBreakdown.chapters.pk, prefix: `${keys.statsBreakdown.chapter(chapter.id).SK}#` });
    // 12 tickets over 8 shards by their ids: all on one shard would be a 1-in-10^10 draw.
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.reduce((sum, s) => sum + Number(s.ticketsSold), 0)).toBe(12);
    expect((await stats()).topOrganizations.find((o) => o.chapterId === chapter.id)).toMatchObject({ name: 'Drop Chapter', ticketsSold: 12, events: 1 });
    // A release finds the shard its sale was counted on.
    expect(await deleteUserPartition(buyers[0]!.sub)).toBe(true);
    expect((await stats()).topOrganizations.find((o) => o.chapterId === chapter.id)?.ticketsSold).toBe(11);
  });

  it('adds paid sales to revenue in cents', async () => {
    const before = await stats();
    const chapter = await newChapter();
    const eventId = await createEvent(chapter, 1250, 'Paid Gala');
    const buyer = await newUser();
    const intent = await invoke<{ paymentIntentId: string }>('createTicketPayment', { params: { id: eventId }, claims: buyer.claims });
    expect(intent.statusCode).toBe(200);
    const charged = await invoke('sandboxCharge', {
      body: { paymentIntentId: intent.json.paymentIntentId, cardNumber: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' },
      claims: buyer.claims,
    });
    expect(charged.statusCode).toBe(200);
    const confirmed = await invoke('confirmTicketPayment', { body: { paymentIntentId: intent.json.paymentIntentId, eventId }, claims: buyer.claims });
    expect(confirmed.statusCode).toBe(201);
    const after = await stats();
    expect(after.revenueCents - before.revenueCents).toBe(1250);
    expect(after.ticketsSold - before.ticketsSold).toBe(1);
  });

  it('ranks schools by the users who chose them, following a change of school and a deleted account', async () => {
    const [first, second] = pickSchools('University of Alabama', 'Auburn University');
    await writeSchools([first!, second!]);
    const people = [await newUser(), await newUser(), await newUser()];
    for (const p of people) expect((await invoke('updateMySchool', { body: { schoolId: first!.id }, claims: p.claims })).statusCode).toBe(200);
    expect((await invoke('updateMySchool', { body: { schoolId: second!.id }, claims: people[0]!.claims })).statusCode).toBe(200);
    // Choosing the same school again counts nobody twice.
    expect((await invoke('updateMySchool', { body: { schoolId: second!.id }, claims: people[0]!.claims })).statusCode).toBe(200);

    const users = async () => new Map((await stats()).topSchools.map((s) => [s.schoolId, s.users]));
    expect(await users()).toEqual(new Map([[first!.id, 2], [second!.id, 1]]));
    expect((await stats()).topSchools[0]).toMatchObject({ schoolId: first!.id, name: first!.name });

    expect(await deleteUserPartition(people[1]!.sub)).toBe(true);
    expect((await users()).get(first!.id)).toBe(1);
  });
});
