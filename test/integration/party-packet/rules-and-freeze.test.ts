/**
 * Party paperwork: an admin sets a school's office rules (audited,
 * validated); an event with alcohol created after the registration deadline
 * is created flagged late; at the guest-list deadline, read in the school's
 * time zone, new tickets stop — free and paid — and the event page says when.
 */
import '../../support/emulators.setup';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse, OfficeRulesResponse, PartyEventPageResponse, SchoolRulesResponse } from '../../../shared/api/types';
import { GUEST_LIST_FROZEN } from '../../../shared/school-rules';
import { clock } from '../../../functions/lib/clock';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { newUser } from '../party-events/fixtures';
import { alcoholParty, schoolWithRules } from './fixtures';

useFreshTable();
delete process.env.STRIPE_SECRET_KEY;
afterEach(() => vi.restoreAllMocks());

const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));

describe('office rules on the school (Schools tab)', () => {
  it('shows the defaults, saves valid rules with an audit entry, refuses bad ones unchanged', async () => {
    at('2031-01-05T12:00:00Z');
    const { school, admin, president, chapter } = await schoolWithRules('AZ');
    const read = await invoke<SchoolRulesResponse>('getSchoolRules', { params: { id: school.id }, claims: admin.claims });
    expect(read.json.rules).toEqual({ registrationLeadDays: 7, guestListLeadHours: 48, baseMonitors: 1, baseGuests: 20, guestsPerExtraMonitor: 20, officeEmail: null, approvalRequired: false, eventReportDueHours: null });

    const rules = { registrationLeadDays: 10, guestListLeadHours: 24, baseMonitors: 1, baseGuests: 15, guestsPerExtraMonitor: 15, officeEmail: ' greeklife@asu.edu ', eventReportDueHours: 36 };
    const saved = await invoke<SchoolRulesResponse>('updateSchoolRules', { params: { id: school.id }, body: rules, claims: admin.claims });
    // Left out, approval is off.
    expect(saved.json.rules).toEqual({ ...rules, officeEmail: 'greeklife@asu.edu', approvalRequired: false });
    const audit = (await listAuditEntries(10_000)).filter((e) => e.targetId === school.id && e.action === 'UPDATE_SCHOOL_RULES');
    // The fixture's save and this one (the refusals below add none).
    expect(audit.map((e) => e.details.officeEmail).sort()).toEqual(['greeklife@asu.edu', null]);

    const bad = await invoke<{ message: string }>('updateSchoolRules', { params: { id: school.id }, body: { ...rules, baseGuests: 0 }, claims: admin.claims });
    expect([bad.statusCode, bad.json.message]).toEqual([400, 'First guests they cover must be between 1 and 500']);
    // The event report's deadline: whole hours from 1 to 720, or none.
    const noHours = await invoke<{ message: string }>('updateSchoolRules', { params: { id: school.id }, body: { ...rules, eventReportDueHours: 0 }, claims: admin.claims });
    expect([noHours.statusCode, noHours.json.message]).toEqual([400, 'Event report due (hours after the end) must be between 1 and 720']);
    const missing = await invoke('updateSchoolRules', { params: { id: '00000000-0000-4000-8000-000000000000' }, body: rules, claims: admin.claims });
    expect(missing.statusCode).toBe(404);
    // Create Event reads the rules of the president's own school.
    expect((await listAuditEntries(10_000)).filter((e) => e.targetId === school.id)).toHaveLength(2);
    const office = await invoke<OfficeRulesResponse>('getOfficeRules', { claims: president.claims });
    expect(office.json).toEqual({
      rules: { ...rules, officeEmail: 'greeklife@asu.edu', approvalRequired: false },
      state: 'AZ',
      schoolName: school.name,
      chapter: { id: chapter.id, letters: chapter.letters, name: chapter.name },
      members: null,
    });
  });
});

describe('late registration', () => {
  // 2031-04-01 21:00 in New York is EDT: due 2031-03-25 21:00 EDT = 2031-03-26T01:00Z.
  it.each([
    ['2031-03-26T00:59:59Z', false],
    ['2031-03-26T01:00:01Z', true],
  ])('an alcohol event created at %s is late: %s (created either way)', async (now, late) => {
    at(now);
    const { president } = await schoolWithRules('NY');
    const res = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty(), claims: president.claims });
    expect(res.statusCode, res.text).toBe(201);
    expect(res.json.event.lateRegistration).toBe(late);
    // An event without alcohol is no business of the office.
    const dry = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ alcoholAllowed: false }), claims: president.claims });
    expect([dry.json.event.lateRegistration, dry.json.event.guestListFreezesAt]).toEqual([false, null]);
  });
});

describe('the guest list freezes at its deadline', () => {
  it('refuses free tickets from the deadline on, in the school zone across the DST change, and the page says when', async () => {
    // Sunday 2031-11-02 00:30 in Chicago (CDT ends at 02:00 that morning) = 05:30Z; 48 h earlier = 2031-10-31T05:30Z.
    at('2031-10-01T12:00:00Z');
    const { president } = await schoolWithRules('IL');
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ date: '2031-11-02', time: '00:30' }), claims: president.claims });
    const eventId = created.json.event.id;
    expect(created.json.event.guestListFreezesAt).toBe('2031-10-31T05:30:00.000Z');

    const early = await newUser({ fullName: 'Early Bird' });
    at('2031-10-31T05:29:59Z');
    expect((await invoke('createFreeTicket', { params: { id: eventId }, claims: early.claims })).statusCode).toBe(201);

    at('2031-10-31T05:30:00Z');
    const late = await newUser({ fullName: 'Late Comer' });
    const refused = await invoke<{ message: string }>('createFreeTicket', { params: { id: eventId }, claims: late.claims });
    expect([refused.statusCode, refused.json.message]).toEqual([409, GUEST_LIST_FROZEN]);
    // The ticket already held is still answered (asking again is idempotent).
    expect((await invoke('createFreeTicket', { params: { id: eventId }, claims: early.claims })).statusCode).toBe(200);
    const page = await invoke<PartyEventPageResponse>('getPartyEvent', { params: { id: eventId } });
    expect(page.json.event).toMatchObject({ guestListFreezesAt: '2031-10-31T05:30:00.000Z', ticketsSold: 1 });
  });

  it('refuses to start a payment after the deadline', async () => {
    at('2031-10-01T12:00:00Z');
    const { president } = await schoolWithRules('CA', { guestListLeadHours: 24 });
    const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ date: '2031-10-20', time: '20:00', priceCents: 1500 }), claims: president.claims });
    // 2031-10-20 20:00 PDT = 2031-10-21T03:00Z; 24 h earlier.
    at('2031-10-20T03:00:00Z');
    const buyer = await newUser();
    const res = await invoke<{ message: string }>('createTicketPayment', { params: { id: created.json.event.id }, claims: buyer.claims });
    expect([res.statusCode, res.json.message]).toEqual([409, GUEST_LIST_FROZEN]);
  });
});
