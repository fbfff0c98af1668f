/**
 * Edit Event against DynamoDB Local: a leader of the host chapter replaces an
 * event's fields; what sales and the office rely on is refused with a clear
 * message and nothing changes; a date move re-sorts every list the event is
 * on; a purchase racing a capacity cut cannot oversell; an event the office
 * approved goes back to it when edited in what the office reviews.
 */
import '../../support/emulators.setup';
import { describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { CreatePartyEventResponse, EditPartyEventFormResponse, OfficeRulesResponse, PartyEventListResponse, TicketResponse } from '../../../shared/api/types';
import type { EditPartyEventInput } from '../../../shared/schemas/party-events';
import { editPartyEventSchema } from '../../../shared/schemas/party-events';
import { SALES_ALREADY_OPEN } from '../../../shared/drops';
import { DEFAULT_SCHOOL_RULES } from '../../../shared/school-deadlines';
import { clock } from '../../../functions/lib/clock';
import { keys } from '../../../functions/domains/keys';
import { getItem, transactWrite } from '../../../functions/lib/db/table';
import { getPartyEvent, type PartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { putSchools } from '../../../functions/domains/catalog/schools/schools';
import { ALCOHOL_NEEDS_APPROVAL, capacityBelowSold, EDIT_CANCELLED, EDIT_OVER, editPartyEvent, PRICE_LOCKED, TICKET_CODES_LOCKED } from '../../../functions/domains/catalog/party-events/edit';
import { PAST_DATE } from '../../../functions/domains/catalog/party-events/messages';
import { readChapterWithSummaries } from '../../../functions/domains/catalog/organizations/chapter-summaries';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { readStats, statDeltaOp } from '../../../functions/domains/platform/stats';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newChapter, newEvent, newLeader, newUser, type TestUser } from './fixtures';
import { alcoholParty, schoolWithRules } from '../party-packet/fixtures';

useFreshTable();

const NOW = new Date('2031-03-02T15:00:00Z');
clock.now = () => NOW;
const EVENT_DATE = '2031-03-14';

type Answer<T> = T & { message?: string; issues?: { path: string; message: string }[] };

/** The event's fields as Create Event sends them, with `change` applied. */
function bodyOf(event: PartyEvent, change: Partial<EditPartyEventInput> = {}): EditPartyEventInput {
  const { title, date, time, location, maxAttendees, priceCents, description, dressCode, ageRestriction, additionalInfo, alcoholAllowed, ticketCodes, salesOpenAt } = event;
  return { title, date, time, location, maxAttendees, priceCents, description, dressCode, ageRestriction, additionalInfo, alcoholAllowed, ticketCodes, salesOpenAt, ...change };
}

const edit = (leader: TestUser, eventId: string, body: unknown) =>
  invoke<Answer<CreatePartyEventResponse>>('editPartyEvent', { params: { id: eventId }, body, claims: leader.claims });

const buyFree = async (eventId: string) => {
  const buyer = await newUser();
  return invoke<Answer<TicketResponse>>('createFreeTicket', { params: { id: eventId }, claims: buyer.claims });
};

/** The ids of a school's listed events on one day. */
const onDay = (school: string, date: string) =>
  invoke<PartyEventListResponse>('listPartyEvents', { query: { school, date } }).then((r) => r.json.events.map((e) => e.id));

/** The stored item, keys included. */
const storedItem = (eventId: string) => getItem(keys.partyEvent.item(eventId), { consistent: true });

async function hostedEvent(extra: Partial<PartyEvent> = {}) {
  const chapter = await newChapter();
  const leader = await newLeader(chapter);
  const event = await newEvent(chapter, EVENT_DATE, '21:00', { priceCents: 0, maxAttendees: 50, ...extra });
  return { chapter, leader, event };
}

/** Asserts the refusal left the stored item exactly as it was. */
async function expectUnchanged(eventId: string, before: Record<string, unknown> | undefined) {
  expect(await storedItem(eventId)).toEqual(before);
}

describe('PUT /party-events/{id}', () => {
  it('replaces the fields a leader of the host chapter sends, and answers the event', async () => {
    const { leader, event } = await hostedEvent();
    const res = await edit(leader, event.id, bodyOf(event, { title: 'Spring Formal, renamed', location: '14 Elm St', maxAttendees: 70, description: 'Black tie' }));
    expect(res.statusCode).toBe(200);
    expect(res.json.event).toMatchObject({ id: event.id, title: 'Spring Formal, renamed', location: '14 Elm St', maxAttendees: 70, description: 'Black tie' });
    expect(await getPartyEvent(event.id)).toMatchObject({ title: 'Spring Formal, renamed', location: '14 Elm St', maxAttendees: 70, description: 'Black tie' });
  });

  it('GET /party-events/{id}/edit answers the event and every field the form sends back, the cancellation cut-off included', async () => {
    const { leader, event } = await hostedEvent({ cancelCutoffHours: 6 });
    const res = await invoke<{ event: { id: string }; fields: Record<string, unknown> }>('getPartyEventForEdit', { params: { id: event.id }, claims: leader.claims });
    expect(res.statusCode).toBe(200);
    expect(res.json.event.id).toBe(event.id);
    expect(res.json.fields).toEqual({ ...bodyOf(event), ageLimit: 'none', cancelCutoffHours: 6 });
  });

  it('refuses a leader of another chapter, and changes nothing', async () => {
    const { event } = await hostedEvent();
    const other = await newLeader(await newChapter());
    const before = await storedItem(event.id);
    expect((await edit(other, event.id, bodyOf(event, { title: 'Hijacked' }))).statusCode).toBe(403);
    await expectUnchanged(event.id, before);
  });

  it.each([
    ['a cancelled event', { status: 'cancelled' as const }, EVENT_DATE, 409, EDIT_CANCELLED],
    ['an event already over', {}, '2031-03-01', 409, EDIT_OVER],
  ])('refuses to edit %s', async (_, extra, date, status, message) => {
    const chapter = await newChapter();
    const leader = await newLeader(chapter);
    const event = await newEvent(chapter, date, '21:00', extra);
    const before = await storedItem(event.id);
    const res = await edit(leader, event.id, bodyOf(event, { title: 'Too late' }));
    expect([res.statusCode, res.json.message]).toEqual([status, message]);
    await expectUnchanged(event.id, before);
  });

  it('refuses to move the date into the past', async () => {
    const { leader, event } = await hostedEvent();
    const before = await storedItem(event.id);
    const res = await edit(leader, event.id, bodyOf(event, { date: '2031-03-01' }));
    expect([res.statusCode, res.json.message]).toEqual([400, PAST_DATE]);
    await expectUnchanged(event.id, before);
  });

  it('once a ticket is sold, keeps the price and the ticket codes, and the capacity at or above the sales', async () => {
    const { leader, event } = await hostedEvent({ maxAttendees: 5, ticketCodes: 'fixed' });
    for (let i = 0; i < 2; i++) expect((await buyFree(event.id)).statusCode).toBe(201);
    const before = await storedItem(event.id);
    const refusals = [
      [bodyOf(event, { priceCents: 500, ticketCodes: 'fixed' }), 409, PRICE_LOCKED],
      [bodyOf(event, { ticketCodes: 'live' }), 409, TICKET_CODES_LOCKED],
      [bodyOf(event, { maxAttendees: 1 }), 400, capacityBelowSold(2)],
    ] as const;
    for (const [body, status, message] of refusals) {
      const res = await edit(leader, event.id, body);
      expect([res.statusCode, res.json.message]).toEqual([status, message]);
    }
    await expectUnchanged(event.id, before);
    // Down to exactly the seats taken is allowed.
    expect((await edit(leader, event.id, bodyOf(event, { maxAttendees: 2 }))).json.event?.maxAttendees).toBe(2);
  });

  it('before any sale, the price and the code kind may change', async () => {
    const { leader, event } = await hostedEvent({ ticketCodes: 'fixed' });
    const res = await edit(leader, event.id, bodyOf(event, { priceCents: 1500, ticketCodes: 'live' }));
    expect(res.json.event).toMatchObject({ priceCents: 1500, ticketCodes: 'live' });
  });

  it('a purchase landing between the edit\'s read and its write cannot oversell: the write is refused and the edit decided again', async () => {
    const { event } = await hostedEvent({ maxAttendees: 3 });
    expect((await buyFree(event.id)).statusCode).toBe(201);
    let reads = 0;
    const input = editPartyEventSchema.parse(bodyOf(event, { maxAttendees: 1 }));
    const attempt = editPartyEvent(event.createdBy, event.id, input, NOW, async () => {
      // The first read saw 1 sold (capacity 1 allowed); a second buyer lands before the edit writes.
      if (++reads === 1) expect((await buyFree(event.id)).statusCode).toBe(201);
    });
    await expect(attempt).rejects.toMatchObject({ status: 400, message: capacityBelowSold(2) });
    expect(reads).toBe(2);
    expect(await getPartyEvent(event.id)).toMatchObject({ maxAttendees: 3, ticketsSold: 2 });
  });

  it('racing purchases and a capacity cut: whatever lands first, never more sold than the capacity', async () => {
    const { leader, event } = await hostedEvent({ maxAttendees: 4 });
    expect((await buyFree(event.id)).statusCode).toBe(201);
    const [cut, ...buys] = await Promise.all([edit(leader, event.id, bodyOf(event, { maxAttendees: 2 })), buyFree(event.id), buyFree(event.id), buyFree(event.id)]);
    const stored = (await getPartyEvent(event.id))!;
    const sold = buys.filter((b) => b.statusCode === 201).length + 1;
    expect(stored.ticketsSold).toBe(sold);
    expect(stored.ticketsSold).toBeLessThanOrEqual(stored.maxAttendees);
    expect(stored.maxAttendees).toBe(cut.statusCode === 200 ? 2 : 4);
  });

  it('a date move re-sorts the event on its chapter\'s list and every public list it is on', async () => {
    const { leader, event } = await hostedEvent();
    const res = await edit(leader, event.id, bodyOf(event, { date: '2031-03-20', time: '22:30' }));
    expect(res.statusCode).toBe(200);
    const item = (await storedItem(event.id))!;
    const expected = keys.partyEvent.indexed({ ...event, date: '2031-03-20', time: '22:30' }) as Record<string, string>;
    for (const [name, value] of Object.entries(expected)) expect([name, item[name]]).toEqual([name, value]);
    expect(await onDay(event.schoolId, '2031-03-20')).toContain(event.id);
    expect(await onDay(event.schoolId, EVENT_DATE)).not.toContain(event.id);
  });

  it('an event awaiting the office carries only its chapter key after a date move, and is edited freely', async () => {
    const { leader, event } = await hostedEvent({ status: 'inReview', alcoholAllowed: true, review: { state: 'returned', comment: 'Smaller, please', by: 'office', at: NOW.toISOString() } });
    const res = await edit(leader, event.id, bodyOf(event, { date: '2031-03-21', maxAttendees: 20 }));
    expect(res.statusCode).toBe(200);
    const item = (await storedItem(event.id))!;
    expect(item.GSI1SK).toBe((keys.partyEvent.indexed({ ...event, date: '2031-03-21' }) as Record<string, string>).GSI1SK);
    expect([item.GSI2PK, item.GSI2SK, item.GSI3SK]).toEqual([undefined, undefined, undefined]);
    expect(item.status).toBe('inReview');
  });

  it('an approved event edited in what the office reviews goes back to it: in review, off the lists, the counter and My Feed, audited', async () => {
    const { chapter, leader, event } = await hostedEvent({ alcoholAllowed: true, review: { state: 'approved', comment: null, by: 'office', at: NOW.toISOString() } });
    // A new title is not the office's business: still approved, and in My Feed with it.
    const renamed = await edit(leader, event.id, bodyOf(event, { title: 'Approved Formal' }));
    expect([renamed.json.event?.status, renamed.json.event?.review?.state]).toEqual(['active', 'approved']);
    expect((await readChapterWithSummaries(chapter.id))!.summaries.nextEvents.map((e) => e.id)).toContain(event.id);
    // The fixture wrote the event without the counter: count it, as approving it did.
    await transactWrite([statDeltaOp('activeEvents', 1)]);
    const activeBefore = (await readStats('2031-01-01')).activeEvents;

    const res = await edit(leader, event.id, bodyOf(event, { title: 'Approved Formal', maxAttendees: 200 }));
    expect(res.statusCode).toBe(200);
    expect(res.json.event).toMatchObject({ status: 'inReview', maxAttendees: 200, review: { state: 'submitted', by: leader.sub, comment: null } });
    const item = (await storedItem(event.id))!;
    expect(Object.keys(item).filter((name) => /^GSI[2-6]/.test(name))).toEqual([]);
    expect(item.GSI1SK).toBe((keys.partyEvent.indexed(event) as Record<string, string>).GSI1SK);
    expect(await onDay(event.schoolId, EVENT_DATE)).not.toContain(event.id);
    expect((await readStats('2031-01-01')).activeEvents).toBe(activeBefore - 1);
    expect((await readChapterWithSummaries(chapter.id))!.summaries.nextEvents.map((e) => e.id)).not.toContain(event.id);
    const submissions = (await listAuditEntries(10_000)).filter((e) => e.targetId === event.id && e.action === 'SUBMIT_EVENT');
    expect(submissions.map((e) => [e.adminId, e.details.resubmittedBy])).toEqual([[leader.sub, 'edit']]);
  });

  it("turning alcohol on where the office approves such events is refused (a new event goes through the office's review)", async () => {
    const { chapter, president } = await schoolWithRules('AZ', { approvalRequired: true });
    const event = await newEvent(chapter, EVENT_DATE, '21:00', { alcoholAllowed: false });
    const before = await storedItem(event.id);
    const res = await edit(president, event.id, bodyOf(event, { alcoholAllowed: true }));
    expect([res.statusCode, res.json.message]).toEqual([409, ALCOHOL_NEEDS_APPROVAL]);
    await expectUnchanged(event.id, before);
  });

  it('moves a drop\'s opening only before it opens', async () => {
    const { leader, event } = await hostedEvent({ salesOpenAt: '2031-03-01T12:00' });
    const before = await storedItem(event.id);
    const res = await edit(leader, event.id, bodyOf(event, { salesOpenAt: '2031-03-05T12:00' }));
    expect([res.statusCode, res.json.message]).toEqual([409, SALES_ALREADY_OPEN]);
    await expectUnchanged(event.id, before);
  });

  it('refuses a body that breaks Create Event\'s rules, with the field\'s message', async () => {
    const { leader, event } = await hostedEvent();
    const res = await edit(leader, event.id, bodyOf(event, { title: '  ' }));
    expect(res.statusCode).toBe(400);
    expect(res.json.issues?.[0]).toMatchObject({ path: 'title' });
  });
});

describe('GET /party-events/{id}/edit: the office rules the event meets, in the same answer', () => {
  const forEdit = (leader: TestUser, eventId: string) =>
    invoke<EditPartyEventFormResponse>('getPartyEventForEdit', { params: { id: eventId }, claims: leader.claims });
  const officeRules = (leader: TestUser) => invoke<OfficeRulesResponse>('getOfficeRules', { claims: leader.claims });

  it('a school that set no rules: the defaults, with the chapter, school and state, and no members counted', async () => {
    const school = { id: randomUUID(), name: 'Plain State University', city: 'Mobile', state: 'AL', website: '', logoUrl: null, emailDomains: [] };
    await putSchools([school]);
    const chapter = await newChapter({ schoolId: school.id, schoolName: school.name, state: school.state });
    const leader = await newLeader(chapter);
    const event = await newEvent(chapter, EVENT_DATE);
    const res = await forEdit(leader, event.id);
    expect(res.statusCode, res.text).toBe(200);
    const chapterShown = { id: chapter.id, letters: chapter.letters, name: chapter.name };
    expect(res.json.office).toEqual({ rules: DEFAULT_SCHOOL_RULES, state: 'AL', schoolName: 'Plain State University', chapter: chapterShown, members: null });
  });

  it("a school's rules: what Create Event is answered, its guest cap with the chapter's members counted", async () => {
    const { chapter, president } = await schoolWithRules('CO', { guestListLeadHours: 72, guestsPerMember: 4 });
    const event = await newEvent(chapter, EVENT_DATE);
    const res = await forEdit(president, event.id);
    expect(res.statusCode, res.text).toBe(200);
    expect(res.json.office).toMatchObject({ rules: { guestListLeadHours: 72, guestsPerMember: 4 }, state: 'CO', members: 1 });
    expect(res.json.office).toEqual((await officeRules(president)).json);
  });

  it('an event with alcohol: the rules it kept at creation, not those the school set since', async () => {
    const { school, admin, president } = await schoolWithRules('TX', { guestListLeadHours: 24 });
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty(), claims: president.claims });
    expect(created.statusCode, created.text).toBe(201);
    const rules = { registrationLeadDays: 7, guestListLeadHours: 12, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: null };
    expect((await invoke('updateSchoolRules', { params: { id: school.id }, body: rules, claims: admin.claims })).statusCode).toBe(200);
    expect((await officeRules(president)).json.rules.guestListLeadHours).toBe(12);
    const res = await forEdit(president, created.json.event.id);
    expect(res.json.office.rules.guestListLeadHours).toBe(24);
  });
});
