/**
 * Event page (public and viewer), reviews, Create Event, admin Delete Event
 * and Event Analytics through the handlers, with tickets issued and redeemed
 * by the tickets repository.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse, EventAnalyticsResponse, PartyEventPageResponse, ReviewResponse } from '../../../shared/api/types';
import { clock } from '../../../functions/lib/clock';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { countPartyRsvps } from '../../../functions/domains/catalog/party-events/party-rsvps';
import { getProfile } from '../../../functions/domains/people/profiles';
import { listEventReviews } from '../../../functions/domains/catalog/party-events/reviews';
import { readStats } from '../../../functions/domains/platform/stats';
import { listEventTickets } from '../../../functions/domains/ticketing/tickets';
import { readUserPartition } from '../../../functions/domains/people/users';
import { todayInState } from '../../../shared/dates';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { giveTicket, newAdmin, newChapter, newEvent, newLeader, newUser } from './fixtures';

useFreshTable();

const MISSING = '00000000-0000-4000-8000-000000000000';
/**
 * "Now" for the handlers: from 9 a.m. in Alabama on 2026-11-23 (the fixtures'
 * events lie ahead of it), a minute later at each reading, so what is written
 * one after the other (reviews) is ordered however fast it runs.
 */
const NOW = new Date('2026-11-23T15:00:00Z');
let chapter: Awaited<ReturnType<typeof newChapter>>;
beforeAll(async () => {
  let minutes = 0;
  vi.spyOn(clock, 'now').mockImplementation(() => new Date(NOW.getTime() + 60_000 * minutes++));
  chapter = await newChapter({ state: 'AL' });
});
afterAll(() => vi.restoreAllMocks());

const review = (claims: Record<string, unknown>, id: string, body: unknown) => invoke<ReviewResponse>('createReview', { params: { id }, body, claims });

describe('event page and reviews', () => {
  it('shows details, reviews newest first with first name and last initial, and the viewer', async () => {
    const event = await newEvent(chapter, '2031-05-01', '21:00', { priceCents: 1500 });
    const sam = await newUser({ fullName: 'Sam Smith' });
    const jo = await newUser({ fullName: 'Jo Ann Lee' });
    const stranger = await newUser();
    await giveTicket(sam, event, { used: true });
    await giveTicket(jo, event, { used: true });
    const valid = await newUser();
    await giveTicket(valid, event);

    // Eligibility: no ticket / valid (unused) ticket → 403; used ticket → once.
    expect((await review(stranger.claims, event.id, { rating: 5 })).json).toEqual({ message: 'Only attendees with a used ticket can review this event' });
    expect((await review(valid.claims, event.id, { rating: 5 })).statusCode).toBe(403);
    const first = await review(sam.claims, event.id, { rating: 4, comment: '  Great night  ' });
    expect(first.statusCode, first.text).toBe(201);
    expect(first.json).toMatchObject({ review: { authorName: 'Sam S.', rating: 4, comment: 'Great night' }, reviewCount: 1, averageRating: 4 });
    expect((await review(sam.claims, event.id, { rating: 1 })).json).toEqual({ message: 'You have already reviewed this event' });
    expect((await review(jo.claims, event.id, { rating: 0 })).json).toMatchObject({ message: 'Please select a star rating' });
    const second = await review(jo.claims, event.id, { rating: 5, comment: '   ' });
    expect(second.json).toMatchObject({ review: { authorName: 'Jo L.', comment: null }, reviewCount: 2, averageRating: 4.5 });
    // Concurrent duplicates store exactly one more review.
    const late = await newUser({ fullName: 'Late Comer' });
    await giveTicket(late, event, { used: true });
    const burst = await Promise.all(Array.from({ length: 5 }, () => review(late.claims, event.id, { rating: 3 })));
    expect(burst.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(burst.filter((r) => r.statusCode === 409)).toHaveLength(4);

    const page = await invoke<PartyEventPageResponse>('getPartyEvent', { params: { id: event.id } });
    expect(page.statusCode).toBe(200);
    expect(page.json.event).toMatchObject({ id: event.id, priceCents: 1500, reviewCount: 3, averageRating: 4, letters: chapter.letters, schoolName: chapter.schoolName });
    expect(page.json.reviews.map((r) => r.authorName)).toEqual(['Late C.', 'Jo L.', 'Sam S.']);
    expect(JSON.stringify(page.json.reviews)).not.toContain('@');
    expect(page.json.viewer).toBeUndefined();

    const mine = await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: event.id }, claims: sam.claims });
    expect(mine.json.viewer).toMatchObject({ rsvp: null, saved: false, canReview: false, hasReviewed: true, ticket: { status: 'used', eventId: event.id } });
    const validView = await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: event.id }, claims: valid.claims });
    expect(validView.json.viewer).toMatchObject({ canReview: false, hasReviewed: false, ticket: { status: 'valid', amountPaidCents: 1500 } });
    const eligible = await newUser({ fullName: 'Ela Gible' });
    await giveTicket(eligible, event, { used: true });
    expect((await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: event.id }, claims: eligible.claims })).json.viewer).toMatchObject({ canReview: true });
    expect((await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: event.id }, claims: stranger.claims })).json.viewer).toEqual({
      rsvp: null,
      saved: false,
      ticket: null,
      canReview: false,
      hasReviewed: false,
      soberMonitor: false,
    });
  });

  it('refuses a review by whoever runs the event (its creator, the hosting chapter’s leaders) and does not offer them the form', async () => {
    const host = await newChapter({ state: 'AL' });
    const president = await newLeader(host, 'president', 'Pat President');
    const media = await newLeader(host, 'media_manager', 'Morgan Media');
    const creator = await newUser({ fullName: 'Former Organizer' });
    const event = await newEvent(host, '2031-06-01', '21:00', { createdBy: creator.sub });
    const guest = await newUser({ fullName: 'Guest Leader' });
    await newLeader(await newChapter({ state: 'GA' }), 'president').then(async (otherPresident) => {
      await giveTicket(otherPresident, event, { used: true });
      // Leading another chapter is no reason to be refused here.
      expect((await review(otherPresident.claims, event.id, { rating: 4 })).statusCode).toBe(201);
    });
    for (const organizer of [president, media, creator]) {
      await giveTicket(organizer, event, { used: true });
      const viewer = await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: event.id }, claims: organizer.claims });
      expect(viewer.json.viewer).toMatchObject({ canReview: false, hasReviewed: false, ticket: { status: 'used' } });
      const refused = await review(organizer.claims, event.id, { rating: 5, comment: 'Best party ever' });
      expect([refused.statusCode, refused.json]).toEqual([403, { message: "Organizers can't review their own chapter's event" }]);
    }
    await giveTicket(guest, event, { used: true });
    expect((await invoke<PartyEventPageResponse>('getPartyEventForViewer', { params: { id: event.id }, claims: guest.claims })).json.viewer).toMatchObject({
      canReview: true,
    });
    // Only the other chapter's president's review was stored; the counts agree.
    expect((await listEventReviews(event.id)).map((r) => r.rating)).toEqual([4]);
    expect(await getPartyEvent(event.id)).toMatchObject({ reviewCount: 1, ratingSum: 4 });
  });

  it('answers 404 "Event not found" and 400 for a non-UUID id', async () => {
    expect((await invoke('getPartyEvent', { params: { id: MISSING } })).json).toEqual({ message: 'Event not found' });
    expect((await invoke('getPartyEvent', { params: { id: 'abc' } })).statusCode).toBe(400);
  });
});

describe('Create Event', () => {
  const body = (extra: Record<string, unknown> = {}) => ({
    title: '  Spring Formal ',
    date: '2031-04-01',
    time: '20:00',
    location: 'House',
    maxAttendees: 120,
    priceCents: 1250,
    description: '',
    dressCode: 'Formal',
    ...extra,
  });

  it('refuses students, people without a role, and leaders of another chapter acting for this one', async () => {
    const student = await newUser();
    expect((await invoke('createPartyEvent', { body: body(), claims: student.claims })).json).toEqual({
      message: 'Access Denied: You must belong to an organization to create events',
    });
    const member = await newUser({ chapterId: chapter.id });
    expect((await invoke('createPartyEvent', { body: body(), claims: member.claims })).json).toEqual({
      message: 'You must be a president or media manager to create events',
    });
    const noProfile = { sub: MISSING, claims: { ...member.claims, sub: MISSING } };
    expect((await invoke('createPartyEvent', { body: body(), claims: noProfile.claims })).json).toEqual({ message: 'Profile not found' });
    // A leader of another chapter who is only a member here: their own chapter, never the body's.
    const other = await newChapter({ state: 'GA' });
    const otherLeader = await newLeader(other);
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: { ...body(), chapterId: chapter.id }, claims: otherLeader.claims });
    expect(created.statusCode, created.text).toBe(201);
    expect(created.json.event.chapterId).toBe(other.id);
  });

  it('creates an active event for the president own chapter, re-checking fields and refusing past dates', async () => {
    const president = await newLeader(chapter, 'president');
    const before = (await readStats('2031-01-01')).activeEvents;
    const res = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: body(), claims: president.claims });
    expect(res.statusCode, res.text).toBe(201);
    expect(res.json.event).toMatchObject({
      title: 'Spring Formal',
      chapterId: chapter.id,
      letters: chapter.letters,
      organizationName: chapter.name,
      schoolId: chapter.schoolId,
      state: 'AL',
      status: 'active',
      description: null,
      dressCode: 'Formal',
      ticketsSold: 0,
      interestedCount: 0,
      averageRating: null,
    });
    const stored = (await getPartyEvent(res.json.event.id))!;
    expect(stored.createdBy).toBe(president.sub);
    expect((await readStats('2031-01-01')).activeEvents).toBe(before + 1);

    const past = await invoke('createPartyEvent', { body: body({ date: '2026-11-22' }), claims: president.claims });
    expect(past.statusCode).toBe(400);
    expect(past.json).toMatchObject({ message: 'Event date cannot be in the past' });
    const today = await invoke('createPartyEvent', { body: body({ date: todayInState('AL', NOW) }), claims: president.claims });
    expect(today.statusCode).toBe(201);
    const bad = await invoke('createPartyEvent', { body: body({ maxAttendees: 0 }), claims: president.claims });
    expect(bad.json).toMatchObject({ message: 'Max attendees must be at least 1' });
    expect((await invoke('createPartyEvent', { body: body({ priceCents: -1 }), claims: president.claims })).statusCode).toBe(400);
  });
});

describe('Event Analytics', () => {
  it('reports counters and sales per day to members of the event organization only', async () => {
    const own = await newChapter({ state: 'AL' });
    const event = await newEvent(own, '2031-06-01', '21:00', { priceCents: 1000, maxAttendees: 50 });
    const buyers = await Promise.all([newUser(), newUser(), newUser()]);
    await giveTicket(buyers[0]!, event, { used: true, purchasedAt: '2031-05-01T15:00:00.000Z' });
    await giveTicket(buyers[1]!, event, { purchasedAt: '2031-05-01T20:00:00.000Z' });
    await giveTicket(buyers[2]!, event, { purchasedAt: '2031-05-03T04:00:00.000Z' }); // May 2nd evening in Alabama
    await invoke('setPartyRsvp', { params: { id: event.id }, body: { status: 'going' }, claims: buyers[1]!.claims });
    await invoke('setPartySaved', { params: { id: event.id }, body: { saved: true }, claims: buyers[2]!.claims });
    await review(buyers[0]!.claims, event.id, { rating: 4 });

    const member = await newUser({ chapterId: own.id });
    const res = await invoke<EventAnalyticsResponse>('getEventAnalytics', { params: { id: event.id }, claims: member.claims });
    expect(res.statusCode, res.text).toBe(200);
    expect(res.json).toMatchObject({
      ticketsSold: 3,
      maxAttendees: 50,
      revenueCents: 3000,
      averageTicketCents: 1000,
      checkedIn: 1,
      attendancePercent: 33,
      rsvps: { interested: 1, going: 1 },
      saves: 1,
      averageRating: 4,
      reviewCount: 1,
      salesPerDay: [
        { date: '2031-05-01', tickets: 2, revenueCents: 2000 },
        { date: '2031-05-02', tickets: 1, revenueCents: 1000 },
      ],
    });
    expect(res.json.event.id).toBe(event.id);
    // A role holder of the chapter (organization via role) may; anyone else may not.
    const leaderElsewhere = await newLeader(own, 'media_manager');
    expect((await invoke('getEventAnalytics', { params: { id: event.id }, claims: leaderElsewhere.claims })).statusCode).toBe(200);
    const outsider = await newLeader(await newChapter(), 'president');
    expect((await invoke('getEventAnalytics', { params: { id: event.id }, claims: outsider.claims })).json).toEqual({ message: 'Access Denied' });
    const empty = await newEvent(own, '2031-06-02');
    expect((await invoke<EventAnalyticsResponse>('getEventAnalytics', { params: { id: empty.id }, claims: member.claims })).json).toMatchObject({
      ticketsSold: 0,
      attendancePercent: 0,
      averageTicketCents: 0,
      salesPerDay: [],
      averageRating: null,
    });
  });
});

describe('Delete Event (Admin)', () => {
  it('refuses non-admins and removes the event with tickets, reviews, RSVPs and saves, audited', async () => {
    const event = await newEvent(chapter, '2031-07-01', '21:00', { priceCents: 0 });
    const holder = await newUser({ fullName: 'Hold Er' });
    await giveTicket(holder, event, { used: true });
    await review(holder.claims, event.id, { rating: 5 });
    await invoke('setPartyRsvp', { params: { id: event.id }, body: { status: 'going' }, claims: holder.claims });
    await invoke('setPartySaved', { params: { id: event.id }, body: { saved: true }, claims: holder.claims });
    expect((await getProfile(holder.sub))!.savedCount).toBe(1);

    const president = await newLeader(await newChapter(), 'president');
    expect((await invoke('deletePartyEvent', { params: { id: event.id }, claims: president.claims })).json).toEqual({
      message: "Access Denied: You don't have permission to access this page",
    });
    const admin = await newAdmin();
    const before = (await readStats('2031-01-01')).activeEvents;
    const res = await invoke('deletePartyEvent', { params: { id: event.id }, claims: admin.claims });
    expect(res.statusCode, res.text).toBe(200);
    expect(res.json).toEqual({ ok: true });

    expect(await getPartyEvent(event.id)).toBeUndefined();
    expect(await listEventTickets(event.id)).toEqual([]);
    expect(await listEventReviews(event.id)).toEqual([]);
    expect(await countPartyRsvps(event.id)).toEqual({ interested: 0, going: 0, notGoing: 0 });
    const personal = (await readUserPartition(holder.sub)).items.map((i) => String(i.SK));
    expect(personal.filter((sk) => sk.includes(event.id))).toEqual([]);
    expect((await getProfile(holder.sub))!.savedCount).toBe(0);
    expect((await readStats('2031-01-01')).activeEvents).toBe(before - 1);
    const audit = (await listAuditEntries(5)).find((a) => a.targetId === event.id);
    expect(audit).toMatchObject({ action: 'DELETE_EVENT', adminId: admin.sub, targetType: 'party_event' });

    expect((await invoke('deletePartyEvent', { params: { id: event.id }, claims: admin.claims })).json).toEqual({ message: 'Event not found' });
  });
});
