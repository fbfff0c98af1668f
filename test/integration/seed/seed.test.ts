/**
 * The demo seed against DynamoDB Local: the whole dataset, readable through
 * the same routes the pages use.
 */
import '../../support/emulators.setup';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChapterPageResponse, DirectoryResponse, GreekEventListResponse, SchoolListResponse } from '../../../shared/api/types';
import { todayInState } from '../../../shared/dates';
import { clock } from '../../../functions/lib/clock';
import { isAdmin } from '../../../functions/domains/platform/admins';
import { readOfficeGrant } from '../../../functions/domains/people/office-staff';
import { getChapter } from '../../../functions/domains/catalog/organizations/chapters';
import { listActiveEventsFrom } from '../../../functions/domains/catalog/party-events/party-events';
import { EVERY_DATE } from '../../../functions/domains/keys';
import { getProfile } from '../../../functions/domains/people/profiles';
import { listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { verifyTicketCode } from '../../../functions/domains/ticketing/door/qr';
import { getRoleHolder, listRolesOfUser } from '../../../functions/domains/people/roles/roles';
import { seedDemoData, type SeedSummary } from '../../../infra/seed/seed';
import { chooseBenchCases } from '../../load/bench-choices';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';

useFreshTable();

const accounts = [
  { kind: 'student' as const, sub: 'sub-student', email: 'student@demo.test', fullName: 'Sam Student' },
  { kind: 'president' as const, sub: 'sub-president', email: 'president@demo.test', fullName: 'Pat President' },
  { kind: 'media_manager' as const, sub: 'sub-media', email: 'media@demo.test', fullName: 'Morgan Media' },
  { kind: 'admin' as const, sub: 'sub-admin', email: 'admin@demo.test', fullName: 'Alex Admin' },
  { kind: 'office' as const, sub: 'sub-office', email: 'office@demo.test', fullName: 'Olive Office' },
];

describe('seedDemoData', () => {
  let summary: SeedSummary;
  // A fixed instant (the day the seed's repeated titles were found): the seed and the pages read it from the clock.
  const now = new Date('2026-11-23T15:00:00Z');

  beforeAll(async () => {
    vi.spyOn(clock, 'now').mockReturnValue(now);
    summary = await seedDemoData({ accounts });
  });
  afterAll(() => vi.restoreAllMocks());

  it('writes all 273 schools and places 8–25 chapters at each', async () => {
    expect(summary.schools).toBe(273);
    expect(summary.chapters).toBeGreaterThanOrEqual(273 * 8);
    expect(summary.chapters).toBeLessThanOrEqual(273 * 25);
    const schools = await invoke<SchoolListResponse>('listSchools');
    expect(schools.json.schools).toHaveLength(273);
    const directory = await invoke<DirectoryResponse>('listOrganizations');
    expect(directory.json.organizations).toHaveLength(110);
    expect(directory.json.organizations.reduce((s, o) => s + o.schoolCount, 0)).toBe(summary.chapters);
  });

  it('seeds upcoming Greek-life events of every type over the coming 60 days', async () => {
    const events: GreekEventListResponse['events'] = [];
    let cursor: string | null | undefined;
    do {
      const res = await invoke<GreekEventListResponse>('listGreekEvents', { query: { limit: '100', ...(cursor ? { cursor } : {}) } });
      events.push(...res.json.events);
      cursor = res.json.nextCursor;
    } while (cursor);
    expect(events).toHaveLength(summary.greekEvents);
    expect(new Set(events.map((e) => e.type))).toEqual(new Set(['open', 'restricted', 'paid']));
    for (const e of events) {
      expect(e.type === 'paid' ? e.priceCents > 0 : e.priceCents === 0).toBe(true);
      expect(e.date >= todayInState(e.state, now)).toBe(true);
      expect((Date.parse(e.date) - Date.parse(todayInState(e.state, now))) / 86_400_000).toBeLessThan(60);
    }
  });

  it('seeds party events: some free, some paid, a few nearly sold out', async () => {
    const events = await listActiveEventsFrom(EVERY_DATE);
    expect(events).toHaveLength(summary.partyEvents);
    expect(events.some((e) => e.priceCents === 0)).toBe(true);
    expect(events.some((e) => e.priceCents > 0)).toBe(true);
    const nearlySoldOut = events.filter((e) => e.ticketsSold < e.maxAttendees && e.maxAttendees - e.ticketsSold <= 5);
    expect(nearlySoldOut.length).toBeGreaterThan(0);
    expect(events.every((e) => e.ticketsSold <= e.maxAttendees)).toBe(true);
  });

  it("gives the demo accounts their records: leaders of the same chapter, whose page shows its events", async () => {
    const [presidentRole] = await listRolesOfUser('sub-president');
    const [mediaRole] = await listRolesOfUser('sub-media');
    expect(presidentRole?.role).toBe('president');
    expect(mediaRole?.role).toBe('media_manager');
    expect(mediaRole?.chapterId).toBe(presidentRole?.chapterId);
    expect((await getRoleHolder(presidentRole!.chapterId, 'president'))?.sub).toBe('sub-president');

    const chapter = await getChapter(presidentRole!.chapterId);
    expect(summary.chapterName).toBe(`${chapter!.name} (${chapter!.letters}) at ${chapter!.schoolName}`);
    const page = await invoke<ChapterPageResponse>('getChapter', { params: { id: chapter!.id } });
    expect(page.json.events.length).toBeGreaterThanOrEqual(3);
    expect(page.json.events.some((e) => e.maxAttendees - e.ticketsSold <= 5)).toBe(true);

    const student = await getProfile('sub-student');
    expect(student).toMatchObject({ email: 'student@demo.test', fullName: 'Sam Student', isOrgAdmin: false });
    expect(student?.schoolId).toBeTruthy();
    expect(await getProfile('sub-president')).toMatchObject({ chapterId: chapter!.id, isOrgAdmin: true });
    expect(await isAdmin('sub-admin')).toBe(true);
    expect(await isAdmin('sub-student')).toBe(false);
    // The Greek-life office of the demo chapter's school.
    expect((await readOfficeGrant('sub-office')).grant).toMatchObject({ schoolId: chapter!.schoolId, schoolName: chapter!.schoolName });
    expect((await readOfficeGrant('sub-student')).grant).toBeUndefined();
  });

  it("stores the tickets behind every party's sales, with codes the door accepts", async () => {
    const selling = (await listActiveEventsFrom(EVERY_DATE)).filter((e) => e.ticketsSold > 0);
    expect(selling.length).toBeGreaterThan(0);
    for (const event of selling) {
      const tickets = await listEventTickets(event.id);
      expect(tickets).toHaveLength(event.ticketsSold);
      expect(tickets.reduce((sum, t) => sum + t.amountPaidCents, 0)).toBe(event.revenueCents);
      for (const t of tickets) expect(verifyTicketCode(t.qrCode, event.id)).toBe(t.id);
    }
  });

  it('holds every page the bench measures, which it finds by what each page is', async () => {
    const choices = await chooseBenchCases(accounts, now);
    const [student, president] = [await getProfile('sub-student'), await getProfile('sub-president')];
    expect(choices.greekEvent.schoolId).toBe(student?.schoolId);
    expect(choices.chapter.id).toBe(president?.chapterId);
    expect([choices.plainParty, choices.alcoholParty].map((e) => [e.chapterId, e.alcoholAllowed])).toEqual([
      [president?.chapterId, false],
      [president?.chapterId, true],
    ]);
    const largest = Math.max(...(await invoke<DirectoryResponse>('listOrganizations')).json.organizations.map((o) => o.schoolCount));
    expect(choices.national.schoolCount).toBe(largest);
    // The galleries' national page is another one than the plain national page, and their chapter another than the plain one.
    expect(choices.galleryChapter.nationalKey).not.toBe(choices.national.key);
    expect(choices.galleryChapter.id).not.toBe(choices.chapter.id);
    expect(choices.lines.join('\n')).toContain(`"${choices.alcoholParty.title}" on ${choices.alcoholParty.date} (${choices.alcoholParty.id}): the demo chapter's next with alcohol`);
  });
});
