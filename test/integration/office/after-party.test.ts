/**
 * After the party: the host chapter files its event report once the event is
 * over, once (before the end and a second time refused); /office shows each
 * report's state and flags a missing one once its deadline passes (by the
 * injected clock); the office opens an event's entry log with a reason —
 * audited, its own school only, 21+ bands and never a date of birth — and
 * downloads the registration packet of its school's events.
 */
import '../../support/emulators.setup';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CreatePartyEventResponse, EntryLogResponse, EventReportResponse, OfficeEventsResponse, PacketFileResponse } from '../../../shared/api/types';
import { EVENT_REPORT_MESSAGES } from '../../../shared/event-report';
import { INCIDENT_TEXT_REQUIRED } from '../../../shared/schemas/event-report';
import { clock } from '../../../functions/lib/clock';
import { listAuditEntries } from '../../../functions/domains/platform/audit';
import { getPartyEvent } from '../../../functions/domains/catalog/party-events/party-events';
import { setProfileDateOfBirth } from '../../../functions/domains/people/profiles';
import { redeemTicket } from '../../../functions/domains/ticketing/door/redemption';
import { invoke } from '../../support/invoke';
import { useFreshTable } from '../../support/table';
import { giveTicket, newLeader, newUser, type TestUser } from '../party-events/fixtures';
import { alcoholParty, schoolWithRules } from '../party-packet/fixtures';

useFreshTable();
delete process.env.STRIPE_SECRET_KEY;
afterEach(() => vi.restoreAllMocks());

const at = (iso: string) => vi.spyOn(clock, 'now').mockReturnValue(new Date(iso));

// 2031-04-01 21:00 in New York (EDT) is 2031-04-02T01:00Z: over six hours later, the report due 48 hours after that.
const OVER_AT = '2031-04-02T07:00:00.000Z';
const DUE_AT = '2031-04-04T07:00:00.000Z';
const REPORT = { attendance: 41, incident: true, text: 'A guest was sick; a sober monitor called a ride home.' };

/** A school asking for a report within 48 hours, its chapter's president, the school's office, and an alcohol event created by the president. */
async function party(reportDueHours: number | null = 48) {
  at('2031-03-01T12:00:00Z');
  const setup = await schoolWithRules('NY', { eventReportDueHours: reportDueHours });
  const office = await newUser({ fullName: 'Olive Office' });
  const granted = await invoke('grantOfficeRole', { params: { id: office.sub }, body: { schoolId: setup.school.id }, claims: setup.admin.claims });
  expect(granted.statusCode, granted.text).toBe(200);
  const created = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty(), claims: setup.president.claims });
  expect(created.statusCode, created.text).toBe(201);
  return { ...setup, office, event: (await getPartyEvent(created.json.event.id))! };
}

const fileAs = (who: TestUser, eventId: string, body: unknown = REPORT) => invoke<EventReportResponse & { message: string }>('fileEventReport', { params: { id: eventId }, body, claims: who.claims });
const readAs = (who: TestUser, eventId: string) => invoke<EventReportResponse>('getEventReport', { params: { id: eventId }, claims: who.claims });

describe('the event report', () => {
  it('is refused before the end, then filed once with the door’s headcount offered; a second filing is refused and changes nothing', async () => {
    const { chapter, president, event } = await party();
    const guest = await newUser({ fullName: 'Gina Guest' });
    await redeemTicket(await giveTicket(guest, event), randomUUID(), '2031-04-02T01:30:00.000Z');

    at('2031-04-02T06:59:59Z');
    const before = await readAs(president, event.id);
    expect(before.json).toEqual({ report: null, state: 'notYet', dueAt: DUE_AT, overAt: OVER_AT, doorAttendance: 1 });
    const early = await fileAs(president, event.id);
    expect([early.statusCode, early.json.message]).toEqual([400, EVENT_REPORT_MESSAGES.notOver]);

    at(OVER_AT);
    expect((await readAs(president, event.id)).json.state).toBe('due');
    // A member without a role reads it, but files nothing.
    const member = await newUser({ chapterId: chapter.id });
    expect((await readAs(member, event.id)).statusCode).toBe(200);
    expect((await fileAs(member, event.id)).statusCode).toBe(403);
    expect((await readAs(president, event.id)).json.report).toBeNull();

    const filed = await fileAs(president, event.id);
    expect(filed.statusCode, filed.text).toBe(200);
    expect(filed.json.report).toEqual({ ...REPORT, filedAt: OVER_AT, filedByName: 'Pat President' });
    expect(filed.json.state).toBe('filed');

    at('2031-04-03T00:00:00Z');
    const again = await fileAs(president, event.id, { attendance: 3, incident: false, text: '' });
    expect([again.statusCode, again.json.message]).toEqual([409, EVENT_REPORT_MESSAGES.alreadyFiled]);
    expect((await readAs(president, event.id)).json.report).toEqual({ ...REPORT, filedAt: OVER_AT, filedByName: 'Pat President' });
  });

  it('refuses an incident without a text, text that is not plain, and an attendance out of range, changing nothing', async () => {
    const { president, event } = await party();
    at('2031-04-03T00:00:00Z');
    const cases = [
      { attendance: 10, incident: true, text: '   ' },
      { attendance: 10, incident: false, text: 'All fine\u202E' },
      { attendance: -1, incident: false, text: '' },
      { attendance: 2.5, incident: false, text: '' },
      { attendance: 10, incident: false, text: 'x'.repeat(2001) },
    ];
    const answers = [];
    for (const body of cases) answers.push(await fileAs(president, event.id, body));
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400]);
    expect(answers[0]!.json.message).toBe(INCIDENT_TEXT_REQUIRED);
    expect((await readAs(president, event.id)).json.report).toBeNull();
    // No incident, nothing to say: filed.
    expect((await fileAs(president, event.id, { attendance: 0, incident: false, text: '' })).statusCode).toBe(200);
  });

  it('is filed once under concurrent filings', async () => {
    const { president, chapter, event } = await party();
    const vice = await newLeader(chapter, 'media_manager');
    at('2031-04-03T00:00:00Z');
    const answers = await Promise.all([fileAs(president, event.id), fileAs(vice, event.id, { attendance: 7, incident: false, text: '' }), fileAs(president, event.id)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!;
    expect((await readAs(president, event.id)).json.report).toEqual(winner.json.report);
  });

  it('is not asked for when the school sets no deadline, nor of an event without alcohol', async () => {
    const { president, event } = await party(null);
    const plain = await invoke<CreatePartyEventResponse>('createPartyEvent', { body: alcoholParty({ alcoholAllowed: false, title: 'Study Break' }), claims: president.claims });
    at('2031-04-03T00:00:00Z');
    for (const id of [event.id, plain.json.event.id]) {
      const refused = await fileAs(president, id);
      expect([refused.statusCode, refused.json.message]).toEqual([400, EVENT_REPORT_MESSAGES.notAsked]);
      expect((await readAs(president, id)).json).toEqual(expect.objectContaining({ state: 'none', dueAt: null, report: null }));
    }
  });
});

describe('/office and the reports', () => {
  it('shows a report due until its deadline, MISSING from it (counted at the top), filed once filed late', async () => {
    const { office, president, event } = await party();
    const rowAt = async (iso: string) => {
      at(iso);
      const list = await invoke<OfficeEventsResponse>('listOfficeEvents', { claims: office.claims });
      const row = list.json.events.find((e) => e.id === event.id)!;
      return [row.report.state, row.report.dueAt, list.json.reportsMissing];
    };
    expect(await rowAt('2031-04-02T00:00:00Z')).toEqual(['notYet', DUE_AT, 0]);
    expect(await rowAt('2031-04-04T06:59:59Z')).toEqual(['due', DUE_AT, 0]);
    expect(await rowAt(DUE_AT)).toEqual(['missing', DUE_AT, 1]);
    expect((await fileAs(president, event.id)).statusCode).toBe(200);
    expect(await rowAt('2031-04-05T00:00:00Z')).toEqual(['filed', DUE_AT, 0]);
  });

  it('shows the sober monitors the ratio asks for the capacity, beside the guests so far', async () => {
    const { office, event } = await party();
    const guests = await Promise.all(Array.from({ length: 21 }, () => newUser()));
    for (const guest of guests) await giveTicket(guest, event);
    at('2031-03-02T00:00:00Z');
    const list = await invoke<OfficeEventsResponse>('listOfficeEvents', { claims: office.claims });
    const row = list.json.events.find((e) => e.id === event.id)!;
    // One monitor for the first 20 guests, one per 20 more: a capacity of 100 needs 5, whatever has sold so far.
    expect([row.guestCount, row.monitorsNamed, row.monitorsRequired]).toEqual([21, 0, 5]);
  });
});

describe("the office's entry log", () => {
  it('asks for a reason, audits each opening with it, and lists names, entry times and 21+ bands, never a date of birth', async () => {
    const { office, event, school } = await party();
    const [over, under, unknown] = [await newUser({ fullName: 'Ada Adult' }), await newUser({ fullName: 'Yuri Young' }), await newUser({ fullName: 'Nia Nodate' })];
    await setProfileDateOfBirth(over.sub, '1999-05-06');
    await setProfileDateOfBirth(under.sub, '2011-07-08');
    await redeemTicket(await giveTicket(over, event), randomUUID(), '2031-04-02T01:40:00.000Z');
    await redeemTicket(await giveTicket(under, event), randomUUID(), '2031-04-02T01:20:00.000Z');
    await redeemTicket(await giveTicket(unknown, event), randomUUID(), '2031-04-02T01:30:00.000Z');
    // Holding a ticket is no entry.
    await giveTicket(await newUser({ fullName: 'Never Came' }), event);
    const openings = async () => (await listAuditEntries(10_000)).filter((e) => e.action === 'OPEN_ENTRY_LOG' && e.targetId === event.id);

    at('2031-04-02T12:00:00Z');
    const refused = await Promise.all([
      invoke('openEntryLog', { params: { id: event.id }, body: {}, claims: office.claims }),
      invoke('openEntryLog', { params: { id: event.id }, body: { reason: ' ab ' }, claims: office.claims }),
      invoke('openEntryLog', { params: { id: event.id }, body: { reason: 'x'.repeat(301) }, claims: office.claims }),
      invoke('openEntryLog', { params: { id: event.id }, body: { reason: 'Complaint\u0007' }, claims: office.claims }),
    ]);
    expect(refused.map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect(await openings()).toEqual([]);

    const log = await invoke<EntryLogResponse>('openEntryLog', { params: { id: event.id }, body: { reason: '  Noise complaint from a neighbour  ' }, claims: office.claims });
    expect(log.statusCode, log.text).toBe(200);
    expect(log.json.entries).toEqual([
      { name: 'Yuri Young', enteredAt: '2031-04-02T01:20:00.000Z', admittedBy: 'code', ageBand: 'Under 21' },
      { name: 'Nia Nodate', enteredAt: '2031-04-02T01:30:00.000Z', admittedBy: 'code', ageBand: 'Not given' },
      { name: 'Ada Adult', enteredAt: '2031-04-02T01:40:00.000Z', admittedBy: 'code', ageBand: '21+' },
    ]);
    expect(log.text).not.toMatch(/1999|2011/);
    const audited = await openings();
    expect(audited.map((e) => [e.adminId, e.details.reason, e.details.schoolId, e.createdAt])).toEqual([[office.sub, 'Noise complaint from a neighbour', school.id, '2031-04-02T12:00:00.000Z']]);

    // Every opening is written, each with its reason.
    await invoke('openEntryLog', { params: { id: event.id }, body: { reason: 'Follow-up with the chapter' }, claims: office.claims });
    expect((await openings()).map((e) => e.details.reason).sort()).toEqual(['Follow-up with the chapter', 'Noise complaint from a neighbour']);
  });

  it("refuses another school's office, anyone without an office and an unknown event, writing no audit entry", async () => {
    const { event, president } = await party();
    const other = await party();
    at('2031-04-02T12:00:00Z');
    const body = { reason: 'Just curious' };
    const answers = [
      await invoke('openEntryLog', { params: { id: event.id }, body, claims: other.office.claims }),
      await invoke('openEntryLog', { params: { id: event.id }, body, claims: president.claims }),
      await invoke('openEntryLog', { params: { id: randomUUID() }, body, claims: other.office.claims }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 404]);
    expect((await listAuditEntries(10_000)).filter((e) => e.action === 'OPEN_ENTRY_LOG' && e.targetId === event.id)).toEqual([]);
  });
});

describe("the office's registration packet", () => {
  it("downloads the chapter's packet PDF for its school's events, refused to another school's office", async () => {
    const { office, event } = await party();
    const other = await party();
    at('2031-03-02T00:00:00Z');
    const packet = await invoke<PacketFileResponse>('getOfficePacket', { params: { id: event.id }, claims: office.claims });
    expect(packet.statusCode, packet.text).toBe(200);
    expect(packet.json.contentType).toBe('application/pdf');
    expect(Buffer.from(packet.json.contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
    expect(packet.json.fileName).toMatch(/^registration-packet-2031-04-01-fall-mixer-v/);
    const refused = await invoke('getOfficePacket', { params: { id: event.id }, claims: other.office.claims });
    expect(refused.statusCode).toBe(403);
    expect((await invoke('getOfficePacket', { params: { id: randomUUID() }, claims: office.claims })).statusCode).toBe(404);
  });
});
